import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { AcmCellDto, ScoreboardRowDto, ScrollBoardDto } from '@oj/contracts';
import { focusIndex, initialRevealState, remainingCount, revealAll, settledFrom, step } from '@/features/scroll-board/reveal.ts';
import type { RevealState } from '@/features/scroll-board/reveal.ts';
import { defaultMedalCounts, medalOf } from '@/features/scroll-board/medals.ts';

const { Accepted: AC, WrongAnswer: WA, CompileError: CE } = Verdict;

function cell(fields: Partial<AcmCellDto>): AcmCellDto {
  return { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, tryNum: 0, errorNum: 0, pendingNum: 0, ...fields };
}

function row(username: string, fields: Partial<ScoreboardRowDto>): ScoreboardRowDto {
  return {
    rank: 0,
    uid: `u-${username}`,
    username,
    rankShowName: username,
    nickname: null,
    realname: null,
    gender: null,
    school: null,
    avatar: null,
    teamName: null,
    members: null,
    isStar: false,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    submissionInfo: {},
    totalTime: 0,
    totalScore: 0,
    ac: 0,
    ...fields,
  };
}

let nextId = 100;
const sealed = (username: string, displayId: string, status: number, time: number) => ({
  submitId: nextId++,
  uid: `u-${username}`,
  displayId,
  status,
  score: null,
  time,
});

/**
 * A 5-hour contest sealed at 4 h (14400 s), problems A, B, C. The frozen board is what the server
 * shows at the seal; the sealed submissions come after it. Final board worked out by hand:
 *   bob   2 solved, 5400   (A 1200 + 1 try, B 3000 first blood; C: CE then WA)
 *   erin★ 2 solved, 14700  (A 300, C 14400: a star never takes first blood)
 *   alice 2 solved, 19000  (A 600 first blood, B 16000 after 2 rejected tries; the WA after it is ignored)
 *   carol 2 solved, 31500  (A 14500 after 2 rejected tries, C 14600 first blood)
 *   dave  1 solved, 14700  (B WA, C 14700)
 */
function contest(): ScrollBoardDto {
  nextId = 100;
  return {
    contest: { id: 7, title: 'Spring', startTime: '2026-04-01T08:00:00Z', endTime: '2026-04-01T13:00:00Z', sealRankTime: '2026-04-01T12:00:00Z' },
    problems: ['A', 'B', 'C'].map((displayId) => ({ displayId, displayTitle: `Problem ${displayId}`, color: null })),
    frozen: [
      row('alice', {
        ac: 1,
        totalTime: 600,
        submissionInfo: { A: cell({ isAC: true, isFirstAC: true, ACTime: 600, tryNum: 1 }), B: cell({ errorNum: 1, tryNum: 1, pendingNum: 3 }) },
      }),
      row('bob', {
        ac: 2,
        totalTime: 5400,
        submissionInfo: {
          A: cell({ isAC: true, ACTime: 1200, errorNum: 1, tryNum: 2 }),
          B: cell({ isAC: true, isFirstAC: true, ACTime: 3000, tryNum: 1 }),
          C: cell({ pendingNum: 1 }),
        },
      }),
      row('carol', { submissionInfo: { A: cell({ errorNum: 2, tryNum: 2, pendingNum: 1 }), C: cell({ pendingNum: 1 }) } }),
      row('dave', { submissionInfo: { B: cell({ pendingNum: 1 }), C: cell({ pendingNum: 1 }) } }),
      row('erin', {
        isStar: true,
        rank: -1,
        ac: 1,
        totalTime: 300,
        submissionInfo: { A: cell({ isAC: true, ACTime: 300, tryNum: 1 }), C: cell({ pendingNum: 1 }) },
      }),
    ],
    sealedSubmissions: [
      sealed('erin', 'C', AC, 14400),
      sealed('carol', 'A', AC, 14500),
      sealed('carol', 'C', AC, 14600),
      sealed('dave', 'C', AC, 14700),
      sealed('dave', 'B', WA, 14800),
      sealed('alice', 'B', WA, 15000),
      sealed('bob', 'C', CE, 15000),
      sealed('bob', 'C', WA, 15100),
      sealed('alice', 'B', AC, 16000),
      sealed('alice', 'B', WA, 16500),
    ],
    medals: { gold: 1, silver: 1, bronze: 1 },
  };
}

const order = (state: RevealState) => state.rows.map((entry) => entry.person.username);
const summary = (state: RevealState) => state.rows.map((entry) => [entry.person.username, entry.rank, entry.ac, entry.totalTime]);

describe('scroll-board reveal', () => {
  it('starts from the frozen board in rank order, ties by username, the star unranked', () => {
    const state = initialRevealState(contest());
    expect(summary(state)).toEqual([
      ['bob', 1, 2, 5400],
      ['erin', -1, 1, 300],
      ['alice', 2, 1, 600],
      ['carol', 3, 0, 0],
      ['dave', 3, 0, 0],
    ]);
    expect(remainingCount(state)).toBe(10);
    expect(focusIndex(state)).toBe(4);
    expect(state.finished).toBe(false);
  });

  it('works from the bottom row up, selecting then revealing each pending cell left to right', () => {
    let state = step(initialRevealState(contest()));
    expect(state.selected).toEqual({ uid: 'u-dave', displayId: 'B' });
    state = step(state);
    expect(state.revealed).toEqual({ uid: 'u-dave', displayId: 'B', accepted: false });
    expect(state.moved).toBeNull();
    expect(state.rows[4]?.cells.B).toMatchObject({ isAC: false, errorNum: 1, hidden: [] });
    state = step(step(state));
    expect(state.revealed).toEqual({ uid: 'u-dave', displayId: 'C', accepted: true });
    expect(state.moved).toEqual({ uid: 'u-dave', from: 4, to: 3 });
    expect(order(state)).toEqual(['bob', 'erin', 'alice', 'dave', 'carol']);
    // carol is now the lowest row with pending cells: A first (no move), then C (first blood, up to 2nd).
    state = step(step(state));
    expect(state.revealed).toEqual({ uid: 'u-carol', displayId: 'A', accepted: true });
    expect(state.moved).toBeNull();
    state = step(step(state));
    expect(state.moved).toEqual({ uid: 'u-carol', from: 4, to: 1 });
    expect(state.rows[1]?.cells.C).toMatchObject({ isAC: true, isFirstAC: true, ACTime: 14600 });
    expect(order(state)).toEqual(['bob', 'carol', 'erin', 'alice', 'dave']);
    // dave has nothing left, so alice comes next; dave's place is final.
    expect(focusIndex(state)).toBe(3);
    expect(settledFrom(state)).toBe(4);
  });

  it('replays the contest to the correct final board', () => {
    const initial = initialRevealState(contest());
    let state = initial;
    let steps = 0;
    while (!state.finished) {
      state = step(state);
      steps += 1;
    }
    // Seven cells, each selected then revealed.
    expect(steps).toBe(14);
    expect(summary(state)).toEqual([
      ['bob', 1, 2, 5400],
      ['erin', -1, 2, 14700],
      ['alice', 2, 2, 19000],
      ['carol', 3, 2, 31500],
      ['dave', 4, 1, 14700],
    ]);
    const cells = Object.fromEntries(state.rows.map((entry) => [entry.person.username, entry.cells]));
    expect(cells.alice?.B).toMatchObject({ isAC: true, isFirstAC: false, ACTime: 16000, errorNum: 2 });
    expect(cells.bob?.C).toMatchObject({ isAC: false, errorNum: 1 });
    expect(cells.erin?.C).toMatchObject({ isAC: true, isFirstAC: false });
    expect(cells.dave?.C).toMatchObject({ isAC: true, isFirstAC: false });
    expect(remainingCount(state)).toBe(0);
    expect(settledFrom(state)).toBe(0);
    expect(step(state)).toBe(state);
    expect(summary(revealAll(initial))).toEqual(summary(state));
    // Medals by final rank: the star takes none.
    expect(state.rows.map((entry) => medalOf(entry.rank, entry.ac, state.medals))).toEqual(['gold', null, 'silver', 'bronze', null]);
  });

  it('does not settle a row tied with the row still being revealed', () => {
    const data = contest();
    data.frozen = [row('x', { submissionInfo: { A: cell({ pendingNum: 1 }) } }), row('y', { submissionInfo: { A: cell({ errorNum: 1, tryNum: 1 }) } })];
    data.sealedSubmissions = [sealed('x', 'A', AC, 15000)];
    const state = initialRevealState(data);
    expect(state.rows.map((entry) => entry.rank)).toEqual([1, 1]);
    expect(settledFrom(state)).toBe(2);
    const done = revealAll(state);
    expect(done.rows.map((entry) => [entry.person.username, entry.rank])).toEqual([
      ['x', 1],
      ['y', 2],
    ]);
  });

  it('is final at once when nothing is sealed', () => {
    const data = contest();
    data.sealedSubmissions = [];
    const state = initialRevealState(data);
    expect(state.finished).toBe(true);
    expect(focusIndex(state)).toBe(-1);
  });
});

describe('medal counts', () => {
  it('defaults to 10 %, 20 % and 30 % of the ranked rows, rounded down', () => {
    expect(defaultMedalCounts(100)).toEqual({ gold: 10, silver: 20, bronze: 30 });
    expect(defaultMedalCounts(37)).toEqual({ gold: 3, silver: 7, bronze: 11 });
    expect(defaultMedalCounts(9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
    expect(defaultMedalCounts(0)).toEqual({ gold: 0, silver: 0, bronze: 0 });
  });

  it('gives medals by rank, shared by equal ranks, never to a star or a row without a solve', () => {
    const counts = { gold: 1, silver: 2, bronze: 3 };
    expect([1, 2, 3, 4, 6, 7].map((rank) => medalOf(rank, 1, counts))).toEqual(['gold', 'silver', 'silver', 'bronze', 'bronze', null]);
    expect(medalOf(-1, 5, counts)).toBeNull();
    expect(medalOf(1, 0, counts)).toBeNull();
  });
});
