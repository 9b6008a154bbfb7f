import { describe, expect, it } from 'vitest';
import type { BoardSubmission } from '../../src/modules/scoreboard/index.ts';
import { PUBLIC, Verdict, boardOf, contestOf, everyRow, ranksOf, rowOf, sub } from './fixtures.ts';

// Star users and awards.

const GOLD = { priority: 1, name: 'Gold', background: '#f5d142', color: '#000' };
const SILVER = { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000' };
const BRONZE = { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#fff' };

/** u1..u9 solve A at minutes 1..9 (u1 best); u0 only fails. */
function field(): BoardSubmission[] {
  const rows = Array.from({ length: 9 }, (_, index) => sub(`u${index + 1}`, 'A', index + 1, Verdict.Accepted));
  return [...rows, sub('u0', 'A', 3, Verdict.WrongAnswer)];
}

const awardsOf = (uids: string[], page: ReturnType<typeof everyRow>) => uids.map((uid) => rowOf(page, uid).awardName);

describe('star users', () => {
  it('have rank -1, take no place, and removeStar hides them', () => {
    const board = boardOf(contestOf({ starUids: ['star'] }), [
      sub('star', 'A', 1, Verdict.Accepted),
      sub('a', 'A', 5, Verdict.Accepted),
      sub('b', 'A', 9, Verdict.Accepted),
    ]);
    const page = everyRow(board, PUBLIC);
    expect(page.records.map((record) => record.uid)).toEqual(['star', 'a', 'b']);
    expect(ranksOf(page)).toEqual({ star: -1, a: 1, b: 2 });
    expect(rowOf(page, 'star').isStar).toBe(true);
    const withoutStars = everyRow(board, PUBLIC, undefined, { removeStar: true });
    expect(withoutStars.total).toBe(2);
    expect(ranksOf(withoutStars)).toEqual({ a: 1, b: 2 });
  });
});

describe('awards', () => {
  it('by proportion: a percent of ranked rows rounded down, in priority order, stars excluded', () => {
    const contest = contestOf({
      starUids: ['star'],
      awardType: 1,
      // Out of order on purpose: priority decides. 10 ranked rows: 1 gold, 2 silver, 3 bronze.
      awardConfigList: [
        { ...BRONZE, num: 35 },
        { ...GOLD, num: 10 },
        { ...SILVER, num: 29 },
      ],
    });
    const page = everyRow(boardOf(contest, [...field(), sub('star', 'A', 0, Verdict.Accepted)]));
    expect(awardsOf(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'], page)).toEqual(['Gold', 'Silver', 'Silver', 'Bronze', 'Bronze', 'Bronze', null]);
    expect(rowOf(page, 'u1')).toMatchObject({ isWinAward: true, awardBackground: GOLD.background, awardColor: GOLD.color });
    expect(rowOf(page, 'star')).toMatchObject({ isWinAward: false, awardName: null, rank: -1 });
  });

  it('by number, and never to a row without an AC', () => {
    const contest = contestOf({
      awardType: 2,
      awardConfigList: [
        { ...GOLD, num: 2 },
        { ...SILVER, num: 3 },
        { ...BRONZE, num: 100 },
      ],
    });
    const page = everyRow(boardOf(contest, field()));
    expect(awardsOf(['u1', 'u2', 'u3', 'u5', 'u6', 'u9', 'u0'], page)).toEqual(['Gold', 'Gold', 'Silver', 'Silver', 'Bronze', 'Bronze', null]);
    expect(rowOf(page, 'u0')).toMatchObject({ ac: 0, isWinAward: false });
  });

  it('gives equal rows the same award', () => {
    const contest = contestOf({
      awardType: 2,
      awardConfigList: [
        { ...GOLD, num: 1 },
        { ...SILVER, num: 2 },
      ],
    });
    const page = everyRow(
      boardOf(contest, [
        sub('a', 'A', 5, Verdict.Accepted),
        sub('b', 'A', 5, Verdict.Accepted),
        sub('c', 'A', 6, Verdict.Accepted),
        sub('d', 'A', 7, Verdict.Accepted),
      ]),
    );
    expect(ranksOf(page)).toEqual({ a: 1, b: 1, c: 3, d: 4 });
    expect(awardsOf(['a', 'b', 'c', 'd'], page)).toEqual(['Gold', 'Gold', 'Silver', null]);
  });

  it('gives nothing with award type none', () => {
    const page = everyRow(boardOf(contestOf({ awardType: 0, awardConfigList: [{ ...GOLD, num: 5 }] }), field()));
    expect(page.records.every((record) => !record.isWinAward)).toBe(true);
  });

  it('under OI rules, only to a score above 0', () => {
    const contest = contestOf({ type: 1, awardType: 2, awardConfigList: [{ ...GOLD, num: 5 }] });
    const page = everyRow(boardOf(contest, [sub('a', 'A', 5, Verdict.PartialAccepted, { score: 10 }), sub('b', 'A', 5, Verdict.WrongAnswer, { score: 0 })]));
    expect(awardsOf(['a', 'b'], page)).toEqual(['Gold', null]);
  });
});
