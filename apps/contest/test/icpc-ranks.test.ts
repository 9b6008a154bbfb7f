import { describe, expect, it } from 'vitest';
import type { IcpcScoreboardRow } from '@oj/contracts';
import { rankIcpcRows } from '../src/modules/icpc-api/scoreboard.ts';

// The ICPC scoreboard ranks by its own scores, in whole minutes: rows the board engine separates by
// seconds can be equal there, and then share a rank.
const row = (team: string, solved: number, minutes: number, engineRank: number): IcpcScoreboardRow => ({
  rank: engineRank,
  team_id: team,
  score: { num_solved: solved, total_time: minutes },
  problems: [],
});

describe('ICPC scoreboard ranks', () => {
  it('shares a rank between rows equal to the minute, and keeps the next rank after them', () => {
    // The engine had a (100 min 10 s) ahead of b (100 min 50 s): equal in minutes.
    const ranked = rankIcpcRows([row('a', 3, 100, 1), row('b', 3, 100, 2), row('c', 3, 101, 3), row('d', 2, 50, 4)]);
    expect(ranked.map((r) => [r.team_id, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('lists rows sharing a rank by team name (Unicode collation, en-US), whatever the engine’s order', () => {
    const names: Record<string, string> = { a: 'zeta', b: 'Alpha', c: 'beta', d: 'gamma' };
    const ranked = rankIcpcRows([row('a', 3, 100, 1), row('b', 3, 100, 2), row('c', 3, 100, 3), row('d', 2, 50, 4)], (team) => names[team] ?? team);
    expect(ranked.map((r) => [r.team_id, r.rank])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 1],
      ['d', 4],
    ]);
  });

  it('orders by problems solved, then total time', () => {
    const ranked = rankIcpcRows([row('slow', 2, 300, 1), row('many', 3, 900, 2), row('fast', 2, 120, 3)]);
    expect(ranked.map((r) => r.team_id)).toEqual(['many', 'fast', 'slow']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
  });
});
