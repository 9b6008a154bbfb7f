import type { Deps } from '../../../deps.ts';
/**
 * A discussion's comments (spec 03 §2.15): a normal discussion in its area (the discussion module's
 * area.ts: the public one after the site's `openPublicDiscussion` switch, any admin role moderating;
 * a group's after `openGroupDiscussion`, for its members, its group admins moderating); a signed-in
 * viewer's right to post is checked here
 * too (barred and muted roles, and the accepted problems of the system config's `commentMinAccepted`;
 * admin roles are exempt), and refused only when they post.
 */
import { CommentMessage, CommentSourceType, DiscussionMessage } from '@oj/contracts';
import type { DiscussionFacts } from '../../../kept/index.ts';
import { AppError, fail } from '@oj/service-kit';
import { discussionFactsInArea, keptDiscussionFactsInArea } from '../../discussion/area.ts';
import { postingRefusalOf } from '../../discussion/thresholds.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';

/** The discussion as a comment source (reminders link to its detail page). */
export function sourceOfDiscussion(row: DiscussionFacts, moderator: boolean): CommentSource {
  return {
    type: CommentSourceType.Discussion,
    id: row.id,
    title: row.title,
    url: row.gid === null ? `/discussion-detail/${String(row.id)}` : `/group/${String(row.gid)}/discussion-detail/${String(row.id)}`,
    ownerUid: row.uid,
    moderator,
    visibleAuthors: null,
  };
}

/** The discussion `did` as a comment source for the viewer. */
export async function discussionSource(deps: Pick<Deps, 'db' | 'kept'>, did: number, viewer: CommentViewer): Promise<CommentSource> {
  const { row, area } = await discussionFactsInArea(deps, did, viewer).catch(commentAreaRefusal);
  return sourceFor(deps, row, area.moderator, viewer);
}

/** `discussionSource` with nothing awaited when its facts are kept (keptDiscussionFactsInArea), else undefined. */
export function keptDiscussionSource(deps: Pick<Deps, 'db' | 'kept'>, did: number, viewer: CommentViewer): CommentSource | undefined {
  let found: ReturnType<typeof keptDiscussionFactsInArea>;
  try {
    found = keptDiscussionFactsInArea(deps, did, viewer);
  } catch (error) {
    return commentAreaRefusal(error);
  }
  return found && sourceFor(deps, found.row, found.area.moderator, viewer);
}

// The comment area's own texts for the public area's refusals.
function commentAreaRefusal(error: unknown): never {
  const code = error instanceof AppError ? error.serverMessage.code : null;
  if (code === DiscussionMessage.closed.code) throw fail(CommentMessage.discussionClosed);
  if (code === DiscussionMessage.notExists.code) throw fail(CommentMessage.discussionNotExists);
  throw error;
}

function sourceFor(deps: Pick<Deps, 'db' | 'kept'>, row: DiscussionFacts, moderator: boolean, viewer: CommentViewer): CommentSource {
  return { ...sourceOfDiscussion(row, moderator), ...(viewer === null ? {} : { postRefusal: () => postingRefusalOf(deps, viewer, 'comment') }) };
}
