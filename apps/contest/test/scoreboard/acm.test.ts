import { describe, expect, it } from 'vitest';
import { ACM_PENALTY_SEC } from '../../src/modules/scoreboard/index.ts';
import { PUBLIC, Verdict, acmCell, boardOf, contestOf, everyRow, ranksOf, rowOf, sub, userOf } from './fixtures.ts';

// The ACM rule on hand-built sequences: penalties, what is a try, first blood, shared ranks.

describe('ACM cells', () => {
  it('adds 20 minutes per rejected try before the first AC to the AC time', () => {
    const board = boardOf(contestOf(), [
      sub('a', 'A', 10, Verdict.WrongAnswer),
      sub('a', 'A', 20, Verdict.TimeLimitExceeded),
      sub('a', 'A', 30, Verdict.Accepted),
    ]);
    const row = rowOf(everyRow(board), 'a');
    expect(acmCell(row, 'A')).toEqual({ isAC: true, isFirstAC: true, isAfterContest: false, ACTime: 1800, tryNum: 3, errorNum: 2, pendingNum: 0 });
    expect(row.totalTime).toBe(1800 + 2 * ACM_PENALTY_SEC);
    expect(row.ac).toBe(1);
    expect(ACM_PENALTY_SEC).toBe(1200);
  });

  it('does not count CE, SE, Submitted Failed or Cancelled as tries', () => {
    const board = boardOf(contestOf(), [
      sub('a', 'A', 1, Verdict.CompileError),
      sub('a', 'A', 2, Verdict.SystemError),
      sub('a', 'A', 3, Verdict.SubmittedFailed),
      sub('a', 'A', 4, Verdict.Cancelled),
      sub('a', 'A', 15, Verdict.Accepted),
    ]);
    const row = rowOf(everyRow(board), 'a');
    expect(acmCell(row, 'A')).toMatchObject({ isAC: true, ACTime: 900, errorNum: 0, tryNum: 1 });
    expect(row.totalTime).toBe(900);
  });

  it('ignores tries after the first AC, pending ones included', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 10, Verdict.Accepted), sub('a', 'A', 20, Verdict.WrongAnswer), sub('a', 'A', 30, Verdict.Pending)]);
    const row = rowOf(everyRow(board), 'a');
    expect(acmCell(row, 'A')).toMatchObject({ isAC: true, ACTime: 600, errorNum: 0, pendingNum: 0 });
    expect(row.totalTime).toBe(600);
  });

  it('does not count a pending submission until it is judged', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 5, Verdict.WrongAnswer)]);
    const pending = sub('a', 'A', 6, Verdict.Judging);
    board.applySubmission(pending);
    expect(acmCell(rowOf(everyRow(board), 'a'), 'A')).toMatchObject({ isAC: false, errorNum: 1, pendingNum: 1, ACTime: null });
    board.applySubmission({ ...pending, status: Verdict.RuntimeError });
    expect(acmCell(rowOf(everyRow(board), 'a'), 'A')).toMatchObject({ errorNum: 2, pendingNum: 0, tryNum: 2 });
  });

  it('shows a row for a user whose only submission is a compile error, with 0 AC', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 5, Verdict.CompileError), sub('b', 'A', 9, Verdict.Accepted)]);
    const page = everyRow(board);
    expect(ranksOf(page)).toEqual({ b: 1, a: 2 });
    expect(rowOf(page, 'a')).toMatchObject({ ac: 0, totalTime: 0 });
    expect(acmCell(rowOf(page, 'a'), 'A')).toMatchObject({ isAC: false, errorNum: 0, tryNum: 0 });
  });
});

describe('ACM first blood', () => {
  it('goes to the earliest AC of each problem, and star users cannot take it', () => {
    const board = boardOf(contestOf({ starUids: ['star'] }), [
      sub('star', 'A', 3, Verdict.Accepted),
      sub('a', 'A', 30, Verdict.Accepted),
      sub('b', 'A', 20, Verdict.Accepted),
      sub('a', 'B', 40, Verdict.Accepted),
    ]);
    const page = everyRow(board);
    expect(page.firstBlood).toEqual({ A: 'b', B: 'a' });
    expect(acmCell(rowOf(page, 'b'), 'A').isFirstAC).toBe(true);
    expect(acmCell(rowOf(page, 'a'), 'A').isFirstAC).toBe(false);
    expect(acmCell(rowOf(page, 'a'), 'B').isFirstAC).toBe(true);
    expect(acmCell(rowOf(page, 'star'), 'A').isFirstAC).toBe(false);
    expect(rowOf(page, 'star').rank).toBe(-1);
  });

  it('breaks a same-millisecond tie by the lower submitId', () => {
    const late = sub('a', 'A', 10, Verdict.Accepted, { submitId: 9_002 });
    const early = sub('b', 'A', 10, Verdict.Accepted, { submitId: 9_001 });
    expect(everyRow(boardOf(contestOf(), [late, early])).firstBlood).toEqual({ A: 'b' });
  });
});

describe('ACM order and ranks', () => {
  it('orders by AC count, then total time, and equal rows share a rank (1, 1, 3)', () => {
    const board = boardOf(contestOf(), [
      sub('slow2', 'A', 100, Verdict.Accepted),
      sub('slow2', 'B', 110, Verdict.Accepted),
      sub('tieX', 'A', 10, Verdict.Accepted),
      sub('tieY', 'A', 10, Verdict.Accepted),
      sub('later', 'A', 15, Verdict.Accepted),
      sub('none', 'A', 5, Verdict.WrongAnswer),
    ]);
    const page = everyRow(board);
    expect(page.records.map((record) => record.uid)).toEqual(['slow2', 'tieX', 'tieY', 'later', 'none']);
    expect(ranksOf(page)).toEqual({ slow2: 1, tieX: 2, tieY: 2, later: 4, none: 5 });
  });

  it('ranks penalty into the tie: same AC time but one rejected try ranks below', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 1, Verdict.WrongAnswer), sub('a', 'A', 10, Verdict.Accepted), sub('b', 'A', 10, Verdict.Accepted)]);
    expect(ranksOf(everyRow(board))).toEqual({ b: 1, a: 2 });
  });

  it('shows the name the contest chooses, falling back to the username', () => {
    const board = boardOf(
      contestOf({ rankShowName: 'nickname' }),
      [sub('a', 'A', 1, Verdict.Accepted), sub('b', 'A', 2, Verdict.Accepted)],
      [userOf('a', { nickname: 'Ann' }), userOf('b', { nickname: '  ' })],
    );
    const page = board.page({}, PUBLIC, 0);
    expect(rowOf(page, 'a').rankShowName).toBe('Ann');
    expect(rowOf(page, 'b').rankShowName).toBe('b');
  });
});
