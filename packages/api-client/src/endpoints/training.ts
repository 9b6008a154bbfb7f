import type {
  RegisterTrainingRequestDto,
  TrainingCategoryDto,
  TrainingDetailDto,
  TrainingListDto,
  TrainingListQueryDto,
  TrainingProblemDetailDto,
  TrainingProblemDto,
  TrainingRankDto,
  TrainingRankQueryDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** get-training-list query: empty filters dropped, the keyword trimmed. */
export function trainingListParams(query: TrainingListQueryDto): TrainingListQueryDto {
  const params: TrainingListQueryDto = {};
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.categoryId !== undefined && query.categoryId > 0) params.categoryId = query.categoryId;
  if (query.auth) params.auth = query.auth;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  return params;
}

const trainingTag = (tid: number) => ({ type: 'Training' as const, id: tid });
const problemsTag = (tid: number) => ({ type: 'Training' as const, id: `problems-${tid}` });
const rankTag = (tid: number) => ({ type: 'Training' as const, id: `rank-${tid}` });

/**
 * The training calls of a user (spec 02 §7 "Trainings"). Submitting is the core
 * submit-problem-judge with `tid`; a judged submission refreshes the problems and the rank.
 */
export const trainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainingCategories: build.query<TrainingCategoryDto[], undefined>({
      query: () => ({ url: 'get-training-category' }),
      providesTags: [{ type: 'TrainingCategory', id: 'LIST' }],
    }),
    getTrainingList: build.query<TrainingListDto, TrainingListQueryDto>({
      query: (query) => ({ url: 'get-training-list', params: trainingListParams(query) }),
      providesTags: [{ type: 'Training', id: 'LIST' }],
    }),
    getTrainingDetail: build.query<TrainingDetailDto, { tid: number }>({
      query: (params) => ({ url: 'get-training-detail', params }),
      providesTags: (_result, _error, { tid }) => [trainingTag(tid)],
    }),
    registerTraining: build.mutation<null, RegisterTrainingRequestDto>({
      query: (body) => ({ url: 'register-training', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [trainingTag(tid), problemsTag(tid), rankTag(tid), { type: 'Training', id: 'LIST' }]),
    }),
    getTrainingProblems: build.query<TrainingProblemDto[], { tid: number }>({
      query: (params) => ({ url: 'get-training-problem-list', params }),
      providesTags: (_result, _error, { tid }) => [problemsTag(tid)],
    }),
    // The statement as the training shows it; the answer has the shape of get-problem-detail.
    getTrainingProblemDetails: build.query<TrainingProblemDetailDto, { tid: number; problemId: string }>({
      query: (params) => ({ url: 'get-training-problem-details', params }),
      providesTags: (_result, _error, { tid, problemId }) => [{ type: 'Training', id: `problem-${tid}-${problemId}` }, problemsTag(tid)],
    }),
    getTrainingRank: build.query<TrainingRankDto, TrainingRankQueryDto>({
      query: (params) => ({ url: 'get-training-rank', params }),
      providesTags: (_result, _error, { tid }) => [rankTag(tid)],
    }),
  }),
});

export const {
  useGetTrainingCategoriesQuery,
  useGetTrainingListQuery,
  useGetTrainingDetailQuery,
  useRegisterTrainingMutation,
  useGetTrainingProblemsQuery,
  useGetTrainingProblemDetailsQuery,
  useGetTrainingRankQuery,
} = trainingApi;
