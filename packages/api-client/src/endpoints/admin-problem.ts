import type {
  AdminDifficultyBodyDto,
  AdminPidQueryDto,
  AdminProblemCaseDto,
  AdminProblemDetailDto,
  AdminProblemListDto,
  AdminProblemListQueryDto,
  AdminProblemSaveDto,
  AdminProblemSavedDto,
  AdminTagBodyDto,
  AdminTagClassificationBodyDto,
  AdminTagClassificationDto,
  AdminTagDto,
  AdminTagListQueryDto,
  AdminTagListRecordDto,
  ChangeGroupProblemProgressDto,
  ChangeProblemAuthDto,
  DifficultyDto,
  GroupProblemListDto,
  GroupProblemListQueryDto,
  HonorBodyDto,
  HonorDto,
  HonorListDto,
  HonorListQueryDto,
  ProblemBatchOperationDto,
  ProblemBatchResultDto,
} from '@oj/contracts';
import { api } from '../api.ts';

// Cache tags: problems under 'Problem' (ADMIN_LIST, GROUP_APPLY, DIFFICULTY, HONOR lists), tags and
// classifications under 'ProblemTag'. Problem changes also drop the public lists ('Problem' LIST).
const PROBLEM_LISTS = [
  { type: 'Problem' as const, id: 'LIST' },
  { type: 'Problem' as const, id: 'ADMIN_LIST' },
  { type: 'Problem' as const, id: 'GROUP_APPLY' },
];
const TAG_LISTS = [
  { type: 'ProblemTag' as const, id: 'LIST' },
  { type: 'ProblemTag' as const, id: 'ADMIN_LIST' },
  { type: 'ProblemTag' as const, id: 'CLASSIFICATION' },
];
const DIFFICULTY = [{ type: 'Problem' as const, id: 'DIFFICULTY' }];
const HONOR = [{ type: 'Problem' as const, id: 'HONOR' }];

/** The back office's problems, tags, tag classifications, difficulty levels, honors and group-problem examination. */
export const adminProblemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProblemList: build.query<AdminProblemListDto, AdminProblemListQueryDto>({
      query: (params) => ({ url: 'admin/problem/get-problem-list', params }),
      providesTags: [{ type: 'Problem', id: 'ADMIN_LIST' }],
    }),
    getAdminProblem: build.query<AdminProblemDetailDto, number>({
      query: (pid) => ({ url: 'admin/problem', params: { pid } satisfies AdminPidQueryDto }),
      providesTags: (_result, _error, pid) => [{ type: 'Problem', id: pid }],
    }),
    getAdminProblemCases: build.query<AdminProblemCaseDto[], number>({
      query: (pid) => ({ url: 'admin/problem/get-problem-cases', params: { pid } satisfies AdminPidQueryDto }),
      providesTags: (_result, _error, pid) => [{ type: 'Problem', id: pid }],
    }),
    addAdminProblem: build.mutation<AdminProblemSavedDto, AdminProblemSaveDto>({
      query: (body) => ({ url: 'admin/problem', method: 'POST', body }),
      invalidatesTags: [...PROBLEM_LISTS, ...TAG_LISTS],
    }),
    updateAdminProblem: build.mutation<AdminProblemSavedDto, AdminProblemSaveDto>({
      query: (body) => ({ url: 'admin/problem', method: 'PUT', body }),
      invalidatesTags: (result) => [...PROBLEM_LISTS, ...TAG_LISTS, ...(result ? [{ type: 'Problem' as const, id: result.id }] : [])],
    }),
    deleteAdminProblem: build.mutation<null, number>({
      query: (pid) => ({ url: 'admin/problem', method: 'DELETE', params: { pid } satisfies AdminPidQueryDto }),
      invalidatesTags: (_result, _error, pid) => [...PROBLEM_LISTS, ...TAG_LISTS, { type: 'Problem', id: pid }],
    }),
    changeProblemAuth: build.mutation<null, ChangeProblemAuthDto>({
      query: (body) => ({ url: 'admin/problem/change-problem-auth', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [...PROBLEM_LISTS, { type: 'Problem', id: body.pid }],
    }),
    problemBatchOperation: build.mutation<ProblemBatchResultDto[], ProblemBatchOperationDto>({
      query: (body) => ({ url: 'admin/problem/batch-operation', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [...PROBLEM_LISTS, ...TAG_LISTS, ...body.pids.map((pid) => ({ type: 'Problem' as const, id: pid }))],
    }),

    getAdminTagList: build.query<AdminTagListRecordDto[], AdminTagListQueryDto | undefined>({
      query: (params) => ({ url: 'admin/tag/list', params: params ?? {} }),
      providesTags: [{ type: 'ProblemTag', id: 'ADMIN_LIST' }],
    }),
    addAdminTag: build.mutation<AdminTagDto, AdminTagBodyDto>({
      query: (body) => ({ url: 'admin/tag', method: 'POST', body }),
      invalidatesTags: TAG_LISTS,
    }),
    updateAdminTag: build.mutation<AdminTagDto, AdminTagBodyDto>({
      query: (body) => ({ url: 'admin/tag', method: 'PUT', body }),
      invalidatesTags: [...TAG_LISTS, { type: 'Problem', id: 'LIST' }],
    }),
    deleteAdminTag: build.mutation<null, number>({
      query: (tid) => ({ url: 'admin/tag', method: 'DELETE', params: { tid } }),
      invalidatesTags: [...TAG_LISTS, { type: 'Problem', id: 'LIST' }],
    }),
    getTagClassifications: build.query<AdminTagClassificationDto[], string | undefined>({
      query: (oj) => ({ url: 'admin/tag/classification', params: oj ? { oj } : {} }),
      providesTags: [{ type: 'ProblemTag', id: 'CLASSIFICATION' }],
    }),
    addTagClassification: build.mutation<AdminTagClassificationDto, AdminTagClassificationBodyDto>({
      query: (body) => ({ url: 'admin/tag/classification', method: 'POST', body }),
      invalidatesTags: TAG_LISTS,
    }),
    updateTagClassification: build.mutation<AdminTagClassificationDto, AdminTagClassificationBodyDto>({
      query: (body) => ({ url: 'admin/tag/classification', method: 'PUT', body }),
      invalidatesTags: TAG_LISTS,
    }),
    deleteTagClassification: build.mutation<null, number>({
      query: (tcid) => ({ url: 'admin/tag/classification', method: 'DELETE', params: { tcid } }),
      invalidatesTags: TAG_LISTS,
    }),

    getAdminDifficultyList: build.query<DifficultyDto[], undefined>({
      query: () => 'admin/problem/get-difficulty-list',
      providesTags: DIFFICULTY,
    }),
    addDifficulty: build.mutation<DifficultyDto, AdminDifficultyBodyDto>({
      query: (body) => ({ url: 'admin/difficulty', method: 'POST', body }),
      invalidatesTags: DIFFICULTY,
    }),
    updateDifficulty: build.mutation<DifficultyDto, AdminDifficultyBodyDto>({
      query: (body) => ({ url: 'admin/difficulty', method: 'PUT', body }),
      invalidatesTags: DIFFICULTY,
    }),
    deleteDifficulty: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/difficulty', method: 'DELETE', params: { id } }),
      invalidatesTags: DIFFICULTY,
    }),

    getHonorList: build.query<HonorListDto, HonorListQueryDto | undefined>({
      query: (params) => ({ url: 'admin/honor/list', params: params ?? {} }),
      providesTags: HONOR,
    }),
    getHonor: build.query<HonorDto, number>({
      query: (id) => ({ url: 'admin/honor', params: { id } }),
      providesTags: HONOR,
    }),
    addHonor: build.mutation<HonorDto, HonorBodyDto>({
      query: (body) => ({ url: 'admin/honor', method: 'POST', body }),
      invalidatesTags: HONOR,
    }),
    updateHonor: build.mutation<HonorDto, HonorBodyDto>({
      query: (body) => ({ url: 'admin/honor', method: 'PUT', body }),
      invalidatesTags: HONOR,
    }),
    deleteHonor: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/honor', method: 'DELETE', params: { id } }),
      invalidatesTags: HONOR,
    }),

    getGroupProblemList: build.query<GroupProblemListDto, GroupProblemListQueryDto | undefined>({
      query: (params) => ({ url: 'admin/group-problem/list', params: params ?? {} }),
      providesTags: [{ type: 'Problem', id: 'GROUP_APPLY' }],
    }),
    changeGroupProblemProgress: build.mutation<null, ChangeGroupProblemProgressDto>({
      query: (body) => ({ url: 'admin/group-problem/change-progress', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [...PROBLEM_LISTS, { type: 'Problem', id: body.pid }],
    }),
  }),
});

export const {
  useGetAdminProblemListQuery,
  useGetAdminProblemQuery,
  useGetAdminProblemCasesQuery,
  useAddAdminProblemMutation,
  useUpdateAdminProblemMutation,
  useDeleteAdminProblemMutation,
  useChangeProblemAuthMutation,
  useProblemBatchOperationMutation,
  useGetAdminTagListQuery,
  useAddAdminTagMutation,
  useUpdateAdminTagMutation,
  useDeleteAdminTagMutation,
  useGetTagClassificationsQuery,
  useAddTagClassificationMutation,
  useUpdateTagClassificationMutation,
  useDeleteTagClassificationMutation,
  useGetAdminDifficultyListQuery,
  useAddDifficultyMutation,
  useUpdateDifficultyMutation,
  useDeleteDifficultyMutation,
  useGetHonorListQuery,
  useGetHonorQuery,
  useAddHonorMutation,
  useUpdateHonorMutation,
  useDeleteHonorMutation,
  useGetGroupProblemListQuery,
  useChangeGroupProblemProgressMutation,
} = adminProblemApi;
