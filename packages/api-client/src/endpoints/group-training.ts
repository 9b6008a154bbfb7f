import type {
  AdminTrainingListDto,
  AdminTrainingProblemListDto,
  CloneTrainingRequestDto,
  CloneTrainingResultDto,
  GroupAdminTrainingListQueryDto,
  GroupTrainingCreateDto,
  GroupTrainingDto,
  GroupTrainingListQueryDto,
  GroupTrainingProblemListDto,
  GroupTrainingProblemListQueryDto,
  GroupTrainingProblemRecordDto,
  GroupTrainingUpdateDto,
  TrainingCategoryDto,
  TrainingListDto,
} from '@oj/contracts';
import { api } from '../api.ts';

const groupList = (gid: number) => ({ type: 'Training' as const, id: `GROUP-${gid}` });
const problemsTag = (tid: number) => ({ type: 'Training' as const, id: `GROUP-PROBLEMS-${tid}` });
// A training's own pages (detail, problems) read what these change: drop them too.
const trainingTag = (tid: number) => ({ type: 'Training' as const, id: tid });
const userProblemsTag = (tid: number) => ({ type: 'Training' as const, id: `problems-${tid}` });

/** Drops empty filters, so the server sees only real ones. */
function present<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** The training problem list as the management table reads it (the back office's rows): each listed problem with its link. */
export function trainingProblemRows(tid: number, list: GroupTrainingProblemListDto): AdminTrainingProblemListDto {
  return {
    total: list.problemList.total,
    records: list.problemList.records.flatMap((problem) => {
      const link = list.trainingProblemMap[String(problem.id)];
      return link
        ? [
            {
              id: link.id,
              tid,
              pid: problem.id,
              problemId: problem.problemId,
              displayId: link.displayId,
              title: problem.title,
              rank: link.rank,
              auth: problem.auth,
            },
          ]
        : [];
    }),
  };
}

/**
 * A group's trainings (spec 03 §2.10, §7 "Group trainings"; docs/api.md "Group trainings"): the
 * member and admin lists, the form, visibility, categories, training problems and the clone.
 */
export const groupTrainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupTrainingList: build.query<TrainingListDto, GroupTrainingListQueryDto>({
      query: (params) => ({ url: 'group/get-training-list', params: present(params) }),
      providesTags: (_result, _error, { gid }) => [groupList(gid)],
    }),
    getGroupAdminTrainingList: build.query<AdminTrainingListDto, GroupAdminTrainingListQueryDto>({
      query: (params) => ({ url: 'group/get-admin-training-list', params: present(params) }),
      providesTags: (_result, _error, { gid }) => [groupList(gid)],
    }),
    getGroupTrainingCategories: build.query<TrainingCategoryDto[], number>({
      query: (gid) => ({ url: 'group/get-training-category-list', params: { gid } }),
      providesTags: [{ type: 'TrainingCategory', id: 'LIST' }],
    }),
    getGroupTraining: build.query<GroupTrainingDto, number>({
      query: (tid) => ({ url: 'group/training', params: { tid } }),
      providesTags: (_result, _error, tid) => [trainingTag(tid)],
    }),
    addGroupTraining: build.mutation<GroupTrainingDto, GroupTrainingCreateDto>({
      query: (body) => ({ url: 'group/training', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [groupList(body.training.gid)]),
    }),
    updateGroupTraining: build.mutation<GroupTrainingDto, GroupTrainingUpdateDto & { gid: number }>({
      query: ({ gid: _gid, ...body }) => ({ url: 'group/training', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [groupList(body.gid), trainingTag(body.training.id)]),
    }),
    deleteGroupTraining: build.mutation<null, { tid: number; gid: number }>({
      query: ({ tid }) => ({ url: 'group/training', method: 'DELETE', params: { tid } }),
      invalidatesTags: (_result, error, { tid, gid }) => (error ? [] : [groupList(gid), trainingTag(tid)]),
    }),
    changeGroupTrainingStatus: build.mutation<null, { tid: number; visible: boolean; gid: number }>({
      query: ({ tid, visible }) => ({ url: 'group/change-training-status', method: 'PUT', body: { tid, visible } }),
      invalidatesTags: (_result, error, { tid, gid }) => (error ? [] : [groupList(gid), trainingTag(tid)]),
    }),
    /** The training's problems, as the management table's rows. */
    getGroupTrainingProblems: build.query<AdminTrainingProblemListDto, GroupTrainingProblemListQueryDto & { tid: number }>({
      query: (params) => ({ url: 'group/get-training-problem-list', params: present({ ...params, queryExisted: true }) }),
      transformResponse: (list: GroupTrainingProblemListDto, _meta, { tid }) => trainingProblemRows(tid, list),
      providesTags: (_result, _error, { tid }) => [problemsTag(tid)],
    }),
    /** The group's problems not in the training yet (the add-from-group picker). */
    getGroupTrainingProblemPicks: build.query<{ total: number; records: GroupTrainingProblemRecordDto[] }, GroupTrainingProblemListQueryDto>({
      query: (params) => ({ url: 'group/get-training-problem-list', params: present({ ...params, queryExisted: false }) }),
      transformResponse: (list: GroupTrainingProblemListDto) => list.problemList,
      providesTags: (_result, _error, { tid }) => [problemsTag(tid)],
    }),
    updateGroupTrainingProblem: build.mutation<null, { tid: number; pid: number; rank: number; displayId?: string }>({
      query: (body) => ({ url: 'group/training-problem', method: 'PUT', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), userProblemsTag(tid)]),
    }),
    removeGroupTrainingProblem: build.mutation<null, { tid: number; pid: number }>({
      query: (params) => ({ url: 'group/training-problem', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), userProblemsTag(tid)]),
    }),
    addGroupTrainingProblemFromPublic: build.mutation<null, { tid: number; pid: number; displayId: string }>({
      query: (body) => ({ url: 'group/add-training-problem-from-public', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), userProblemsTag(tid)]),
    }),
    addGroupTrainingProblemFromGroup: build.mutation<null, { tid: number; problemId: string }>({
      query: (body) => ({ url: 'group/add-training-problem-from-group', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), userProblemsTag(tid)]),
    }),
    cloneGroupTrainings: build.mutation<CloneTrainingResultDto, CloneTrainingRequestDto>({
      query: (body) => ({ url: 'group/clone-training', method: 'POST', body }),
      // The target group's trainings, and its problem lists (the copies of the source group's problems).
      invalidatesTags: (_result, error, body) =>
        error || !body.tgid
          ? []
          : [
              groupList(body.tgid),
              { type: 'Problem' as const, id: `GROUP_${String(body.tgid)}` },
              { type: 'Problem' as const, id: `GROUP_ADMIN_${String(body.tgid)}` },
            ],
    }),
  }),
});

export const {
  useGetGroupTrainingListQuery,
  useGetGroupAdminTrainingListQuery,
  useGetGroupTrainingCategoriesQuery,
  useGetGroupTrainingQuery,
  useAddGroupTrainingMutation,
  useUpdateGroupTrainingMutation,
  useDeleteGroupTrainingMutation,
  useChangeGroupTrainingStatusMutation,
  useGetGroupTrainingProblemsQuery,
  useGetGroupTrainingProblemPicksQuery,
  useUpdateGroupTrainingProblemMutation,
  useRemoveGroupTrainingProblemMutation,
  useAddGroupTrainingProblemFromPublicMutation,
  useAddGroupTrainingProblemFromGroupMutation,
  useCloneGroupTrainingsMutation,
} = groupTrainingApi;
