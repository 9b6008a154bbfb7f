/** The comment lists from the kept comments, or from the database while the store keeps nothing (its feed not reading). */
import type { CommentListDto, CommentReplyDto } from '@oj/contracts';
import type { CommentRow } from '@oj/db';
import type { Deps } from '../../../deps.ts';
import { commentPage, replyList } from '../queries.ts';
import type { Paging } from '../queries.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';
import type { SourceComments } from './load.ts';
import { keptCommentPageAnswer, keptCommentPage, keptReplyList } from './page.ts';
import type { KeptAnswer } from '@oj/service-kit';

type ReadDeps = Pick<Deps, 'db' | 'comments'>;

/** GET comments from the source's kept comments with nothing awaited, when they are kept (a kept page's answer for most viewers); else undefined. */
export function keptPageOf(deps: ReadDeps, source: CommentSource, viewer: CommentViewer, paging: Paging): CommentListDto | KeptAnswer | undefined {
  const kept = deps.comments.peek(source);
  return kept && fromKept(kept, source, viewer, paging);
}

/** GET comments: a kept page's answer (most viewers), else the page. */
export async function pageOf(deps: ReadDeps, source: CommentSource, viewer: CommentViewer, paging: Paging): Promise<CommentListDto | KeptAnswer> {
  const kept = await deps.comments.kept(source);
  return kept ? fromKept(kept, source, viewer, paging) : commentPage(deps.db, source, viewer, paging);
}

function fromKept(kept: SourceComments, source: CommentSource, viewer: CommentViewer, paging: Paging): CommentListDto | KeptAnswer {
  return keptCommentPageAnswer(kept, source, viewer, paging) ?? keptCommentPage(kept, source, viewer, paging);
}

/** GET reply. */
export async function repliesOf(deps: ReadDeps, source: CommentSource, viewer: CommentViewer, comment: CommentRow): Promise<CommentReplyDto[]> {
  const kept = await deps.comments.kept(source);
  return kept ? keptReplyList(kept, source, viewer, comment.id) : replyList(deps.db, source, viewer, comment);
}
