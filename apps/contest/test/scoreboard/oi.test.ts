import { describe, expect, it } from 'vitest';
import { Verdict, boardOf, contestOf, everyRow, oiCell, ranksOf, rowOf, sub } from './fixtures.ts';

// The OI rules: Recent against Highest, what is a judged submission, the tie-break time.

const oi = (scoreType: 'Recent' | 'Highest') => contestOf({ type: 1, oiRankScoreType: scoreType });
const scored = (uid: string, displayId: string, minute: number, score: number, status: number = score === 100 ? Verdict.Accepted : Verdict.PartialAccepted) =>
  sub(uid, displayId, minute, status, { score });

describe('OI cells', () => {
  const history = () => [scored('a', 'A', 10, 40), scored('a', 'A', 20, 100), scored('a', 'A', 30, 60)];

  it('Recent counts the last judged submission, with its time', () => {
    const row = rowOf(everyRow(boardOf(oi('Recent'), history())), 'a');
    expect(oiCell(row, 'A')).toEqual({ score: 60, time: 1800, isAfterContest: false, pendingNum: 0 });
    expect(row).toMatchObject({ totalScore: 60, totalTime: 1800, ac: 0 });
  });

  it('Highest counts the best score, timed at its earliest submission', () => {
    const board = boardOf(oi('Highest'), [...history(), scored('a', 'A', 40, 100)]);
    const row = rowOf(everyRow(board), 'a');
    expect(oiCell(row, 'A')).toMatchObject({ score: 100, time: 1200 });
    expect(row).toMatchObject({ totalScore: 100, totalTime: 1200, ac: 1 });
  });

  it('skips pending submissions and compile errors: the last judged score stays', () => {
    const board = boardOf(oi('Recent'), [scored('a', 'A', 10, 80), sub('a', 'A', 20, Verdict.CompileError, { score: 0 }), sub('a', 'A', 30, Verdict.Judging)]);
    expect(oiCell(rowOf(everyRow(board), 'a'), 'A')).toMatchObject({ score: 80, time: 600, pendingNum: 1 });
  });

  it('shows a null score while nothing is judged', () => {
    const board = boardOf(oi('Recent'), [sub('a', 'A', 5, Verdict.Pending)]);
    const row = rowOf(everyRow(board), 'a');
    expect(oiCell(row, 'A')).toEqual({ score: null, time: null, isAfterContest: false, pendingNum: 1 });
    expect(row.totalScore).toBe(0);
  });
});

describe('OI order', () => {
  it('ranks by total score, then by the summed time of the counted submissions', () => {
    const board = boardOf(oi('Recent'), [
      scored('a', 'A', 30, 100),
      scored('b', 'A', 20, 100),
      scored('c', 'A', 5, 60),
      scored('c', 'B', 6, 30),
      scored('d', 'A', 40, 100),
      scored('e', 'A', 20, 100),
    ]);
    const page = everyRow(board);
    expect(page.records.map((record) => record.uid)).toEqual(['b', 'e', 'a', 'd', 'c']);
    expect(ranksOf(page)).toEqual({ b: 1, e: 1, a: 3, d: 4, c: 5 });
    expect(rowOf(page, 'c')).toMatchObject({ totalScore: 90, totalTime: 300 + 360 });
  });

  it('adds no time for a problem whose counted score is 0', () => {
    const board = boardOf(oi('Recent'), [scored('a', 'A', 10, 50), sub('a', 'B', 200, Verdict.WrongAnswer, { score: 0 }), scored('b', 'A', 10, 50)]);
    const page = everyRow(board);
    expect(rowOf(page, 'a')).toMatchObject({ totalScore: 50, totalTime: 600 });
    expect(ranksOf(page)).toEqual({ a: 1, b: 1 });
    expect(page.firstBlood).toEqual({});
  });

  it('moves a row when a later submission lowers a Recent score', () => {
    const board = boardOf(oi('Recent'), [scored('a', 'A', 10, 100), scored('b', 'A', 20, 90)]);
    expect(ranksOf(everyRow(board))).toEqual({ a: 1, b: 2 });
    board.applySubmission(scored('a', 'A', 50, 20));
    expect(ranksOf(everyRow(board))).toEqual({ b: 1, a: 2 });
  });
});
