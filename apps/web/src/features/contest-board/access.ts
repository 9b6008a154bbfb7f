import { ContestStatus } from '@oj/contracts';
import type { ContestInfoDto } from '@oj/contracts';

/** The contest fields the board's controls depend on. */
export type BoardContest = Pick<ContestInfoDto, 'status' | 'isAdmin' | 'allowEndSubmit'>;

/**
 * Who gets which board control (spec 02 §2, §6): force update is the contest admins'; the
 * 'contains submissions after contest' switch is theirs too, and everyone's once the contest has ended
 * while it takes submissions after the end (only then can there be any to count).
 */
export function boardControlsAllowed(contest: BoardContest): { forceRefresh: boolean; containsEnd: boolean } {
  const ended = contest.status === ContestStatus.Ended;
  return { forceRefresh: contest.isAdmin, containsEnd: contest.isAdmin || (ended && contest.allowEndSubmit) };
}

/** Whether the contest has ended (auto-refresh starts off then). */
export const contestEnded = (contest: Pick<ContestInfoDto, 'status'>) => contest.status === ContestStatus.Ended;
