import type { Deps } from '../../deps.ts';
/**
 * The changes of the comment area, each in its transaction with the reminder it writes: post and
 * delete a comment, like it or take the like back, post and delete a reply.
 */
import { CommentQuoteType, CommentSourceType, CommentMessage, ValidationMessage } from '@oj/contracts';
import type { CommentDto, CommentLikeQueryDto, CommentReplyDto, DeleteCommentDto, DeleteReplyDto, PostCommentDto, PostReplyDto } from '@oj/contracts';
import { CommentEntity, CommentLikeEntity, CommentReplyEntity, CommentStatus } from '@oj/db';
import type { CommentRow, QuoteType } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { commentInSource, replyInSource } from './access.ts';
import { toCommentDto, toReplyDto } from './dto.ts';
import { findComment, findReply, profilesOf } from './queries.ts';
import { claimLike, claimPost } from './limits.ts';
import { remind } from './reminders.ts';
import { canDelete, canReply, contentRefusal, isMuted, isVisible, roleNameOf } from './rules.ts';
import type { CommentSource } from './rules.ts';
import { resolveSource } from './sources/index.ts';
import { recordCommentChanged } from './memory/events.ts';
import { authoredMarkdown } from '../../sanitize/index.ts';

/** What the writing use cases need: the database, the outbox (its relay flushed after each commit) and the rate limits. */
type WriteDeps = Pick<Deps, 'db' | 'kept' | 'natsNames' | 'outbox' | 'js' | 'log' | 'comments'>;

/** What deleting needs: the database, the outbox for the `comment changed` event, the kept comments. */
type DeleteDeps = Pick<Deps, 'db' | 'kept' | 'natsNames' | 'outbox' | 'comments'>;

/**
 * After the commit of a change of the source's comments: this instance forgets its kept comments of
 * the source at once (its next page reads the change), and the relay sends the `comment changed`
 * event recorded in the transaction, so the other instances do the same.
 */
async function changed(deps: Pick<Deps, 'outbox' | 'comments'>, source: CommentSource): Promise<void> {
  deps.comments.drop(source);
  await deps.outbox.flush();
}

/** Refuses a muted author (403), one the source refuses (403), content that is blank or too long (400), and a flood (429). */
async function checkPost(deps: WriteDeps, user: AuthUser, content: string, source: CommentSource): Promise<void> {
  if (isMuted(user.roles)) throw fail(CommentMessage.muted);
  const refusal = source.postRefusal ? await source.postRefusal() : null;
  if (refusal) throw fail(refusal);
  const contentProblem = contentRefusal(content);
  if (contentProblem !== null) throw fail(contentProblem);
  await claimPost(deps, user.uid);
}

/** POST comment: a new comment of the discussion or contest; its author is reminded. */
export async function postComment(deps: WriteDeps, user: AuthUser, body: PostCommentDto): Promise<CommentDto> {
  const source = await resolveSource(deps, body, user);
  await checkPost(deps, user, body.content, source);
  const contest = source.type === CommentSourceType.Contest;
  const id = await deps.db.transaction(async (manager) => {
    const inserted = await manager.getRepository(CommentEntity).insert({
      cid: contest ? source.id : null,
      did: contest ? null : source.id,
      content: authoredMarkdown(user.roles, body.content),
      fromUid: user.uid,
      fromRole: roleNameOf(user.roles),
    });
    const commentId = Number(inserted.identifiers[0]?.id);
    await remind(manager, deps.natsNames, {
      action: 'Discuss',
      source,
      senderId: user.uid,
      recipientId: source.ownerUid,
      quoteId: commentId,
      quoteContent: body.content,
      content: body.content,
    });
    await recordCommentChanged(manager, deps.natsNames, source);
    return commentId;
  });
  await changed(deps, source);
  const row = await findComment(deps.db, id);
  if (!row) throw fail(CommentMessage.commentNotExists);
  return toCommentDto(row, await profilesOf(deps.db, [row], []), { list: [], total: 0 }, { canReply: canReply(source, user, row), canDelete: true });
}

/** DELETE comment: by its author, or a moderator of its source (spec 03 §6). */
export async function deleteComment(deps: DeleteDeps, user: AuthUser, body: DeleteCommentDto): Promise<void> {
  const { comment, source } = await commentInSource(deps, body.id, user, body);
  if (!canDelete(source, user, comment)) throw fail(CommentMessage.deleteNotAllowed);
  await deps.db.transaction(async (manager) => {
    await manager.getRepository(CommentEntity).update({ id: comment.id, status: CommentStatus.Normal }, { status: CommentStatus.Deleted });
    await recordCommentChanged(manager, deps.natsNames, source);
  });
  await changed(deps, source);
}

// comment-like's sourceId and sourceType, when sent, name the comment's discussion or contest.
function namesSource(comment: CommentRow, query: CommentLikeQueryDto): boolean {
  if (query.sourceType === undefined && query.sourceId === undefined) return true;
  const [type, id] = comment.cid !== null ? [CommentSourceType.Contest, comment.cid] : [CommentSourceType.Discussion, comment.did];
  return (query.sourceType === undefined || query.sourceType === type) && (query.sourceId === undefined || query.sourceId === id);
}

/**
 * GET comment-like: likes the comment (`toLike`) or takes the like back, once per user; `likeNum`
 * moves with the like rows under the comment's row lock. A new like reminds the comment's author.
 * Returns whether the user now likes it.
 */
export async function toggleLike(deps: WriteDeps, user: AuthUser, query: CommentLikeQueryDto): Promise<boolean> {
  const { comment, source } = await commentInSource(deps, query.cid, user);
  if (!namesSource(comment, query)) throw fail(CommentMessage.commentNotExists);
  if (query.toLike) await claimLike(deps, user.uid);
  const moved = await deps.db.transaction(async (manager) => {
    const comments = manager.getRepository(CommentEntity);
    const locked = await comments.findOne({
      where: { id: comment.id, status: CommentStatus.Normal },
      lock: { mode: 'pessimistic_write' },
      select: { id: true },
    });
    if (!locked) throw fail(CommentMessage.commentNotExists);
    const likes = manager.getRepository(CommentLikeEntity);
    const liked = await likes.existsBy({ commentId: comment.id, uid: user.uid });
    if (query.toLike && !liked) {
      await likes.insert({ commentId: comment.id, uid: user.uid });
      await comments.increment({ id: comment.id }, 'likeNum', 1);
      await remind(manager, deps.natsNames, {
        action: 'Like_Discuss',
        source,
        senderId: user.uid,
        recipientId: comment.fromUid,
        quoteId: comment.id,
        quoteContent: comment.content,
      });
    } else if (!query.toLike && liked) {
      await likes.delete({ commentId: comment.id, uid: user.uid });
      await comments.decrement({ id: comment.id }, 'likeNum', 1);
    } else {
      return false;
    }
    await recordCommentChanged(manager, deps.natsNames, source);
    return true;
  });
  if (moved) await changed(deps, source);
  else await deps.outbox.flush();
  return query.toLike;
}

/** What a reply quotes: the comment (default) or a visible reply under it; its author is the addressee. */
async function quotedItem(
  deps: Pick<Deps, 'db'>,
  source: CommentSource,
  comment: CommentRow,
  body: PostReplyDto,
): Promise<{ type: QuoteType; id: number; uid: string; content: string }> {
  const type = body.quoteType ?? CommentQuoteType.Comment;
  const id = body.quoteId ?? null;
  if (type === CommentQuoteType.Comment) {
    if (id !== null && id !== comment.id) throw fail(CommentMessage.commentNotExists);
    return { type, id: comment.id, uid: comment.fromUid, content: comment.content };
  }
  if (id === null) throw fail(ValidationMessage.required('quoteId'));
  const quoted = await findReply(deps.db, id);
  if (!quoted || quoted.commentId !== comment.id || !isVisible(source, quoted)) throw fail(CommentMessage.replyNotExists);
  return { type, id: quoted.id, uid: quoted.fromUid, content: quoted.content };
}

/** POST reply: a reply under a comment, to it or to one of its replies; the quoted author is reminded. */
export async function postReply(deps: WriteDeps, user: AuthUser, body: PostReplyDto): Promise<CommentReplyDto> {
  const { comment, source } = await commentInSource(deps, body.reply.commentId, user, body);
  if (!canReply(source, user, comment)) throw fail(CommentMessage.replyNotAllowed);
  const quote = await quotedItem(deps, source, comment, body);
  await checkPost(deps, user, body.reply.content, source);
  const id = await deps.db.transaction(async (manager) => {
    const inserted = await manager.getRepository(CommentReplyEntity).insert({
      commentId: comment.id,
      content: authoredMarkdown(user.roles, body.reply.content),
      fromUid: user.uid,
      fromRole: roleNameOf(user.roles),
      toUid: quote.uid,
      quoteId: quote.id,
      quoteType: quote.type,
    });
    await remind(manager, deps.natsNames, {
      action: 'Reply',
      source,
      senderId: user.uid,
      recipientId: quote.uid,
      quoteId: quote.id,
      quoteContent: quote.content,
      content: body.reply.content,
    });
    await recordCommentChanged(manager, deps.natsNames, source);
    return Number(inserted.identifiers[0]?.id);
  });
  await changed(deps, source);
  const row = await findReply(deps.db, id);
  if (!row) throw fail(CommentMessage.replyNotExists);
  return toReplyDto(row, await profilesOf(deps.db, [], [row]), true);
}

/** DELETE reply: by its author, or a moderator of its source. */
export async function deleteReply(deps: DeleteDeps, user: AuthUser, body: DeleteReplyDto): Promise<void> {
  const { reply, source } = await replyInSource(deps, body.reply.id, user, body);
  if (!canDelete(source, user, reply)) throw fail(CommentMessage.deleteNotAllowed);
  await deps.db.transaction(async (manager) => {
    await manager.getRepository(CommentReplyEntity).update({ id: reply.id, status: CommentStatus.Normal }, { status: CommentStatus.Deleted });
    await recordCommentChanged(manager, deps.natsNames, source);
  });
  await changed(deps, source);
}
