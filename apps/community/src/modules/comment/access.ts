import type { Deps } from '../../deps.ts';
/** A comment or reply named by a call, in its discussion or contest, as far as the viewer may see it. */
import type { CommentReplyRow, CommentRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { findComment, findReply } from './queries.ts';
import { isVisible } from './rules.ts';
import type { CommentSource, CommentViewer } from './rules.ts';
import { resolveSource } from './sources/index.ts';
import type { SourceRef } from './sources/index.ts';
import { CommentMessage } from '@oj/contracts';

/** A comment with the source it sits in. */
export interface CommentInSource {
  comment: CommentRow;
  source: CommentSource;
}

// A call that names a contest or discussion too must name the comment's own.
function sameSource(comment: CommentRow, ref: SourceRef): boolean {
  return (ref.cid == null || ref.cid === comment.cid) && (ref.did == null || ref.did === comment.did);
}

/**
 * The live comment `id`, when the viewer may see it: its source's rules apply (the contest's or the
 * discussion's switch, sign-in, access), then the source's visibility. Otherwise 404 "The comment does not exist".
 */
export async function commentInSource(deps: Pick<Deps, 'db' | 'kept'>, id: number, viewer: CommentViewer, ref: SourceRef = {}): Promise<CommentInSource> {
  const comment = await findComment(deps.db, id);
  if (!comment || !sameSource(comment, ref)) throw fail(CommentMessage.commentNotExists);
  const source = await resolveSource(deps, { cid: comment.cid, did: comment.did }, viewer);
  if (!isVisible(source, comment)) throw fail(CommentMessage.commentNotExists);
  return { comment, source };
}

/** The live reply `id` with its comment and source, when the viewer may see both; else 404 "The reply does not exist". */
export async function replyInSource(
  deps: Pick<Deps, 'db' | 'kept'>,
  id: number,
  viewer: CommentViewer,
  ref: SourceRef = {},
): Promise<CommentInSource & { reply: CommentReplyRow }> {
  const reply = await findReply(deps.db, id);
  if (!reply) throw fail(CommentMessage.replyNotExists);
  const found = await commentInSource(deps, reply.commentId, viewer, ref);
  if (!isVisible(found.source, reply)) throw fail(CommentMessage.replyNotExists);
  return { ...found, reply };
}
