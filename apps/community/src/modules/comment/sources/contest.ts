import type { Deps } from '../../../deps.ts';
/**
 * A contest's Q&A (spec 02 §2 ContestComment, §6), read through the contest service's published
 * read (`@oj/db/reads` `contestBrief`), never its tables. Needs the site's `openContestComment`
 * switch and a signed-in viewer who may enter the contest.
 */
import { canSeeContest, contestViewerOf, isContestAdmin, takePartRefusal } from '@oj/access';
import { CommentMessage, CommentSourceType } from '@oj/contracts';
import { siteConfigOf } from '../../../kept/site-config.ts';
import { contestBrief, isContestRegistrant, withContestGroup } from '@oj/db/reads';
import { fail, ServiceMessage } from '@oj/service-kit';
import type { CommentSource, CommentViewer } from '../rules.ts';

/**
 * The contest `cid` as a comment source for the viewer, under the contest policy (@oj/access): its
 * contest admins always enter and moderate; others take part as `takePartRefusal` says (not before
 * the start; a private or protected contest only once registered). Until the contest is over they
 * see only their own comments and the author's; afterwards everything.
 */
export async function contestSource(deps: Pick<Deps, 'db' | 'kept'>, cid: number, viewer: CommentViewer, nowMs = Date.now()): Promise<CommentSource> {
  if (!(await siteConfigOf(deps)).openContestComment) throw fail(CommentMessage.contestCommentClosed);
  if (viewer === null) throw fail(ServiceMessage.loginFirst);
  const contest = await contestBrief(deps.db, cid);
  if (!contest) throw fail(CommentMessage.contestNotExists);
  // A group's contest: the viewer's standing in its group (its root runs it; only members take part).
  const asker = await withContestGroup(deps.db, contest.gid, contestViewerOf(viewer));
  const facts = {
    authorUid: contest.uid,
    gid: contest.gid,
    auth: contest.auth,
    visible: contest.visible,
    startTimeMs: contest.startTime.getTime(),
    endTimeMs: contest.endTime.getTime(),
  };
  if (!canSeeContest(facts, asker)) throw fail(CommentMessage.contestNotExists);
  const admin = isContestAdmin(facts, asker);
  const refusal = admin ? null : takePartRefusal(facts, asker, await isContestRegistrant(deps.db, cid, viewer.uid), nowMs);
  if (refusal === 'notStarted') throw fail(CommentMessage.contestNotStarted);
  if (refusal === 'notRegistered') throw fail(CommentMessage.notRegistered);
  if (refusal === 'notGroupMember') throw fail(CommentMessage.notGroupMember);
  const over = nowMs >= facts.endTimeMs;
  return {
    type: CommentSourceType.Contest,
    id: cid,
    title: contest.title,
    url: `/contest/${String(cid)}/comment`,
    ownerUid: contest.uid,
    moderator: admin,
    visibleAuthors: admin || over ? null : [contest.uid, viewer.uid],
  };
}
