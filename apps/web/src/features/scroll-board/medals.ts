import { DEFAULT_MEDAL_PERCENTS } from '@oj/contracts';

/** How many ranks each medal covers, best first. */
export interface MedalCounts {
  readonly gold: number;
  readonly silver: number;
  readonly bronze: number;
}

/** A medal, or none. */
export type Medal = keyof MedalCounts;

/** The medals, best first (the order of `medals[]` in the scroll board's query). */
export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** Spec 02 §2 and §9: 10 %, 20 % and 30 % of the ranked participants (star users excluded), each rounded down. */
export function defaultMedalCounts(rankedCount: number): MedalCounts {
  const share = (percent: number) => Math.floor((percent * Math.max(0, rankedCount)) / 100);
  return { gold: share(DEFAULT_MEDAL_PERCENTS.gold), silver: share(DEFAULT_MEDAL_PERCENTS.silver), bronze: share(DEFAULT_MEDAL_PERCENTS.bronze) };
}

/**
 * The medal of a rank: the first `gold` ranks, then the next `silver`, then the next `bronze`.
 * Equal rows share a rank and so a medal. A star user (rank -1) or a row that solved nothing gets none,
 * as with the contest's awards.
 */
export function medalOf(rank: number, solved: number, counts: MedalCounts): Medal | null {
  if (rank < 1 || solved <= 0) return null;
  if (rank <= counts.gold) return 'gold';
  if (rank <= counts.gold + counts.silver) return 'silver';
  if (rank <= counts.gold + counts.silver + counts.bronze) return 'bronze';
  return null;
}
