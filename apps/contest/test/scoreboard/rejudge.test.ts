import { describe, expect, it } from 'vitest';
import { ContestBoard } from '../../src/modules/scoreboard/index.ts';
import type { BoardPage, BoardSubmission } from '../../src/modules/scoreboard/index.ts';
import {
  ADMIN,
  END_MS,
  MINUTE_MS,
  PROBLEMS,
  PUBLIC,
  START_MS,
  Verdict,
  acmCell,
  boardOf,
  contestOf,
  everyRow,
  ranksOf,
  rowOf,
  sealedContest,
  sub,
  userOf,
} from './fixtures.ts';

// Rejudges and manual verdicts: the board changes exactly as if the new verdict had come first.

describe('a rejudge', () => {
  it('turning an AC into a WA moves penalties, first blood and ranks', () => {
    const aAccepted = sub('a', 'A', 10, Verdict.Accepted);
    const board = boardOf(contestOf(), [aAccepted, sub('b', 'A', 5, Verdict.WrongAnswer), sub('b', 'A', 20, Verdict.Accepted)]);
    let page = everyRow(board);
    expect(ranksOf(page)).toEqual({ a: 1, b: 2 });
    expect(page.firstBlood).toEqual({ A: 'a' });
    expect(rowOf(page, 'b').totalTime).toBe(20 * 60 + 1200);

    expect(board.applySubmission({ ...aAccepted, status: Verdict.WrongAnswer })).toBe(true);
    page = everyRow(board);
    expect(ranksOf(page)).toEqual({ b: 1, a: 2 });
    expect(page.firstBlood).toEqual({ A: 'b' });
    expect(acmCell(rowOf(page, 'b'), 'A').isFirstAC).toBe(true);
    expect(acmCell(rowOf(page, 'a'), 'A')).toMatchObject({ isAC: false, isFirstAC: false, errorNum: 1, ACTime: null });
    expect(rowOf(page, 'a')).toMatchObject({ ac: 0, totalTime: 0 });

    board.applySubmission(aAccepted);
    page = everyRow(board);
    expect(ranksOf(page)).toEqual({ a: 1, b: 2 });
    expect(page.firstBlood).toEqual({ A: 'a' });
  });

  it('turning an earlier WA into an AC drops its penalty, ignores the later AC and takes first blood', () => {
    const bWrong = sub('b', 'A', 5, Verdict.WrongAnswer);
    const board = boardOf(contestOf(), [sub('a', 'A', 10, Verdict.Accepted), bWrong, sub('b', 'A', 20, Verdict.Accepted)]);
    board.applySubmission({ ...bWrong, status: Verdict.Accepted });
    const page = everyRow(board);
    expect(acmCell(rowOf(page, 'b'), 'A')).toMatchObject({ isAC: true, isFirstAC: true, ACTime: 300, errorNum: 0, tryNum: 1 });
    expect(ranksOf(page)).toEqual({ b: 1, a: 2 });
  });

  it("taking first blood away from its holder gives it to the next earliest AC, not the holder's later one", () => {
    const first = sub('a', 'A', 10, Verdict.Accepted);
    const board = boardOf(contestOf(), [first, sub('a', 'A', 30, Verdict.Accepted), sub('b', 'A', 20, Verdict.Accepted), sub('c', 'A', 25, Verdict.Accepted)]);
    board.applySubmission({ ...first, status: Verdict.WrongAnswer });
    const page = everyRow(board);
    expect(page.firstBlood).toEqual({ A: 'b' });
    expect(acmCell(rowOf(page, 'a'), 'A')).toMatchObject({ isAC: true, isFirstAC: false, ACTime: 1800, errorNum: 1 });
  });

  it('a manual verdict of CE removes a penalty', () => {
    const wrong = sub('a', 'A', 5, Verdict.WrongAnswer);
    const board = boardOf(contestOf(), [wrong, sub('a', 'A', 10, Verdict.Accepted)]);
    expect(rowOf(everyRow(board), 'a').totalTime).toBe(600 + 1200);
    board.applySubmission({ ...wrong, status: Verdict.CompileError });
    expect(rowOf(everyRow(board), 'a').totalTime).toBe(600);
  });

  it('reports no change for the same verdict, and the version grows with each change', () => {
    const wrong = sub('a', 'A', 5, Verdict.WrongAnswer);
    const board = boardOf(contestOf(), [wrong]);
    const before = board.version;
    expect(board.applySubmission(wrong)).toBe(false);
    expect(board.version).toBe(before);
    expect(board.applySubmission({ ...wrong, status: Verdict.Accepted })).toBe(true);
    expect(board.version).toBeGreaterThan(before);
    expect(board.applySubmission({ ...wrong, cpid: 999, pid: 999 })).toBe(false);
  });

  it('removing a submission takes its row away when it was the last one', () => {
    const only = sub('a', 'A', 5, Verdict.Accepted);
    const board = boardOf(contestOf(), [only, sub('b', 'A', 7, Verdict.Accepted)]);
    expect(board.removeSubmission(only)).toBe(true);
    expect(board.removeSubmission(only)).toBe(false);
    const page = everyRow(board);
    expect(page.total).toBe(1);
    expect(page.firstBlood).toEqual({ A: 'b' });
  });
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STATUSES = [
  Verdict.Accepted,
  Verdict.WrongAnswer,
  Verdict.CompileError,
  Verdict.TimeLimitExceeded,
  Verdict.Pending,
  Verdict.PartialAccepted,
  Verdict.SystemError,
];

function views(board: ContestBoard): BoardPage[] {
  const at = END_MS + 5 * MINUTE_MS;
  return [false, true]
    .flatMap((containsEnd) => [ADMIN, PUBLIC].map((viewer) => everyRow(board, viewer, at, { containsEnd })))
    .map((page) => ({ ...page, version: 0 }));
}

describe('incremental updates', () => {
  it.each([
    [
      'ACM',
      sealedContest({
        starUids: ['u3'],
        awardType: 1,
        awardConfigList: [{ priority: 1, name: 'Gold', background: '', color: '', num: 30 }],
        autoRealRank: false,
      }),
    ],
    ['OI Highest', sealedContest({ type: 1, oiRankScoreType: 'Highest', autoRealRank: false })],
    ['OI Recent', sealedContest({ type: 1, oiRankScoreType: 'Recent', autoRealRank: false })],
  ])('give the same board as a rebuild from the states so far, at every checkpoint (%s)', (_name, contest) => {
    const next = random(12_345);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const users = Array.from({ length: 12 }, (_, index) => userOf(`u${index}`));
    const incremental = new ContestBoard(contest, PROBLEMS);
    for (const user of users) incremental.upsertUser(user);
    const latest = new Map<number, BoardSubmission>();
    for (let step = 0; step < 600; step += 1) {
      const rejudge = latest.size > 0 && next() < 0.35;
      const submission: BoardSubmission = rejudge
        ? { ...pick([...latest.values()]), status: pick(STATUSES), score: Math.floor(next() * 101) }
        : {
            submitId: step + 1,
            uid: pick(users).uid,
            cpid: pick(PROBLEMS).cpid,
            status: pick(STATUSES),
            score: Math.floor(next() * 101),
            submitTimeMs: START_MS + Math.floor(next() * 330) * MINUTE_MS,
          };
      incremental.applySubmission(submission);
      latest.set(submission.submitId, submission);
      if (step % 20 !== 19) continue;
      const rebuilt = new ContestBoard(contest, PROBLEMS);
      rebuilt.load(users, latest.values());
      expect(views(incremental), `step ${step}`).toEqual(views(rebuilt));
      expect(incremental.scrollBoard(), `step ${step}`).toEqual(rebuilt.scrollBoard());
    }
  });
});
