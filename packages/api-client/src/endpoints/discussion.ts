import type {
  DiscussionCategoryDto,
  DiscussionDto,
  DiscussionFormDto,
  DiscussionLikeQueryDto,
  DiscussionListQueryDto,
  DiscussionPageDto,
  DiscussionReportFormDto,
  DiscussionUpdateDto,
  GroupAdminDiscussionQueryDto,
  GroupDiscussionFormDto,
  GroupDiscussionListQueryDto,
  GroupDiscussionUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';

const LIST_TAG = { type: 'Discussion' as const, id: 'LIST' };
const CATEGORY_TAG = { type: 'Discussion' as const, id: 'CATEGORIES' };

/** get-discussion-list query: empty filters dropped. */
export function discussionListParams(query: DiscussionListQueryDto): DiscussionListQueryDto {
  const params: DiscussionListQueryDto = {};
  if (query.currentPage !== undefined && query.currentPage > 1) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  if (query.cid !== undefined) params.cid = query.cid;
  const pid = query.pid?.trim();
  if (pid) params.pid = pid;
  if (query.onlyMine === true) params.onlyMine = true;
  return params;
}

/** The public discussions (spec 03 §7 "Discussions"): categories, list, detail, post, edit, delete, like, report. */
export const discussionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDiscussionCategories: build.query<DiscussionCategoryDto[], undefined>({
      query: () => ({ url: 'discussion-category' }),
      providesTags: [CATEGORY_TAG],
    }),
    getDiscussionPage: build.query<DiscussionPageDto, DiscussionListQueryDto>({
      query: (query) => ({ url: 'get-discussion-list', params: discussionListParams(query) }),
      providesTags: [LIST_TAG],
    }),
    getDiscussion: build.query<DiscussionDto, number>({
      query: (did) => ({ url: 'get-discussion-detail', params: { did } }),
      providesTags: (_result, _error, did) => [{ type: 'Discussion', id: did }],
    }),
    addDiscussion: build.mutation<DiscussionDto, DiscussionFormDto>({
      query: (body) => ({ url: 'discussion', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    updateDiscussion: build.mutation<DiscussionDto, DiscussionUpdateDto>({
      query: (body) => ({ url: 'discussion', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [LIST_TAG, { type: 'Discussion', id: body.id }]),
    }),
    deleteDiscussion: build.mutation<null, number>({
      query: (did) => ({ url: 'discussion', method: 'DELETE', params: { did } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    // A GET that changes state (spec 03 §7), so a mutation: every click reaches the server.
    likeDiscussion: build.mutation<null, DiscussionLikeQueryDto>({
      query: (params) => ({ url: 'discussion-like', params }),
      invalidatesTags: (_result, error, { did }) => (error ? [] : [{ type: 'Discussion', id: did }]),
    }),
    reportDiscussion: build.mutation<null, DiscussionReportFormDto>({
      query: (body) => ({ url: 'discussion-report', method: 'POST', body }),
    }),
    // A group's discussions (spec 03 §7 "Group discussions"): the same shapes within the group `gid`.
    getGroupDiscussionPage: build.query<DiscussionPageDto, GroupDiscussionListQueryDto>({
      query: ({ gid, ...query }) => ({ url: 'group/get-discussion-list', params: { gid, ...discussionListParams(query) } }),
      providesTags: [LIST_TAG],
    }),
    getGroupAdminDiscussionPage: build.query<DiscussionPageDto, GroupAdminDiscussionQueryDto>({
      query: (params) => ({ url: 'group/get-admin-discussion-list', params }),
      providesTags: [LIST_TAG],
    }),
    addGroupDiscussion: build.mutation<DiscussionDto, GroupDiscussionFormDto>({
      query: (body) => ({ url: 'group/discussion', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    updateGroupDiscussion: build.mutation<DiscussionDto, GroupDiscussionUpdateDto>({
      query: (body) => ({ url: 'group/discussion', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [LIST_TAG, { type: 'Discussion', id: body.id }]),
    }),
    deleteGroupDiscussion: build.mutation<null, number>({
      query: (did) => ({ url: 'group/discussion', method: 'DELETE', params: { did } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetDiscussionCategoriesQuery,
  useGetDiscussionPageQuery,
  useGetDiscussionQuery,
  useAddDiscussionMutation,
  useUpdateDiscussionMutation,
  useDeleteDiscussionMutation,
  useLikeDiscussionMutation,
  useReportDiscussionMutation,
  useGetGroupDiscussionPageQuery,
  useGetGroupAdminDiscussionPageQuery,
  useAddGroupDiscussionMutation,
  useUpdateGroupDiscussionMutation,
  useDeleteGroupDiscussionMutation,
} = discussionApi;
