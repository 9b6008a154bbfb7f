import type { Deps } from '../../../deps.ts';
/**
 * A discussion's comments (spec 03 §2.15): after the site's `openPublicDiscussion` switch, a normal
 * public discussion; any admin role moderates; a signed-in viewer's right to post is checked here
 * too (barred and muted roles, and the accepted problems of the system config's `commentMinAccepted`;
 * admin roles are exempt), and refused only when they post.
 */
import { isDiscussionModerator } from '@oj/access';
import { CommentMessage, CommentSourceType } from '@oj/contracts';
import type { DiscussionRow } from '@oj/db';
import { loadWebsiteConfig } from '@oj/db';
import { fail } from '@oj/service-kit';
import { findDiscussion } from '../../discussion/queries.ts';
import { postingRefusalOf } from '../../discussion/thresholds.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';

/** The discussion as a comment source (reminders link to its detail page). */
export function sourceOfDiscussion(row: DiscussionRow, moderator: boolean): CommentSource {
  return {
    type: CommentSourceType.Discussion,
    id: row.id,
    title: row.title,
    url: `/discussion-detail/${String(row.id)}`,
    ownerUid: row.uid,
    moderator,
    visibleAuthors: null,
  };
}

/** The discussion `did` as a comment source for the viewer. */
export async function discussionSource(deps: Pick<Deps, 'db'>, did: number, viewer: CommentViewer): Promise<CommentSource> {
  if (!(await loadWebsiteConfig(deps.db)).openPublicDiscussion) throw fail(CommentMessage.discussionClosed);
  const moderator = isDiscussionModerator(viewer);
  const row = await findDiscussion(deps.db, did, moderator);
  if (!row) throw fail(CommentMessage.discussionNotExists);
  const postRefusal = viewer === null ? null : await postingRefusalOf(deps, viewer, 'comment');
  return { ...sourceOfDiscussion(row, moderator), postRefusal };
}
