import type {
  BankQueryDto,
  DifficultyDto,
  LanguageDto,
  LanguagesQueryDto,
  LastAcCodeDto,
  LastAcCodeQueryDto,
  ProblemCodeTemplateDto,
  ProblemDetailQueryDto,
  ProblemDetailResponseDto,
  ProblemExtraFileQueryDto,
  ProblemListDto,
  ProblemListQueryDto,
  ProblemStatusDto,
  RandomProblemDto,
  RecentProblemDto,
  TagClassificationGroupDto,
  TagDto,
  UserProblemStatusRequestDto,
} from '@oj/contracts';
import { api } from '../api.ts';
import { DOWNLOAD_TIMEOUT_MS } from '../config.ts';

/**
 * The problem-list filters a page holds; problemListParams turns them into the get-problem-list
 * query of the contract (empty values left out, tag ids as one JSON list).
 */
// eslint-disable-next-line no-restricted-syntax -- the page's filter, not a wire shape: problemListParams makes the contract's query of it
export interface ProblemListQuery {
  keyword?: string;
  difficulty?: number | null;
  /** ALL (or empty), ME, or a remote judge key. */
  oj?: string;
  tagIds?: readonly number[];
  currentPage?: number;
  limit?: number;
}

/** get-user-problem-status body. */
export type UserProblemStatusQuery = UserProblemStatusRequestDto;

/** get-last-ac-code answer. */
export type LastAcCode = LastAcCodeDto;

/** The query string of get-problem-list: empty filters dropped, tag ids as a JSON list. */
export function problemListParams(query: ProblemListQuery): ProblemListQueryDto {
  const params: ProblemListQueryDto = {};
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  if (query.difficulty !== undefined && query.difficulty !== null) params.difficulty = query.difficulty;
  if (query.oj && query.oj.toUpperCase() !== 'ALL') params.oj = query.oj;
  if (query.tagIds && query.tagIds.length > 0) params.tagId = JSON.stringify(query.tagIds);
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  return params;
}

/** Problem bank, tags, languages and the caller's standing (spec 01 §7 "Problems and tags"). */
export const problemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProblemList: build.query<ProblemListDto, ProblemListQuery>({
      query: (query) => ({ url: 'get-problem-list', params: problemListParams(query) }),
      providesTags: (result) => [{ type: 'Problem', id: 'LIST' }, ...(result?.records ?? []).map((record) => ({ type: 'Problem' as const, id: record.pid }))],
    }),
    getRandomProblem: build.mutation<RandomProblemDto, undefined>({
      query: () => ({ url: 'get-random-problem', method: 'GET' }),
    }),
    getProblemDetail: build.query<ProblemDetailResponseDto, ProblemDetailQueryDto>({
      query: (params) => ({ url: 'get-problem-detail', params }),
      providesTags: (result) => (result ? [{ type: 'Problem', id: result.problem.id }] : []),
    }),
    getProblemCodeTemplates: build.query<ProblemCodeTemplateDto[], number>({
      query: (pid) => ({ url: 'get-problem-code-template', params: { pid } }),
    }),
    getProblemLanguages: build.query<LanguageDto[], number>({
      query: (pid) => ({ url: 'get-problem-languages', params: { pid } }),
      providesTags: ['Language'],
    }),
    getLanguages: build.query<LanguageDto[], LanguagesQueryDto | undefined>({
      query: (params) => ({ url: 'languages', params: params ?? {} }),
      // The language list changes rarely (spec 01 §3: cached locally).
      keepUnusedDataFor: 3600,
      providesTags: ['Language'],
    }),
    getAllProblemTags: build.query<TagDto[], BankQueryDto | undefined>({
      query: (params) => ({ url: 'get-all-problem-tags', params: params ?? {} }),
      providesTags: [{ type: 'ProblemTag', id: 'LIST' }],
    }),
    getProblemTagsAndClassification: build.query<TagClassificationGroupDto[], BankQueryDto | undefined>({
      query: (params) => ({ url: 'get-problem-tags-and-classification', params: params ?? {} }),
      providesTags: [{ type: 'ProblemTag', id: 'LIST' }],
    }),
    getDifficultyList: build.query<DifficultyDto[], undefined>({
      query: () => 'get-difficulty-list',
      keepUnusedDataFor: 3600,
    }),
    getUserProblemStatus: build.query<Record<string, ProblemStatusDto>, UserProblemStatusQuery>({
      query: (body) => ({ url: 'get-user-problem-status', method: 'POST', body }),
      providesTags: [{ type: 'Problem', id: 'STATUS' }],
    }),
    getLastAcCode: build.mutation<LastAcCode, LastAcCodeQueryDto>({
      query: (params) => ({ url: 'get-last-ac-code', method: 'GET', params }),
    }),
    getRecentUpdatedProblems: build.query<RecentProblemDto[], undefined>({
      query: () => 'get-recent-updated-problem',
    }),
    // A Problem Annex file's content (an attachment, not an envelope): the text on success; a
    // refusal is a JSON envelope, read for its msg as any other error.
    getProblemExtraFile: build.mutation<string, ProblemExtraFileQueryDto>({
      query: (params) => ({ url: 'get-problem-extra-file', method: 'GET', params, responseHandler: 'content-type', timeout: DOWNLOAD_TIMEOUT_MS }),
      extraOptions: { raw: true },
    }),
  }),
});

export const {
  useGetProblemListQuery,
  useGetRandomProblemMutation,
  useGetProblemDetailQuery,
  useGetProblemCodeTemplatesQuery,
  useGetProblemLanguagesQuery,
  useGetLanguagesQuery,
  useGetAllProblemTagsQuery,
  useGetProblemTagsAndClassificationQuery,
  useGetDifficultyListQuery,
  useGetUserProblemStatusQuery,
  useGetLastAcCodeMutation,
  useGetRecentUpdatedProblemsQuery,
  useGetProblemExtraFileMutation,
} = problemApi;
