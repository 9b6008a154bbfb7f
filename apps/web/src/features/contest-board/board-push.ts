import { DEFAULT_SCOREBOARD_PAGE_SIZE, applyBoardPatch } from '@oj/contracts';
import type { LiveBoard, ScoreboardPageDto, ScoreboardQueryDto } from '@oj/contracts';
import { isPushedView } from './query.ts';

/** What a `board` push means for the shown page: nothing (not newer), a page to show as it is, or a refetch. */
export type BoardPushOutcome = { action: 'ignore' } | { action: 'use'; page: ScoreboardPageDto } | { action: 'refetch' };

/**
 * Reads a `board` push (LiveBoardSchema) against the page shown for `query`. Only a non-admin's page 1 of the
 * pushed view can take what a push carries (a contest admin sees the real board, the push the public one): the
 * whole `firstPage`, or a `patch` applied to the shown page when that page is the patch's base or a version
 * between it and the push (a page loaded between two pushes), and only when the result's digest is the server's.
 * Anything else, a page that missed a push among them (its version below the base), refetches: a patch never
 * makes a wrong board.
 */
export function boardPushOutcome(push: LiveBoard, shown: ScoreboardPageDto | undefined, query: ScoreboardQueryDto, isAdmin: boolean): BoardPushOutcome {
  if (shown && push.version <= shown.version) return { action: 'ignore' };
  if (isAdmin || !isPushedView(query, push.limit ?? DEFAULT_SCOREBOARD_PAGE_SIZE)) return { action: 'refetch' };
  if (push.firstPage) return { action: 'use', page: push.firstPage };
  if (push.patch && shown && shown.version >= push.patch.baseVersion) {
    const page = applyBoardPatch(shown, push.patch, push.version);
    if (page) return { action: 'use', page };
  }
  return { action: 'refetch' };
}
