import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind, TIMED_WORK_CID_OFFSET } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { KvContestGate } from '../src/modules/contest-gate/bucket.ts';
import type { ContestGate } from '../src/modules/contest-gate/bucket.ts';
import { contestIsRunning } from '../src/modules/contest-gate/decide.ts';
import { chooseJudgeQueue } from '../src/modules/judging/queue.ts';

// The queue choice alone, at the edges to the millisecond; the real bucket and dispatch are in
// contest-queue.test.ts and contest-priority.test.ts.

const START = 1_700_000_000_000;
const END = START + 2 * 3_600_000;

const state = (fields: Partial<ContestGateState> = {}): ContestGateState => ({
  cid: 3,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Public,
  startTimeMs: START,
  endTimeMs: END,
  durationSec: null,
  allowEndSubmit: false,
  authorUid: 'author-0',
  gid: null,
  problems: [{ pid: 5, cpid: 50, displayId: 'A' }],
  publishedAtMs: START - 1,
  ...fields,
});

/** A gate over fixed states (pure logic: the bucket itself is read in the integration tests). */
function gateOf(states: ContestGateState[], calls: number[] = []): ContestGate {
  return {
    mayUserSubmit: () => Promise.reject(new Error('not used')),
    isRunning: (cid, now) => {
      calls.push(cid);
      const found = states.find((candidate) => candidate.cid === cid);
      return Promise.resolve(found !== undefined && contestIsRunning(found, now.getTime()));
    },
  };
}

describe('contestIsRunning', () => {
  it('runs from the start (inclusive) to the end (exclusive), whatever allowEndSubmit says', () => {
    expect(contestIsRunning(state(), START - 1)).toBe(false);
    expect(contestIsRunning(state(), START)).toBe(true);
    expect(contestIsRunning(state(), END - 1)).toBe(true);
    expect(contestIsRunning(state(), END)).toBe(false);
    expect(contestIsRunning(state({ allowEndSubmit: true }), END + 1)).toBe(false);
  });

  it('runs a timed work for its whole window', () => {
    const timed = state({ cid: TIMED_WORK_CID_OFFSET + 1, kind: ContestGateKind.TimedWork, durationSec: 600 });
    expect(contestIsRunning(timed, START + 3_600_000)).toBe(true);
    expect(contestIsRunning(timed, END)).toBe(false);
  });
});

describe('chooseJudgeQueue', () => {
  const gate = gateOf([state(), state({ cid: TIMED_WORK_CID_OFFSET + 7, kind: ContestGateKind.TimedWork, durationSec: 600 })]);

  it('sends a running contest or timed work to the contest queue, and the rest to the normal one', async () => {
    expect(await chooseJudgeQueue(gate, 3, new Date(START))).toBe('contest');
    expect(await chooseJudgeQueue(gate, 3, new Date(END - 1))).toBe('contest');
    expect(await chooseJudgeQueue(gate, 3, new Date(END))).toBe('normal');
    expect(await chooseJudgeQueue(gate, 3, new Date(START - 1))).toBe('normal');
    expect(await chooseJudgeQueue(gate, TIMED_WORK_CID_OFFSET + 7, new Date(START + 1))).toBe('contest');
    expect(await chooseJudgeQueue(gate, 4, new Date(START + 1))).toBe('normal');
  });

  it('does not read the gate for a practice submission', async () => {
    const calls: number[] = [];
    expect(await chooseJudgeQueue(gateOf([state()], calls), 0, new Date(START + 1))).toBe('normal');
    expect(calls).toEqual([]);
  });

  it('falls back to the normal queue when the gate cannot be read, and reports why', async () => {
    const errors: unknown[] = [];
    const failing = new KvContestGate(() => Promise.reject(new Error('NATS is away')));
    expect(await chooseJudgeQueue(failing, 3, new Date(START + 1), (error) => errors.push(error))).toBe('normal');
    expect(errors).toEqual([new Error('NATS is away')]);
    // Without a listener it still answers.
    expect(await chooseJudgeQueue(failing, 3, new Date(START + 1))).toBe('normal');
  });

  it('treats ids no contest can have as not running, without reading the bucket', async () => {
    const unread = new KvContestGate(() => Promise.reject(new Error('must not be read')));
    for (const cid of [-1, 1e300, 0.5]) expect(await unread.isRunning(cid, new Date(START + 1))).toBe(false);
  });
});
