import type {
  AdminDiscussionQueryDto,
  AdminDiscussionUpdateDto,
  AdminReportPageDto,
  AdminReportQueryDto,
  AdminReportUpdateDto,
  DiscussionCategoryDto,
  DiscussionPageDto,
} from '@oj/contracts';
import { api } from '../api.ts';

const ADMIN_LIST = { type: 'Discussion' as const, id: 'ADMIN' };
const REPORTS = { type: 'Discussion' as const, id: 'REPORTS' };
const CATEGORIES = { type: 'Discussion' as const, id: 'CATEGORIES' };

/** The back office's discussions, reports and categories (spec 03 §2.19 "discussion and reports"). */
export const adminDiscussionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDiscussions: build.query<DiscussionPageDto, AdminDiscussionQueryDto>({
      query: (params) => ({ url: 'admin/discussion', params }),
      providesTags: [ADMIN_LIST],
    }),
    updateAdminDiscussion: build.mutation<null, AdminDiscussionUpdateDto>({
      query: (body) => ({ url: 'admin/discussion', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, { type: 'Discussion', id: 'LIST' }]),
    }),
    deleteAdminDiscussion: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/discussion', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, REPORTS, { type: 'Discussion', id: 'LIST' }]),
    }),
    getDiscussionReports: build.query<AdminReportPageDto, AdminReportQueryDto>({
      query: (params) => ({ url: 'admin/discussion-report', params }),
      providesTags: [REPORTS],
    }),
    updateDiscussionReport: build.mutation<null, AdminReportUpdateDto>({
      query: (body) => ({ url: 'admin/discussion-report', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [REPORTS]),
    }),
    deleteDiscussionReport: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/discussion-report', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [REPORTS]),
    }),
    getAdminDiscussionCategories: build.query<DiscussionCategoryDto[], undefined>({
      query: () => ({ url: 'discussion-category' }),
      providesTags: [CATEGORIES],
    }),
    addDiscussionCategory: build.mutation<DiscussionCategoryDto, { name: string }>({
      query: (body) => ({ url: 'discussion-category', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES]),
    }),
    renameDiscussionCategory: build.mutation<DiscussionCategoryDto, DiscussionCategoryDto>({
      query: (body) => ({ url: 'discussion-category', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES]),
    }),
    deleteDiscussionCategory: build.mutation<null, number>({
      query: (id) => ({ url: 'discussion-category', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES]),
    }),
  }),
});

export const {
  useGetAdminDiscussionsQuery,
  useUpdateAdminDiscussionMutation,
  useDeleteAdminDiscussionMutation,
  useGetDiscussionReportsQuery,
  useUpdateDiscussionReportMutation,
  useDeleteDiscussionReportMutation,
  useGetAdminDiscussionCategoriesQuery,
  useAddDiscussionCategoryMutation,
  useRenameDiscussionCategoryMutation,
  useDeleteDiscussionCategoryMutation,
} = adminDiscussionApi;
