import { COMMENT_PAGE_SIZE } from '@oj/contracts';
import type {
  CommentDto,
  CommentLikeQueryDto,
  CommentListDto,
  CommentReplyDto,
  DeleteCommentDto,
  DeleteReplyDto,
  PostCommentDto,
  PostReplyDto,
  ReplyListQueryDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** Where a comment area's comments sit: a contest's Q&A (`cid`) or a discussion (`did`). */
export type CommentContext = { cid: number } | { did: number };

// Every open comment list and reply list refetches after a change: one area is open at a time.
const LIST_TAG = { type: 'Comment' as const, id: 'LIST' };
const REPLIES_TAG = { type: 'Comment' as const, id: 'REPLIES' };
const changed = (error: unknown, tags: readonly (typeof LIST_TAG)[]) => (error ? [] : [...tags]);

/** How many comments the loaded pages hold. */
export function loadedComments(pages: readonly CommentListDto[]): number {
  return pages.reduce((sum, page) => sum + page.commentList.records.length, 0);
}

/**
 * The comment area's calls (spec 03 §7 "Comments and replies"), for contest Q&A and discussions
 * alike. The list is an infinite query: "load more" fetches the next page of 10.
 */
export const commentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.infiniteQuery<CommentListDto, CommentContext, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageParam) =>
          lastPage.commentList.records.length > 0 && loadedComments(allPages) < lastPage.commentList.total ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({ url: 'comments', params: { ...queryArg, currentPage: pageParam, limit: COMMENT_PAGE_SIZE } }),
      providesTags: [LIST_TAG],
    }),
    getReplies: build.query<CommentReplyDto[], ReplyListQueryDto>({
      query: (params) => ({ url: 'reply', params }),
      providesTags: (_result, _error, { commentId }) => [REPLIES_TAG, { type: 'Comment', id: `replies-${String(commentId)}` }],
    }),
    addComment: build.mutation<CommentDto, PostCommentDto>({
      query: (body) => ({ url: 'comment', method: 'POST', body }),
      invalidatesTags: (_result, error) => changed(error, [LIST_TAG]),
    }),
    deleteComment: build.mutation<null, DeleteCommentDto>({
      query: (body) => ({ url: 'comment', method: 'DELETE', body }),
      invalidatesTags: (_result, error) => changed(error, [LIST_TAG]),
    }),
    // A GET that changes state (spec 03 §7), so a mutation: every click reaches the server.
    likeComment: build.mutation<null, CommentLikeQueryDto>({
      query: (params) => ({ url: 'comment-like', params }),
      invalidatesTags: (_result, error) => changed(error, [LIST_TAG]),
    }),
    addReply: build.mutation<CommentReplyDto, PostReplyDto>({
      query: (body) => ({ url: 'reply', method: 'POST', body }),
      invalidatesTags: (_result, error) => changed(error, [LIST_TAG, REPLIES_TAG]),
    }),
    deleteReply: build.mutation<null, DeleteReplyDto>({
      query: (body) => ({ url: 'reply', method: 'DELETE', body }),
      invalidatesTags: (_result, error) => changed(error, [LIST_TAG, REPLIES_TAG]),
    }),
  }),
});

export const {
  useGetCommentsInfiniteQuery,
  useGetRepliesQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useAddReplyMutation,
  useDeleteReplyMutation,
} = commentApi;
