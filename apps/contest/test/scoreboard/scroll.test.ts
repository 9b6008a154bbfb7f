import { describe, expect, it } from 'vitest';
import { ContestBoard } from '../../src/modules/scoreboard/index.ts';
import { END_MS, PROBLEMS, PUBLIC, Verdict, acmCell, boardOf, contestOf, sealedContest, sub, userOf } from './fixtures.ts';

// Scroll-board data: the frozen board, the sealed submissions to reveal, medals.

describe('scroll board', () => {
  it('lists the submissions hidden by the seal in submit order, and freezes the board at the seal', () => {
    const hiddenWrong = sub('a', 'B', 250, Verdict.WrongAnswer);
    const hiddenAccepted = sub('a', 'B', 255, Verdict.Accepted);
    const starHidden = sub('star', 'A', 241, Verdict.Accepted);
    const board = boardOf(sealedContest({ starUids: ['star'] }), [
      sub('a', 'A', 100, Verdict.Accepted),
      sub('a', 'A', 245, Verdict.WrongAnswer), // after its AC: ignored, nothing to reveal
      hiddenWrong,
      sub('a', 'B', 252, Verdict.CompileError), // not a try
      hiddenAccepted,
      sub('a', 'C', 310, Verdict.Accepted), // after the end
      sub('b', 'A', 200, Verdict.Accepted),
      starHidden,
    ]);
    const data = board.scrollBoard();
    expect(data.sealedSubmissions.map((entry) => entry.submitId)).toEqual([starHidden.submitId, hiddenWrong.submitId, hiddenAccepted.submitId]);
    expect(data.sealedSubmissions[0]).toMatchObject({ uid: 'star', displayId: 'A', cpid: 11, pid: 101, status: Verdict.Accepted, time: 241 * 60 });
    expect(data.sealedSubmissions[2]).toMatchObject({ uid: 'a', displayId: 'B', status: Verdict.Accepted, time: 255 * 60 });
    const frozenA = data.frozen.find((row) => row.uid === 'a')!;
    expect(acmCell(frozenA, 'B')).toMatchObject({ isAC: false, pendingNum: 2 });
    expect(frozenA.submissionInfo.C).toBeUndefined();
    expect(acmCell(data.final.find((row) => row.uid === 'a')!, 'B')).toMatchObject({ isAC: true, errorNum: 1 });
    expect(data.final.map((row) => row.uid)).toEqual(['a', 'b', 'star']);

    const withoutStars = board.scrollBoard({ removeStar: true });
    expect(withoutStars.sealedSubmissions.map((entry) => entry.uid)).toEqual(['a', 'a']);
    expect(withoutStars.frozen.map((row) => `${row.uid}:${row.rank}`)).toEqual(['a:1', 'b:2']);
  });

  it('gives medal counts from 10/20/30 % of ranked rows rounded down, or the counts asked for', () => {
    const users = Array.from({ length: 19 }, (_, index) => userOf(`u${index}`));
    const board = boardOf(
      contestOf({ starUids: ['u0'] }),
      users.map((user, index) => sub(user.uid, 'A', index, Verdict.Accepted)),
      users,
    );
    // 18 ranked rows: 1.8, 3.6, 5.4 → 1, 3, 5.
    expect(board.scrollBoard()).toMatchObject({ rankedCount: 18, medals: { gold: 1, silver: 3, bronze: 5 } });
    expect(board.scrollBoard({ medalPercents: { gold: 50, silver: 0, bronze: 0 } }).medals).toEqual({ gold: 9, silver: 0, bronze: 0 });
    expect(board.scrollBoard({ medalCounts: { gold: 4 } }).medals).toEqual({ gold: 4, silver: 3, bronze: 5 });
  });

  it('has nothing to reveal on a board that is not sealed', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 280, Verdict.Accepted)]);
    const data = board.scrollBoard();
    expect(data.sealedSubmissions).toEqual([]);
    expect(data.frozen).toEqual(data.final);
  });
});

describe('settings', () => {
  it('configure keeps users and submissions and applies new settings', () => {
    const board = boardOf(contestOf(), [sub('a', 'A', 250, Verdict.Accepted), sub('b', 'A', 100, Verdict.WrongAnswer)], [userOf('a', { nickname: 'Ann' })]);
    const before = board.version;
    board.configure(sealedContest({ starUids: ['b'], rankShowName: 'nickname', autoRealRank: false }));
    expect(board.version).toBeGreaterThan(before);
    const page = board.page({}, PUBLIC, END_MS + 1);
    expect(page.sealed).toBe(true);
    expect(page.records.map((row) => `${row.rankShowName}:${row.rank}`)).toEqual(['Ann:1', 'b:-1']);
    expect(acmCell(page.records[0]!, 'A')).toMatchObject({ isAC: false, pendingNum: 1 });
  });

  it('reset starts over with the new rule', () => {
    const board = new ContestBoard(contestOf(), PROBLEMS);
    board.applySubmission(sub('a', 'A', 1, Verdict.Accepted));
    board.reset(contestOf({ type: 1 }), PROBLEMS);
    expect(board.page({}, PUBLIC, END_MS).total).toBe(0);
    board.applySubmission(sub('a', 'A', 1, Verdict.PartialAccepted, { score: 30 }));
    expect(board.page({}, PUBLIC, END_MS).records[0]).toMatchObject({ totalScore: 30, ac: 0 });
  });
});
