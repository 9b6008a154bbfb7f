import type {
  DifficultyDto,
  LanguageDto,
  ProblemCodeTemplateDto,
  ProblemDetailResponseDto,
  ProblemListDto,
  ProblemStatusDto,
  RecentProblemDto,
  TagClassificationGroupDto,
  TagDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** get-problem-list filters (spec 01 §7); empty values are left out of the query. */
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
export interface UserProblemStatusQuery {
  pidList: readonly number[];
  isContestProblemList?: boolean;
  cid?: number | null;
  gid?: number | null;
  containsEnd?: boolean;
}

/** get-last-ac-code answer. */
export interface LastAcCode {
  code: string;
  language: string;
}

/** The query string of get-problem-list: empty filters dropped, tag ids as a JSON list. */
export function problemListParams(query: ProblemListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
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
      providesTags: (result) => [
        { type: 'Problem', id: 'LIST' },
        ...(result?.records ?? []).map((record) => ({ type: 'Problem' as const, id: record.pid })),
      ],
    }),
    getRandomProblem: build.mutation<{ problemId: string }, undefined>({
      query: () => ({ url: 'get-random-problem', method: 'GET' }),
    }),
    getProblemDetail: build.query<ProblemDetailResponseDto, { problemId: string; gid?: number }>({
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
    getLanguages: build.query<LanguageDto[], { all?: boolean; pid?: number } | undefined>({
      query: (params) => ({ url: 'languages', params: params ?? {} }),
      // The language list changes rarely (spec 01 §3: cached locally).
      keepUnusedDataFor: 3600,
      providesTags: ['Language'],
    }),
    getAllProblemTags: build.query<TagDto[], { oj?: string } | undefined>({
      query: (params) => ({ url: 'get-all-problem-tags', params: params ?? {} }),
      providesTags: [{ type: 'ProblemTag', id: 'LIST' }],
    }),
    getProblemTagsAndClassification: build.query<TagClassificationGroupDto[], { oj?: string } | undefined>({
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
    getLastAcCode: build.mutation<LastAcCode, { pid: number; cid?: number }>({
      query: (params) => ({ url: 'get-last-ac-code', method: 'GET', params }),
    }),
    getRecentUpdatedProblems: build.query<RecentProblemDto[], undefined>({
      query: () => 'get-recent-updated-problem',
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
} = problemApi;
