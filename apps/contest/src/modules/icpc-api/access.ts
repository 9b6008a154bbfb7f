/**
 * Who may read a contest through the ICPC contest API: its admins (`isContestAdmin`: the author or
 * a super admin) at any time; everyone else, read-only, once the contest has ended and its board is
 * unsealed (not sealed, or autoRealRank). Hidden contests stay their admins' (404 for others).
 */
import { ContestType } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { BadRequestError, ForbiddenError } from '@oj/service-kit';
import { isContestAdmin, isOverAndUnsealed } from '@oj/access';
import { contestFactsOf, policyViewerOf } from '../contest/rules.ts';
import type { ContestViewer } from '../contest/rules.ts';
import { IcpcApiMessage } from './messages.ts';

/** Whether the contest's API is open to the public at `nowMs`. */
export function isPubliclyOpen(contest: ContestRow, nowMs: number): boolean {
  return isOverAndUnsealed(contestFactsOf(contest), nowMs);
}

/** Throws 403 unless the viewer may read the contest's API, and 400 for an OI contest. */
export function checkIcpcAccess(contest: ContestRow, viewer: ContestViewer, nowMs: number): void {
  if (!isContestAdmin(contestFactsOf(contest), policyViewerOf(viewer)) && !isPubliclyOpen(contest, nowMs)) throw new ForbiddenError(IcpcApiMessage.closed);
  if (contest.type !== ContestType.ACM) throw new BadRequestError(IcpcApiMessage.acmOnly);
}
