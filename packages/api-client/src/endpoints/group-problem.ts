import type {
  AdminProblemDetailDto,
  AdminProblemListDto,
  AdminProblemSavedDto,
  GroupAdminProblemsQueryDto,
  GroupApplyPublicDto,
  GroupChangeProblemAuthDto,
  GroupCompileCheckerRequestDto,
  GroupPidQueryDto,
  GroupProblemSaveDto,
  GroupProblemsQueryDto,
  ProblemListDto,
  TagDto,
} from '@oj/contracts';
import { api } from '../api.ts';

// A group's problems (spec 03 §7 "Group problems"), cached under 'Problem' with the group's list ids;
// any change also drops the back office's lists (a group problem shows in its examination list).
const groupLists = (gid: number) => [
  { type: 'Problem' as const, id: `GROUP_${String(gid)}` },
  { type: 'Problem' as const, id: `GROUP_ADMIN_${String(gid)}` },
  { type: 'Problem' as const, id: 'GROUP_APPLY' },
  { type: 'Problem' as const, id: 'STATUS' },
];

/** The group problem calls: the group's problems tab, and its admin mode (list, form, auth, apply-public). */
export const groupProblemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupProblemList: build.query<ProblemListDto, GroupProblemsQueryDto>({
      query: (params) => ({ url: 'group/get-problem-list', params }),
      providesTags: (_result, _error, params) => [{ type: 'Problem', id: `GROUP_${String(params.gid)}` }],
    }),
    getGroupAdminProblemList: build.query<AdminProblemListDto, GroupAdminProblemsQueryDto>({
      query: (params) => ({ url: 'group/get-admin-problem-list', params }),
      providesTags: (_result, _error, params) => [{ type: 'Problem', id: `GROUP_ADMIN_${String(params.gid)}` }],
    }),
    getGroupProblem: build.query<AdminProblemDetailDto, GroupPidQueryDto>({
      query: (params) => ({ url: 'group/problem', params }),
      providesTags: (_result, _error, params) => [{ type: 'Problem', id: params.pid }],
    }),
    getGroupProblemTags: build.query<TagDto[], number>({
      query: (gid) => ({ url: 'group/get-problem-tags', params: { gid } }),
      providesTags: [{ type: 'ProblemTag', id: 'LIST' }],
    }),
    addGroupProblem: build.mutation<AdminProblemSavedDto, GroupProblemSaveDto>({
      query: (body) => ({ url: 'group/problem', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [...groupLists(body.gid), { type: 'ProblemTag', id: 'LIST' }],
    }),
    updateGroupProblem: build.mutation<AdminProblemSavedDto, GroupProblemSaveDto>({
      query: (body) => ({ url: 'group/problem', method: 'PUT', body }),
      invalidatesTags: (result, _error, body) => [
        ...groupLists(body.gid),
        { type: 'ProblemTag', id: 'LIST' },
        ...(result ? [{ type: 'Problem' as const, id: result.id }] : []),
      ],
    }),
    deleteGroupProblem: build.mutation<null, GroupPidQueryDto>({
      query: (params) => ({ url: 'group/problem', method: 'DELETE', params }),
      invalidatesTags: (_result, _error, params) => [...groupLists(params.gid), { type: 'Problem', id: params.pid }],
    }),
    changeGroupProblemAuth: build.mutation<null, GroupChangeProblemAuthDto>({
      query: (body) => ({ url: 'group/change-problem-auth', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [...groupLists(body.gid), { type: 'Problem', id: body.pid }],
    }),
    // A group problem's special judge or interactor, compiled on a judge node (judge-dispatch).
    compileGroupSpj: build.mutation<null, GroupCompileCheckerRequestDto>({
      query: (body) => ({ url: 'group/compile-spj', method: 'POST', body }),
    }),
    compileGroupInteractive: build.mutation<null, GroupCompileCheckerRequestDto>({
      query: (body) => ({ url: 'group/compile-interactive', method: 'POST', body }),
    }),
    applyGroupProblemPublic: build.mutation<null, GroupApplyPublicDto>({
      query: (body) => ({ url: 'group/apply-public', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [...groupLists(body.gid), { type: 'Problem', id: body.pid }],
    }),
  }),
});

export const {
  useGetGroupProblemListQuery,
  useGetGroupAdminProblemListQuery,
  useGetGroupProblemQuery,
  useGetGroupProblemTagsQuery,
  useAddGroupProblemMutation,
  useUpdateGroupProblemMutation,
  useDeleteGroupProblemMutation,
  useChangeGroupProblemAuthMutation,
  useApplyGroupProblemPublicMutation,
  useCompileGroupSpjMutation,
  useCompileGroupInteractiveMutation,
} = groupProblemApi;
