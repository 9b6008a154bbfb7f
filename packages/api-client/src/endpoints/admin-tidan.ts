import type {
  AdminTidanListDto,
  TidanBindDto,
  TidanFormDto,
  TidanGroupFormDto,
  TidanNodeUpdateDto,
  TidanProblemGroupFormDto,
  TidanSwapDto,
  TidanUnbindQueryDto,
  TidanUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** Every change refetches the whole outline (it is small) and the user side's. */
const TAGS = [
  { type: 'Tidan' as const, id: 'ADMIN' },
  { type: 'Tidan' as const, id: 'LIST' },
];

/** The back office's tidan: outlines, groups, problem groups, bind, unbind, swap. */
export const adminTidanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTidan: build.query<AdminTidanListDto, undefined>({
      query: () => ({ url: 'admin/tidan' }),
      providesTags: [{ type: 'Tidan', id: 'ADMIN' }],
    }),
    createTidan: build.mutation<{ id: number }, TidanFormDto>({
      query: (body) => ({ url: 'admin/tidan', method: 'POST', body }),
      invalidatesTags: TAGS,
    }),
    updateTidan: build.mutation<null, TidanUpdateDto>({
      query: (body) => ({ url: 'admin/tidan', method: 'PUT', body }),
      invalidatesTags: TAGS,
    }),
    deleteTidan: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/tidan', method: 'DELETE', params: { id } }),
      invalidatesTags: TAGS,
    }),
    addTidanGroup: build.mutation<{ id: number }, TidanGroupFormDto>({
      query: (body) => ({ url: 'admin/tidan/group', method: 'POST', body }),
      invalidatesTags: TAGS,
    }),
    updateTidanGroup: build.mutation<null, TidanNodeUpdateDto>({
      query: (body) => ({ url: 'admin/tidan/group', method: 'PUT', body }),
      invalidatesTags: TAGS,
    }),
    deleteTidanGroup: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/tidan/group', method: 'DELETE', params: { id } }),
      invalidatesTags: TAGS,
    }),
    addTidanProblemGroup: build.mutation<{ id: number }, TidanProblemGroupFormDto>({
      query: (body) => ({ url: 'admin/tidan/problem-group', method: 'POST', body }),
      invalidatesTags: TAGS,
    }),
    updateTidanProblemGroup: build.mutation<null, TidanNodeUpdateDto>({
      query: (body) => ({ url: 'admin/tidan/problem-group', method: 'PUT', body }),
      invalidatesTags: TAGS,
    }),
    deleteTidanProblemGroup: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/tidan/problem-group', method: 'DELETE', params: { id } }),
      invalidatesTags: TAGS,
    }),
    bindTidanProblem: build.mutation<{ id: number }, TidanBindDto>({
      query: (body) => ({ url: 'admin/tidan/problem', method: 'POST', body }),
      invalidatesTags: TAGS,
    }),
    unbindTidanProblem: build.mutation<null, TidanUnbindQueryDto>({
      query: (params) => ({ url: 'admin/tidan/problem', method: 'DELETE', params }),
      invalidatesTags: TAGS,
    }),
    swapTidanProblems: build.mutation<null, TidanSwapDto>({
      query: (body) => ({ url: 'admin/tidan/problem/swap', method: 'PUT', body }),
      invalidatesTags: TAGS,
    }),
  }),
});

export const {
  useGetAdminTidanQuery,
  useCreateTidanMutation,
  useUpdateTidanMutation,
  useDeleteTidanMutation,
  useAddTidanGroupMutation,
  useUpdateTidanGroupMutation,
  useDeleteTidanGroupMutation,
  useAddTidanProblemGroupMutation,
  useUpdateTidanProblemGroupMutation,
  useDeleteTidanProblemGroupMutation,
  useBindTidanProblemMutation,
  useUnbindTidanProblemMutation,
  useSwapTidanProblemsMutation,
} = adminTidanApi;
