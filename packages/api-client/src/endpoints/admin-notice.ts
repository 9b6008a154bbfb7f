import type { AdminNoticeFormDto, AdminNoticeListQueryDto, AdminNoticePageDto, AdminNoticeUpdateDto, NoticePushResultDto } from '@oj/contracts';
import { api } from '../api.ts';

const NOTICES = { type: 'Message' as const, id: 'admin-notices' };

/** The back office's notices (spec 03 §2.19 "notice"): the super admin's list, form, delete and push-now. */
export const adminNoticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNoticeList: build.query<AdminNoticePageDto, AdminNoticeListQueryDto>({
      query: (params) => ({ url: 'admin/msg/notice', params }),
      providesTags: [NOTICES],
    }),
    addAdminNotice: build.mutation<{ id: number }, AdminNoticeFormDto>({
      query: (body) => ({ url: 'admin/msg/notice', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [NOTICES]),
    }),
    updateAdminNotice: build.mutation<null, AdminNoticeUpdateDto>({
      query: (body) => ({ url: 'admin/msg/notice', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [NOTICES]),
    }),
    deleteAdminNotice: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/msg/notice', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [NOTICES]),
    }),
    pushAdminNotices: build.mutation<NoticePushResultDto, undefined>({
      query: () => ({ url: 'admin/msg/notice/push', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [NOTICES]),
    }),
  }),
});

export const {
  useGetAdminNoticeListQuery,
  useAddAdminNoticeMutation,
  useUpdateAdminNoticeMutation,
  useDeleteAdminNoticeMutation,
  usePushAdminNoticesMutation,
} = adminNoticeApi;
