/**
 * Ordering, shared ranks, star users and awards. Rows are kept sorted (best first) in one array
 * per view; ranks and awards are derived from that order in one pass, lazily, after a change.
 */
import { AwardType } from '@oj/contracts';
import type { AwardConfigDto } from '@oj/contracts';
import type { BoardContest, MedalCounts } from './types.ts';

/** What ordering needs of a row: its sums, and its user's name, uid and star flag. */
export interface OrderedRow {
  readonly user: { readonly uid: string; readonly sortName: string; readonly isStar: boolean };
  readonly primary: number;
  readonly secondary: number;
}

/**
 * Best first: primary descending, secondary ascending; equal rows (which share a rank) by
 * username, then uid, so every row has exactly one place.
 */
export function compareRows(a: OrderedRow, b: OrderedRow): number {
  if (a.primary !== b.primary) return b.primary - a.primary;
  if (a.secondary !== b.secondary) return a.secondary - b.secondary;
  if (a.user.sortName !== b.user.sortName) return a.user.sortName < b.user.sortName ? -1 : 1;
  if (a.user.uid === b.user.uid) return 0;
  return a.user.uid < b.user.uid ? -1 : 1;
}

/** The first position whose row does not come before `row`. */
export function lowerBound(rows: readonly OrderedRow[], row: OrderedRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRows(rows[middle] as OrderedRow, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserts a row at its place. */
export function insertRow<R extends OrderedRow>(rows: R[], row: R): void {
  rows.splice(lowerBound(rows, row), 0, row);
}

/** Removes a row, found by its current sums (call before changing them). */
export function removeRow<R extends OrderedRow>(rows: R[], row: R): void {
  let position = lowerBound(rows, row);
  if (rows[position] !== row) position = rows.indexOf(row);
  if (position >= 0) rows.splice(position, 1);
}

/** The contest's awards, best first (priority ascending), and how `num` reads. */
export interface AwardPlan {
  readonly type: BoardContest['awardType'];
  readonly awards: readonly AwardConfigDto[];
}

export function awardPlanOf(contest: BoardContest): AwardPlan {
  return { type: contest.awardType, awards: [...contest.awardConfigList].sort((a, b) => a.priority - b.priority) };
}

/** Ranks and awards by position in a view's sorted rows. */
export interface Ranking {
  /** Shared ranks (1, 1, 3); -1 for star users. */
  readonly ranks: Int32Array;
  /** Index into the plan's awards, -1 for none. */
  readonly awards: Int16Array;
  /** Rows taking part in the ranking (not star users). */
  readonly rankedCount: number;
  readonly starCount: number;
}

/** How many ranked rows each award covers: a percent of them rounded down, or a count. */
function awardLimits(plan: AwardPlan, rankedCount: number): number[] {
  if (plan.type === AwardType.None) return [];
  let total = 0;
  return plan.awards.map((award) => {
    total += plan.type === AwardType.Proportion ? Math.floor((award.num * rankedCount) / 100) : award.num;
    return total;
  });
}

/**
 * Star users get rank -1 and take no place. Others get 1 + the number of ranked rows before
 * their group of equal rows. Awards go by rank in priority order (the first N ranks, then the
 * next M, ...), so equal rows share an award; only rows with a positive primary (AC > 0, score > 0)
 * can win one.
 */
export function rankRows(rows: readonly OrderedRow[], plan: AwardPlan): Ranking {
  const ranks = new Int32Array(rows.length);
  const awards = new Int16Array(rows.length).fill(-1);
  let ranked = 0;
  let previous: OrderedRow | null = null;
  let previousRank = 0;
  rows.forEach((row, position) => {
    if (row.user.isStar) {
      ranks[position] = -1;
      return;
    }
    ranked += 1;
    const tied = previous !== null && previous.primary === row.primary && previous.secondary === row.secondary;
    previousRank = tied ? previousRank : ranked;
    ranks[position] = previousRank;
    previous = row;
  });
  const limits = awardLimits(plan, ranked);
  if (limits.length > 0) {
    rows.forEach((row, position) => {
      const rank = ranks[position] ?? -1;
      if (rank < 1 || row.primary <= 0) return;
      const level = limits.findIndex((limit) => rank - 1 < limit);
      if (level >= 0) awards[position] = level;
    });
  }
  return { ranks, awards, rankedCount: ranked, starCount: rows.length - ranked };
}

/** Scroll-board medals: a percent of the ranked rows each, rounded down. */
export function medalCountsOf(rankedCount: number, percents: MedalCounts): MedalCounts {
  const share = (percent: number): number => Math.floor((percent * rankedCount) / 100);
  return { gold: share(percents.gold), silver: share(percents.silver), bronze: share(percents.bronze) };
}
