import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  END_MS,
  HOUR_MS,
  MINUTE_MS,
  PUBLIC,
  START_MS,
  Verdict,
  acmCell,
  boardOf,
  contestOf,
  everyRow,
  oiCell,
  ranksOf,
  rowOf,
  sealedContest,
  sub,
} from './fixtures.ts';

// The sealed view: the seal starts one hour before the end (minute 240 of 300).

const RUNNING_SEALED = END_MS - 30 * MINUTE_MS;
const AFTER_END = END_MS + 10 * MINUTE_MS;

describe('ACM sealed view', () => {
  const submissions = () => [
    sub('a', 'A', 180, Verdict.Accepted),
    sub('a', 'B', 250, Verdict.WrongAnswer),
    sub('a', 'B', 251, Verdict.CompileError),
    sub('a', 'B', 260, Verdict.Accepted),
    sub('b', 'A', 100, Verdict.Accepted),
  ];

  it('shows tries at or after the seal as pending, not whether they passed; admins see the real board', () => {
    const board = boardOf(sealedContest(), submissions());
    const sealed = everyRow(board, PUBLIC, RUNNING_SEALED);
    expect(sealed.sealed).toBe(true);
    expect(acmCell(rowOf(sealed, 'a'), 'B')).toEqual({
      isAC: false,
      isFirstAC: false,
      isAfterContest: false,
      ACTime: null,
      tryNum: 0,
      errorNum: 0,
      pendingNum: 2,
    });
    expect(rowOf(sealed, 'a')).toMatchObject({ ac: 1, totalTime: 180 * 60 });
    expect(ranksOf(sealed)).toEqual({ b: 1, a: 2 });

    const real = everyRow(board, ADMIN, RUNNING_SEALED);
    expect(real.sealed).toBe(false);
    expect(acmCell(rowOf(real, 'a'), 'B')).toMatchObject({ isAC: true, errorNum: 1, pendingNum: 0, ACTime: 260 * 60 });
    expect(ranksOf(real)).toEqual({ a: 1, b: 2 });
  });

  it('shows the real board before the seal starts', () => {
    const board = boardOf(sealedContest(), [sub('a', 'A', 10, Verdict.Accepted)]);
    const page = everyRow(board, PUBLIC, START_MS + 60 * MINUTE_MS);
    expect(page.sealed).toBe(false);
    expect(acmCell(rowOf(page, 'a'), 'A').isAC).toBe(true);
  });

  it('unseals after the end with autoRealRank, and stays sealed for non-admins without it', () => {
    const open = everyRow(boardOf(sealedContest({ autoRealRank: true }), submissions()), PUBLIC, AFTER_END);
    expect(open.sealed).toBe(false);
    expect(ranksOf(open)).toEqual({ a: 1, b: 2 });

    const kept = boardOf(sealedContest({ autoRealRank: false }), submissions());
    const stillSealed = everyRow(kept, PUBLIC, AFTER_END + 24 * HOUR_MS);
    expect(stillSealed.sealed).toBe(true);
    expect(ranksOf(stillSealed)).toEqual({ b: 1, a: 2 });
    expect(everyRow(kept, ADMIN, AFTER_END).sealed).toBe(false);
  });

  it('hides a first blood taken after the seal', () => {
    const board = boardOf(sealedContest(), [sub('a', 'C', 245, Verdict.Accepted)]);
    expect(everyRow(board, PUBLIC, RUNNING_SEALED).firstBlood).toEqual({});
    const real = everyRow(board, ADMIN, RUNNING_SEALED);
    expect(real.firstBlood).toEqual({ C: 'a' });
    expect(acmCell(rowOf(real, 'a'), 'C').isFirstAC).toBe(true);
  });

  it('with the whole contest sealed, every try is pending and a user with only hidden tries has a row', () => {
    const board = boardOf(sealedContest({ sealRankTimeMs: START_MS }), [sub('a', 'A', 5, Verdict.Accepted), sub('b', 'A', 7, Verdict.WrongAnswer)]);
    const page = everyRow(board, PUBLIC, START_MS + 10 * MINUTE_MS);
    expect(ranksOf(page)).toEqual({ a: 1, b: 1 });
    expect(acmCell(rowOf(page, 'a'), 'A')).toMatchObject({ isAC: false, pendingNum: 1 });
    expect(acmCell(rowOf(page, 'b'), 'A')).toMatchObject({ errorNum: 0, pendingNum: 1 });
  });

  it('applies a judged event inside the seal to the real view only', () => {
    const board = boardOf(sealedContest(), [sub('b', 'A', 100, Verdict.Accepted)]);
    const late = sub('a', 'A', 250, Verdict.Pending);
    board.applySubmission(late);
    board.applySubmission({ ...late, status: Verdict.Accepted });
    expect(acmCell(rowOf(everyRow(board, PUBLIC, RUNNING_SEALED), 'a'), 'A')).toMatchObject({ isAC: false, pendingNum: 1 });
    expect(acmCell(rowOf(everyRow(board, ADMIN, RUNNING_SEALED), 'a'), 'A')).toMatchObject({ isAC: true, pendingNum: 0 });
  });
});

describe('OI sealed view', () => {
  it('does not count submissions at or after the seal for non-admins', () => {
    const board = boardOf(sealedContest({ type: 1, oiRankScoreType: 'Highest' }), [
      sub('a', 'A', 100, Verdict.PartialAccepted, { score: 50 }),
      sub('a', 'A', 240, Verdict.Accepted, { score: 100 }),
    ]);
    const sealed = everyRow(board, PUBLIC, RUNNING_SEALED);
    expect(oiCell(rowOf(sealed, 'a'), 'A')).toMatchObject({ score: 50, pendingNum: 1 });
    expect(rowOf(sealed, 'a').totalScore).toBe(50);
    expect(oiCell(rowOf(everyRow(board, ADMIN, RUNNING_SEALED), 'a'), 'A')).toMatchObject({ score: 100, pendingNum: 0 });
  });
});

describe('post-contest submissions', () => {
  const board = () =>
    boardOf(contestOf(), [
      sub('a', 'A', 100, Verdict.Accepted),
      sub('a', 'B', 290, Verdict.WrongAnswer),
      sub('a', 'B', 310, Verdict.WrongAnswer),
      sub('a', 'B', 320, Verdict.Accepted),
      sub('late', 'C', 330, Verdict.Accepted),
    ]);

  it('count only with containsEnd', () => {
    const page = everyRow(board(), PUBLIC, AFTER_END);
    expect(page.records.map((record) => record.uid)).toEqual(['a']);
    expect(acmCell(rowOf(page, 'a'), 'B')).toMatchObject({ isAC: false, errorNum: 1, isAfterContest: false });
    expect(rowOf(page, 'a').ac).toBe(1);
  });

  it('are marked isAfterContest and never take first blood', () => {
    const page = everyRow(board(), PUBLIC, AFTER_END, { containsEnd: true });
    expect(acmCell(rowOf(page, 'a'), 'B')).toMatchObject({ isAC: true, isAfterContest: true, errorNum: 2, ACTime: 320 * 60, isFirstAC: false });
    expect(rowOf(page, 'a')).toMatchObject({ ac: 2, totalTime: 100 * 60 + 320 * 60 + 2 * 1200 });
    expect(acmCell(rowOf(page, 'late'), 'C')).toMatchObject({ isAC: true, isAfterContest: true, isFirstAC: false });
    expect(page.firstBlood).toEqual({ A: 'a' });
  });

  it('are hidden pending tries in the sealed view with containsEnd', () => {
    const sealedBoard = boardOf(sealedContest({ autoRealRank: false }), [sub('a', 'B', 310, Verdict.Accepted)]);
    const page = everyRow(sealedBoard, PUBLIC, AFTER_END, { containsEnd: true });
    expect(acmCell(rowOf(page, 'a'), 'B')).toMatchObject({ isAC: false, pendingNum: 1 });
  });
});
