import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { CONTEST_HIDDEN_STATUS } from '@oj/contracts';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { displayIdsOf, pidsMatching, presentInContest } from '../src/modules/submission/contest-rules.ts';

// How the submission calls show a contest's summaries. Who sees what (the seal, access) is the
// contest policy's, tested in packages/access/test/contest-policy.test.ts.

const START = 1_000_000;
const SEAL = 5_000_000;
const END = 9_000_000;

const state = (fields: Partial<ContestGateState> = {}): ContestGateState => ({
  cid: 1,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Private,
  startTimeMs: START,
  endTimeMs: END,
  durationSec: null,
  allowEndSubmit: false,
  authorUid: 'boss',
  gid: null,
  problems: [
    { pid: 10, cpid: 1, displayId: 'A1' },
    { pid: 20, cpid: 2, displayId: 'B' },
  ],
  publishedAtMs: 0,
  sealRankTimeMs: SEAL,
  ...fields,
});

describe('contest presentation', () => {
  it('shows a summary with its display id, and hides a masked result', () => {
    const summary = {
      submitId: 1,
      uid: 'other',
      pid: 20,
      displayPid: '1000',
      submitTime: new Date(SEAL).toISOString(),
      status: 0,
      score: 100,
      oiRankScore: null,
      time: 5,
      memory: 6,
      isManual: true,
    } as unknown as SubmissionSummaryDto;
    const ids = displayIdsOf(state());
    expect(presentInContest(summary, ids, null)).toMatchObject({ displayPid: 'B', status: 0, time: 5 });
    expect(presentInContest(summary, ids, { kind: 'seal' as const, viewerUid: 'u', sinceMs: SEAL })).toMatchObject({
      displayPid: 'B',
      status: CONTEST_HIDDEN_STATUS,
      score: null,
      time: null,
      memory: null,
      isManual: false,
    });
    expect(presentInContest(summary, ids, { kind: 'seal' as const, viewerUid: 'other', sinceMs: SEAL })).toMatchObject({ status: 0 });
  });

  it('resolves display-id filters, whole or in part, ignoring case', () => {
    expect(pidsMatching(state(), 'a1', true)).toEqual([10]);
    expect(pidsMatching(state(), 'a', true)).toEqual([]);
    expect(pidsMatching(state(), 'b', false)).toEqual([20]);
  });
});
