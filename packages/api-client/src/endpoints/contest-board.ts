import type {
  ContestAcInfoPageDto,
  ContestPagedQueryDto,
  ContestPrintPageDto,
  RejudgeProblemResultDto,
  ScoreboardPageDto,
  ScoreboardQueryDto,
  ScrollBoardDto,
  ScrollBoardQueryDto,
} from '@oj/contracts';
import { api } from '../api.ts';
import { DOWNLOAD_TIMEOUT_MS } from '../config.ts';

const boardTag = (cid: number) => ({ type: 'Rank' as const, id: `contest-${cid}` });
const printTag = (cid: number) => ({ type: 'Contest' as const, id: `print-${cid}` });
const acInfoTag = (cid: number) => ({ type: 'Contest' as const, id: `ac-info-${cid}` });

/**
 * The contest's scoreboards, scroll board, print requests, AC info and problem rejudge (spec 02 §7).
 * Contest info and problems are `@oj/api-client/contest`'s.
 */
export const contestBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContestRank: build.query<ScoreboardPageDto, ScoreboardQueryDto>({
      query: (body) => ({ url: 'get-contest-rank', method: 'POST', body }),
      providesTags: (_result, _error, { cid }) => [boardTag(cid)],
    }),
    // The outside view: open to visitors when the contest has openRank.
    getContestOutsideScoreboard: build.query<ScoreboardPageDto, ScoreboardQueryDto>({
      query: (body) => ({ url: 'get-contest-outside-scoreboard', method: 'POST', body }),
      providesTags: (_result, _error, { cid }) => [boardTag(cid)],
    }),
    // Contest admins, ACM contests: the frozen board and the sealed submissions to reveal.
    getContestScrollBoard: build.query<ScrollBoardDto, ScrollBoardQueryDto>({
      query: (params) => ({ url: 'get-contest-scroll-board', params }),
      providesTags: (_result, _error, { cid }) => [boardTag(cid)],
    }),
    submitPrintText: build.mutation<null, { cid: number; content: string }>({
      query: (body) => ({ url: 'submit-print-text', method: 'POST', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [printTag(cid)]),
    }),
    getContestPrint: build.query<ContestPrintPageDto, ContestPagedQueryDto>({
      query: (params) => ({ url: 'get-contest-print', params }),
      providesTags: (_result, _error, { cid }) => [printTag(cid)],
    }),
    checkContestPrintStatus: build.mutation<null, { id: number; cid: number }>({
      query: (body) => ({ url: 'check-contest-print-status', method: 'PUT', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [printTag(cid)]),
    }),
    // The request's text as a file (an attachment, not an envelope); a refusal is an envelope.
    downloadContestPrintText: build.mutation<string, { id: number }>({
      query: (params) => ({ url: 'file/download-contest-print-text', params, responseHandler: 'content-type', timeout: DOWNLOAD_TIMEOUT_MS }),
      extraOptions: { raw: true },
    }),
    getContestAcInfo: build.query<ContestAcInfoPageDto, ContestPagedQueryDto>({
      query: (params) => ({ url: 'get-contest-ac-info', params }),
      providesTags: (_result, _error, { cid }) => [acInfoTag(cid)],
    }),
    checkContestAcInfo: build.mutation<null, { id: number; cid: number; checked: boolean }>({
      query: (body) => ({ url: 'check-contest-ac-info', method: 'PUT', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [acInfoTag(cid)]),
    }),
    // Super admin: every submission of one contest problem goes back to judging.
    rejudgeContestProblem: build.mutation<RejudgeProblemResultDto, { cid: number; pid: number }>({
      query: (body) => ({ url: 'admin/judge/rejudge-contest-problem', method: 'POST', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [{ type: 'Submission', id: 'LIST' }, boardTag(cid)]),
    }),
  }),
});

export const {
  useGetContestRankQuery,
  useGetContestOutsideScoreboardQuery,
  useGetContestScrollBoardQuery,
  useSubmitPrintTextMutation,
  useGetContestPrintQuery,
  useCheckContestPrintStatusMutation,
  useDownloadContestPrintTextMutation,
  useGetContestAcInfoQuery,
  useCheckContestAcInfoMutation,
  useRejudgeContestProblemMutation,
} = contestBoardApi;
