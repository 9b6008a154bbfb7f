/**
 * A contest's Q&A (spec 02 §2 ContestComment, §6), read through the contest service's published
 * read (`@oj/db/reads` `contestBrief`), never its tables. Needs the site's `openContestComment`
 * switch and a signed-in viewer who may enter the contest.
 */
import type { FastifyInstance } from 'fastify';
import { ContestAuth, CommentSourceType, Role } from '@oj/contracts';
import { loadWebsiteConfig } from '@oj/db';
import { contestBrief, isContestRegistrant } from '@oj/db/reads';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@oj/service-kit';
import { CommentMessage } from '../messages.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';

/**
 * The contest `cid` as a comment source for the viewer. Contest admins (its author, a super admin;
 * `adminUids` of the read) always enter and moderate. Others: not before the start; a private or
 * protected contest only once registered. Until the contest is over they see only their own comments
 * and those of the contest admins; afterwards everything.
 */
export async function contestSource(app: FastifyInstance, cid: number, viewer: CommentViewer, nowMs = Date.now()): Promise<CommentSource> {
  if (!(await loadWebsiteConfig(app.db)).openContestComment) throw new ForbiddenError(CommentMessage.contestCommentClosed);
  if (viewer === null) throw new UnauthorizedError();
  const contest = await contestBrief(app.db, cid);
  const admin = contest !== null && (viewer.roles.includes(Role.SuperAdmin) || contest.adminUids.includes(viewer.uid));
  if (!contest || (!contest.visible && !admin)) throw new NotFoundError(CommentMessage.contestNotExists);
  if (!admin) {
    if (nowMs < contest.startTime.getTime()) throw new ForbiddenError(CommentMessage.contestNotStarted);
    if (contest.auth !== ContestAuth.Public && !(await isContestRegistrant(app.db, cid, viewer.uid))) throw new ForbiddenError(CommentMessage.notRegistered);
  }
  const over = nowMs >= contest.endTime.getTime();
  return {
    type: CommentSourceType.Contest,
    id: cid,
    title: contest.title,
    url: `/contest/${String(cid)}/comment`,
    ownerUid: contest.uid,
    moderator: admin,
    visibleAuthors: admin || over ? null : [...contest.adminUids, viewer.uid],
  };
}
