import type {
  CidQueryDto,
  ContestAccessDto,
  ContestAnnouncementBriefDto,
  ContestAnnouncementDto,
  ContestInfoDto,
  ContestListDto,
  ContestListQueryDto,
  ContestOutsideInfoDto,
  ContestProblemDto,
  NotReadAnnouncementRequestDto,
  ProblemDetailResponseDto,
  RegisterContestRequestDto,
  StatusCheckRequestDto,
  SubmissionListDto,
  SubmissionListRequestDto,
  SubmissionSummaryDto,
} from '@oj/contracts';
import { api } from '../api.ts';
import { submissionListBody } from './submission.ts';

/** get-contest-list query: empty and null filters dropped, the keyword trimmed. */
export function contestListParams(query: ContestListQueryDto): ContestListQueryDto {
  const params: ContestListQueryDto = {};
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.status !== undefined && query.status !== null) params.status = query.status;
  if (query.type !== undefined && query.type !== null) params.type = query.type;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  return params;
}

const accessTag = (cid: number) => ({ type: 'Contest' as const, id: `access-${cid}` });
const problemsTag = (cid: number) => ({ type: 'Contest' as const, id: `problems-${cid}` });

/**
 * The contest calls of a contestant (spec 02 §7 "Contests"), and the contest's submission list and
 * status check that judge-dispatch serves. Submitting is the core submit-problem-judge with `cid`.
 */
export const contestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContestList: build.query<ContestListDto, ContestListQueryDto>({
      query: (query) => ({ url: 'get-contest-list', params: contestListParams(query) }),
      providesTags: [{ type: 'Contest', id: 'LIST' }],
    }),
    getContestInfo: build.query<ContestInfoDto, CidQueryDto>({
      query: (params) => ({ url: 'get-contest-info', params }),
      providesTags: (_result, _error, { cid }) => [{ type: 'Contest', id: cid }],
    }),
    // The outside scoreboard's header: open to visitors.
    getContestOutsideInfo: build.query<ContestOutsideInfoDto, CidQueryDto>({
      query: (params) => ({ url: 'get-contest-outsize-info', params }),
      providesTags: (_result, _error, { cid }) => [{ type: 'Contest', id: cid }],
    }),
    registerContest: build.mutation<null, RegisterContestRequestDto>({
      query: (body) => ({ url: 'register-contest', method: 'POST', body }),
      // A registration opens the contest: its access, problems and participant count change.
      invalidatesTags: (_result, error, { cid }) =>
        error ? [] : [accessTag(cid), problemsTag(cid), { type: 'Contest', id: cid }, { type: 'Contest', id: 'LIST' }],
    }),
    getContestAccess: build.query<ContestAccessDto, CidQueryDto>({
      query: (params) => ({ url: 'get-contest-access', params }),
      providesTags: (_result, _error, { cid }) => [accessTag(cid)],
    }),
    getContestProblems: build.query<ContestProblemDto[], CidQueryDto & { containsEnd?: boolean }>({
      query: (params) => ({ url: 'get-contest-problem', params }),
      providesTags: (_result, _error, { cid }) => [problemsTag(cid)],
    }),
    // The statement as the contest shows it; the answer has the shape of get-problem-detail.
    getContestProblemDetails: build.query<ProblemDetailResponseDto, CidQueryDto & { displayId: string }>({
      query: (params) => ({ url: 'get-contest-problem-details', params }),
      providesTags: (_result, _error, { cid, displayId }) => [{ type: 'Contest', id: `problem-${cid}-${displayId}` }, problemsTag(cid)],
    }),
    getContestAnnouncements: build.query<ContestAnnouncementDto[], CidQueryDto>({
      query: (params) => ({ url: 'get-contest-announcement', params }),
      providesTags: (_result, _error, { cid }) => [{ type: 'ContestAnnouncement', id: cid }],
    }),
    // Polled every 60 s by the contest pages (spec 02 §4), so a mutation: every call reaches the server.
    getContestNotReadAnnouncements: build.mutation<ContestAnnouncementBriefDto[], NotReadAnnouncementRequestDto>({
      query: (body) => ({ url: 'get-contest-not-read-announcement', method: 'POST', body }),
    }),
    // judge-dispatch: the core list's filters and rows, with contestID.
    getContestSubmissionList: build.query<SubmissionListDto, SubmissionListRequestDto>({
      query: (query) => ({ url: 'contest-submissions', params: submissionListBody(query) }),
      providesTags: (result) => [
        { type: 'Submission', id: 'LIST' },
        ...(result?.records ?? []).map((record) => ({ type: 'Submission' as const, id: record.submitId })),
      ],
    }),
    // Polled while contest submissions are in progress: the contest's rules decide what each shows.
    checkContestSubmissionsStatus: build.mutation<Record<string, SubmissionSummaryDto>, StatusCheckRequestDto>({
      query: (body) => ({ url: 'check-contest-submissions-status', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetContestListQuery,
  useGetContestInfoQuery,
  useGetContestOutsideInfoQuery,
  useRegisterContestMutation,
  useGetContestAccessQuery,
  useGetContestProblemsQuery,
  useGetContestProblemDetailsQuery,
  useGetContestAnnouncementsQuery,
  useGetContestNotReadAnnouncementsMutation,
  useGetContestSubmissionListQuery,
  useCheckContestSubmissionsStatusMutation,
} = contestApi;
