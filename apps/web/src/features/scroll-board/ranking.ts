/**
 * The scroll board's ordering, the server's (apps/contest scoreboard engine, ACM): solved desc, penalty
 * asc, then username and uid; equal rows share a rank (1, 1, 3); star users have rank -1 and take no place.
 */
import type { RevealRow } from './reveal.ts';

/** Best first: solved desc, penalty asc, then username and uid (each row has one place). */
export function compareRevealRows(a: RevealRow, b: RevealRow): number {
  if (a.ac !== b.ac) return b.ac - a.ac;
  if (a.totalTime !== b.totalTime) return a.totalTime - b.totalTime;
  if (a.person.username !== b.person.username) return a.person.username < b.person.username ? -1 : 1;
  if (a.person.uid === b.person.uid) return 0;
  return a.person.uid < b.person.uid ? -1 : 1;
}

/** Same solved count and penalty: the rows share a rank. */
export const tied = (a: Pick<RevealRow, 'ac' | 'totalTime'>, b: Pick<RevealRow, 'ac' | 'totalTime'>) => a.ac === b.ac && a.totalTime === b.totalTime;

/** The rows with their shared ranks (1, 1, 3); star users get -1 and take no place. */
export function withRanks(rows: readonly RevealRow[]): RevealRow[] {
  let ranked = 0;
  let previous: RevealRow | null = null;
  let previousRank = 0;
  return rows.map((row) => {
    if (row.person.isStar) return row.rank === -1 ? row : { ...row, rank: -1 };
    ranked += 1;
    previousRank = previous !== null && tied(previous, row) ? previousRank : ranked;
    previous = row;
    return row.rank === previousRank ? row : { ...row, rank: previousRank };
  });
}
