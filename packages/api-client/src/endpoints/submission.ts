import type {
  CaseResultDto,
  JudgeChangeDto,
  ManualJudgeRequestDto,
  ShareRequestDto,
  StatusCheckRequestDto,
  SubmissionDetailResponseDto,
  SubmissionListDto,
  SubmissionListRequestDto,
  SubmissionSummaryDto,
  SubmitRequestDto,
  SubmitResultDto,
  TestJudgeRequestDto,
  TestJudgeResultDto,
  TestJudgeStartedDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/**
 * submit-problem-judge body. After a refusal with code CAPTCHA_REQUIRED (too fast), send it again
 * with `captcha` and `captchaKey` answering a captcha of `getCaptcha`.
 */
export type SubmitRequest = SubmitRequestDto;

/** submit-problem-test-judge body. */
export type TestJudgeRequest = TestJudgeRequestDto;

/** get-submission-list filter (spec 01 §7); absent and empty values mean no filter. */
export type SubmissionListQuery = SubmissionListRequestDto;

/** The body actually sent: empty strings and nulls dropped, so the server sees only real filters. */
export function submissionListBody(query: SubmissionListQuery): SubmissionListQuery {
  const body: Record<string, unknown> & SubmissionListQuery = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** Submitting, self-tests, the status list, details, sharing, rejudge, manual and cancel judge (spec 01 §7 "Submissions"). */
export const submissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitProblemJudge: build.mutation<SubmitResultDto, SubmitRequest>({
      query: (body) => ({ url: 'submit-problem-judge', method: 'POST', body }),
      invalidatesTags: [{ type: 'Submission', id: 'LIST' }],
    }),
    submitProblemTestJudge: build.mutation<TestJudgeStartedDto, TestJudgeRequest>({
      query: (body) => ({ url: 'submit-problem-test-judge', method: 'POST', body }),
    }),
    // Polled by the caller, so a mutation: every call goes to the server.
    getTestJudgeResult: build.mutation<TestJudgeResultDto, string>({
      query: (testJudgeKey) => ({ url: 'get-test-judge-result', method: 'GET', params: { testJudgeKey } }),
    }),
    getSubmissionList: build.query<SubmissionListDto, SubmissionListQuery>({
      query: (query) => ({ url: 'get-submission-list', method: 'POST', body: submissionListBody(query) }),
      providesTags: (result) => [
        { type: 'Submission', id: 'LIST' },
        ...(result?.records ?? []).map((record) => ({ type: 'Submission' as const, id: record.submitId })),
      ],
    }),
    // Polled while submissions are in progress (spec 01 §4).
    checkSubmissionsStatus: build.mutation<Record<string, SubmissionSummaryDto>, StatusCheckRequestDto>({
      query: (body) => ({ url: 'check-submissions-status', method: 'POST', body }),
    }),
    getSubmissionDetail: build.query<SubmissionDetailResponseDto, number>({
      query: (submitId) => ({ url: 'get-submission-detail', params: { submitId } }),
      providesTags: (_result, _error, submitId) => [{ type: 'Submission', id: submitId }],
    }),
    getAllCaseResult: build.query<CaseResultDto, number>({
      query: (submitId) => ({ url: 'get-all-case-result', params: { submitId } }),
      providesTags: (_result, _error, submitId) => [{ type: 'Submission', id: submitId }],
    }),
    updateSubmissionShare: build.mutation<null, ShareRequestDto>({
      query: (body) => ({ url: 'submission', method: 'PUT', body }),
      invalidatesTags: (_result, error, { submitId }) => (error ? [] : [{ type: 'Submission', id: submitId }]),
    }),
    rejudge: build.mutation<JudgeChangeDto, number>({
      query: (submitId) => ({ url: 'rejudge', method: 'GET', params: { submitId } }),
      invalidatesTags: (_result, error, submitId) => (error ? [] : [{ type: 'Submission', id: submitId }]),
    }),
    // Super admin only (spec 01 §4): a chosen final verdict (and score), marked manual.
    manualJudge: build.mutation<JudgeChangeDto, ManualJudgeRequestDto>({
      query: (body) => ({ url: 'admin/judge/manual-judge', method: 'PUT', body }),
      invalidatesTags: (_result, error, { submitId }) => (error ? [] : [{ type: 'Submission', id: submitId }]),
    }),
    // Super admin only: Cancelled, marked manual.
    cancelJudge: build.mutation<JudgeChangeDto, Pick<ManualJudgeRequestDto, 'submitId'>>({
      query: (body) => ({ url: 'admin/judge/cancel-judge', method: 'POST', body }),
      invalidatesTags: (_result, error, { submitId }) => (error ? [] : [{ type: 'Submission', id: submitId }]),
    }),
  }),
});

export const {
  useSubmitProblemJudgeMutation,
  useSubmitProblemTestJudgeMutation,
  useGetTestJudgeResultMutation,
  useGetSubmissionListQuery,
  useCheckSubmissionsStatusMutation,
  useGetSubmissionDetailQuery,
  useGetAllCaseResultQuery,
  useUpdateSubmissionShareMutation,
  useRejudgeMutation,
  useManualJudgeMutation,
  useCancelJudgeMutation,
} = submissionApi;
