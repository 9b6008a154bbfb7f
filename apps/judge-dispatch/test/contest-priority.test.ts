import { Kvm } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind, Verdict, contestGateKeys } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { body, createProblem, judgeRow, startHarness, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from './judge-node.ts';
import type { TestJudgeNode } from './judge-node.ts';

// Issue 12: while a contest runs, its submissions are judged before practice ones. The real path:
// the submit route, the contest gate as the contest service writes it, a real judge node and
// sandbox. The finish order is the order of the final results in the results stream.

const PRACTICE = 200;
const CID = 12;
const HOUR_MS = 3_600_000;
/** Jobs a node may hold or finish before it sees a job that arrived later: the one in hand, and one pull under way. */
const SLACK = 2;
// Python needs no compile, so each job is one short run in the warm container.
const A_PLUS_B = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('contest submissions go before a practice backlog', () => {
  let h: Harness;
  let node: TestJudgeNode | null = null;
  let pid: number;

  beforeAll(async () => {
    ensureJudgeImages();
    h = await startHarness('jd_prio', { sweepIntervalMs: 0 });
    ({ pid } = await createProblem(h, { cases: [{ input: '1 2\n', output: '3\n' }] }));
    const now = Date.now();
    const state: ContestGateState = {
      cid: CID,
      kind: ContestGateKind.Contest,
      auth: ContestAuth.Public,
      startTimeMs: now - HOUR_MS,
      endTimeMs: now + HOUR_MS,
      durationSec: null,
      allowEndSubmit: false,
      authorUid: 'author-0',
      gid: null,
      problems: [{ pid, cpid: 1, displayId: 'A' }],
      publishedAtMs: now,
    };
    const kv = await new Kvm(h.js).create(h.names.kv.contestGate, { history: 1, ttl: 0 });
    await kv.put(contestGateKeys.contest(CID), JSON.stringify(state));
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node?.stop();
    await h.close();
  }, 60_000);

  async function submit(cid: number): Promise<number> {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, cid, language: 'Python3', code: A_PLUS_B },
      headers: { authorization: h.token().authorization },
    });
    expect(response.statusCode).toBe(200);
    return body<{ data: { submitId: number } }>(response).data.submitId;
  }

  /** Submissions in the order their final results were stored. */
  async function finishOrder(): Promise<number[]> {
    const stream = h.names.streams.judgeResults.name;
    const info = await h.jsm.streams.info(stream);
    const prefix = h.names.subjects.judgeResult('');
    const order: number[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
      const message = await h.jsm.streams.getMessage(stream, { seq });
      if (message?.subject.startsWith(prefix) === true) order.push(message.json<{ submitId: number }>().submitId);
    }
    return order;
  }

  /** The finish order once `submitId` is judged, or once more than `limit` others are (it then lacks `submitId`). */
  async function finishedWithin(submitId: number, limit: number): Promise<number[]> {
    return waitFor(
      `submission ${submitId} to be judged`,
      async () => {
        const order = await finishOrder();
        return order.includes(submitId) || order.length > limit ? order : null;
      },
      40_000,
      200,
    );
  }

  // No retry: the node started by the first run has already worked through the backlog.
  it('judges a running contest submission before all but the first few of 200 queued practice submissions', { retry: 0, timeout: 90_000 }, async () => {
    const practice: number[] = [];
    for (let index = 0; index < PRACTICE; index += 1) practice.push(await submit(0));
    const contest = await submit(CID);
    node = await startJudgeNode(h.names);

    const order = await finishedWithin(contest, SLACK + 1);
    expect(order).toContain(contest);
    const practiceBefore = order.indexOf(contest);
    expect(practiceBefore).toBeLessThanOrEqual(SLACK);
    // The result reaches the stream before the dispatcher stores it in the row: wait for the row.
    const row = await waitFor(
      'the contest row to be stored',
      async () => {
        const stored = await judgeRow(h, contest);
        return stored.status === Verdict.Accepted ? stored : null;
      },
      20_000,
      100,
    );
    expect(row).toMatchObject({ cid: CID, status: Verdict.Accepted });

    // A second contest submission arriving while the node works through the backlog overtakes it too.
    const practiceDone = await waitFor(
      'the node to judge some practice submissions',
      async () => {
        const done = (await finishOrder()).filter((submitId) => submitId !== contest);
        return done.length >= practiceBefore + 2 ? done.length : null;
      },
      40_000,
      200,
    );
    const late = await submit(CID);
    const after = await finishedWithin(late, practiceDone + SLACK + 2);
    expect(after).toContain(late);
    const practiceBeforeLate = after.slice(0, after.indexOf(late)).filter((submitId) => practice.includes(submitId)).length;
    expect(practiceBeforeLate - practiceDone).toBeLessThanOrEqual(SLACK);
    // The backlog was still there: nearly every practice submission was judged after both.
    const finishedPractice = after.filter((submitId) => practice.includes(submitId));
    expect(finishedPractice.length).toBeLessThan(PRACTICE / 4);
    expect((await judgeRow(h, practice[PRACTICE - 1] ?? 0)).status).toBe(Verdict.Pending);
  });
});
