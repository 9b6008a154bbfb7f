import type {
  AddTimedWorkProblemRequestDto,
  AdminTimedWorkDto,
  AdminTimedWorkListDto,
  AdminTimedWorkProblemDto,
  ProblemDetailResponseDto,
  TimedWorkFormDto,
  TimedWorkInfoDto,
  TimedWorkListDto,
  TimedWorkListQueryDto,
  TimedWorkProblemDto,
  TimedWorkRankRowDto,
  TimedWorkSubmissionListDto,
  TimedWorkSubmissionListQueryDto,
  TimedWorkUpdateDto,
  UpdateTimedWorkProblemRequestDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** Drops empty filters (spec 02 §7: "empty values dropped"), trimming text. */
function present<T extends object>(query: T): Partial<T> {
  const entries = Object.entries(query)
    .map(([key, value]): [string, unknown] => [key, typeof value === 'string' ? value.trim() : value])
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries) as Partial<T>;
}

const LIST = { type: 'TimedWork' as const, id: 'LIST' };
const ADMIN_LIST = { type: 'TimedWork' as const, id: 'ADMIN_LIST' };
const workTag = (tid: number) => ({ type: 'TimedWork' as const, id: tid });
const problemsTag = (tid: number) => ({ type: 'TimedWork' as const, id: `problems-${tid}` });
const rankTag = (tid: number) => ({ type: 'TimedWork' as const, id: `rank-${tid}` });

/**
 * Timed homework (spec 02 §7 "Timed homework"): the user calls under homework/ and the back
 * office's under admin/timed-work. Submitting is the core submit-problem-judge with
 * cid = id + 50000 and displayTid; status checks are the contest's (check-contest-submissions-status).
 */
export const timedWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimedWorkList: build.query<TimedWorkListDto, TimedWorkListQueryDto>({
      query: (query) => ({ url: 'homework/get-timed-work-list', params: present(query) }),
      providesTags: [LIST],
    }),
    getTimedWorkInfo: build.query<TimedWorkInfoDto, { tid: number }>({
      query: (params) => ({ url: 'homework/get-timed-work-info', params }),
      providesTags: (_result, _error, { tid }) => [workTag(tid)],
    }),
    startTimedWork: build.mutation<null, { tid: number; password?: string }>({
      query: (body) => ({ url: 'homework/start-timed-work', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [workTag(tid), problemsTag(tid)]),
    }),
    endTimedWork: build.mutation<null, { tid: number }>({
      query: (body) => ({ url: 'homework/end-timed-work', method: 'POST', body }),
      // Handing in unlocks the results and the rank: everything of the work is read again.
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [workTag(tid), problemsTag(tid), rankTag(tid), { type: 'Submission', id: 'LIST' }]),
    }),
    getTimedWorkProblems: build.query<TimedWorkProblemDto[], { tid: number }>({
      query: (params) => ({ url: 'homework/get-timed-work-problem-list', params }),
      providesTags: (_result, _error, { tid }) => [problemsTag(tid)],
    }),
    // The statement as the timed work shows it; the answer has the shape of get-problem-detail (counts null).
    getTimedWorkProblemDetail: build.query<ProblemDetailResponseDto, { tid: number; displayId: string }>({
      query: (params) => ({ url: 'homework/get-timed-work-problem-detail', params }),
      providesTags: (_result, _error, { tid, displayId }) => [{ type: 'TimedWork', id: `problem-${tid}-${displayId}` }, problemsTag(tid)],
    }),
    getTimedWorkRank: build.query<TimedWorkRankRowDto[], { tid: number }>({
      query: (params) => ({ url: 'homework/get-timed-work-rank', params }),
      providesTags: (_result, _error, { tid }) => [rankTag(tid)],
    }),
    getTimedWorkSubmissions: build.query<TimedWorkSubmissionListDto, TimedWorkSubmissionListQueryDto>({
      query: (query) => ({ url: 'homework/get-timed-work-submission-list', params: present(query) }),
      providesTags: [{ type: 'Submission', id: 'LIST' }],
    }),
    // ---- back office ----
    getAdminTimedWorkList: build.query<AdminTimedWorkListDto, { currentPage?: number; limit?: number; keyword?: string }>({
      query: (params) => ({ url: 'admin/timed-work/list', params: present(params) }),
      providesTags: [ADMIN_LIST],
    }),
    getAdminTimedWork: build.query<AdminTimedWorkDto, number>({
      query: (id) => ({ url: 'admin/timed-work', params: { id } }),
      providesTags: (_result, _error, id) => [workTag(id)],
    }),
    addAdminTimedWork: build.mutation<{ id: number }, TimedWorkFormDto>({
      query: (body) => ({ url: 'admin/timed-work', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, LIST]),
    }),
    updateAdminTimedWork: build.mutation<null, TimedWorkUpdateDto>({
      query: (body) => ({ url: 'admin/timed-work', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, LIST, workTag(body.id)]),
    }),
    deleteAdminTimedWork: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/timed-work', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, LIST]),
    }),
    changeTimedWorkVisible: build.mutation<null, { id: number; visible: boolean }>({
      query: (body) => ({ url: 'admin/timed-work/visible', method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ADMIN_LIST, LIST, workTag(id)]),
    }),
    getAdminTimedWorkProblems: build.query<AdminTimedWorkProblemDto[], number>({
      query: (tid) => ({ url: 'admin/timed-work/problems', params: { tid } }),
      providesTags: (_result, _error, tid) => [problemsTag(tid)],
    }),
    addTimedWorkProblem: build.mutation<{ id: number }, AddTimedWorkProblemRequestDto>({
      query: (body) => ({ url: 'admin/timed-work/problem', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), ADMIN_LIST]),
    }),
    updateTimedWorkProblem: build.mutation<null, UpdateTimedWorkProblemRequestDto & { tid: number }>({
      query: ({ tid: _tid, ...body }) => ({ url: 'admin/timed-work/problem', method: 'PUT', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid)]),
    }),
    removeTimedWorkProblem: build.mutation<null, { id: number; tid: number }>({
      query: ({ id }) => ({ url: 'admin/timed-work/problem', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), ADMIN_LIST]),
    }),
  }),
});

export const {
  useGetTimedWorkListQuery,
  useGetTimedWorkInfoQuery,
  useStartTimedWorkMutation,
  useEndTimedWorkMutation,
  useGetTimedWorkProblemsQuery,
  useGetTimedWorkProblemDetailQuery,
  useGetTimedWorkRankQuery,
  useGetTimedWorkSubmissionsQuery,
  useGetAdminTimedWorkListQuery,
  useGetAdminTimedWorkQuery,
  useAddAdminTimedWorkMutation,
  useUpdateAdminTimedWorkMutation,
  useDeleteAdminTimedWorkMutation,
  useChangeTimedWorkVisibleMutation,
  useGetAdminTimedWorkProblemsQuery,
  useAddTimedWorkProblemMutation,
  useUpdateTimedWorkProblemMutation,
  useRemoveTimedWorkProblemMutation,
} = timedWorkApi;
