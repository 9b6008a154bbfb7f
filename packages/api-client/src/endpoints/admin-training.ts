import type {
  AdminTrainingDto,
  AdminTrainingListDto,
  AdminTrainingListQueryDto,
  AdminTrainingProblemListDto,
  AdminTrainingProblemListQueryDto,
  TrainingCategoryDto,
  TrainingCategoryFormDto,
  TrainingFormDto,
  TrainingUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';

const ADMIN_LIST = { type: 'Training' as const, id: 'ADMIN_LIST' };
// The user site's list reads the same rows: a change drops it too.
const PUBLIC_LIST = { type: 'Training' as const, id: 'LIST' };
const CATEGORIES = { type: 'TrainingCategory' as const, id: 'LIST' };
const problemsTag = (tid: number) => ({ type: 'Training' as const, id: `ADMIN-PROBLEMS-${tid}` });

/** Drops empty filters, so the server sees only real ones. */
function present<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** The back office's trainings, categories and training problems (spec 03 §2.10, §5; docs/api.md "Trainings"). */
export const adminTrainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTrainingList: build.query<AdminTrainingListDto, AdminTrainingListQueryDto>({
      query: (params) => ({ url: 'admin/training/get-training-list', params: present(params) }),
      providesTags: [ADMIN_LIST],
    }),
    getAdminTraining: build.query<AdminTrainingDto, number>({
      query: (tid) => ({ url: 'admin/training', params: { tid } }),
      providesTags: (_result, _error, tid) => [{ type: 'Training', id: tid }],
    }),
    addAdminTraining: build.mutation<AdminTrainingDto, TrainingFormDto>({
      query: (body) => ({ url: 'admin/training', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST]),
    }),
    updateAdminTraining: build.mutation<AdminTrainingDto, TrainingUpdateDto>({
      query: (body) => ({ url: 'admin/training', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Training', id: body.id }]),
    }),
    deleteAdminTraining: build.mutation<null, number>({
      query: (tid) => ({ url: 'admin/training', method: 'DELETE', params: { tid } }),
      invalidatesTags: (_result, error, tid) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Training', id: tid }]),
    }),
    changeTrainingVisible: build.mutation<null, { tid: number; visible: boolean }>({
      query: (body) => ({ url: 'admin/training/change-training-status', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Training', id: body.tid }]),
    }),
    getAdminTrainingCategories: build.query<TrainingCategoryDto[], undefined>({
      query: () => ({ url: 'admin/training/category' }),
      providesTags: [CATEGORIES],
    }),
    addTrainingCategory: build.mutation<TrainingCategoryDto, TrainingCategoryFormDto>({
      query: (body) => ({ url: 'admin/training/category', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES]),
    }),
    updateTrainingCategory: build.mutation<null, TrainingCategoryDto>({
      query: (body) => ({ url: 'admin/training/category', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES, ADMIN_LIST, PUBLIC_LIST]),
    }),
    deleteTrainingCategory: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/training/category', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [CATEGORIES]),
    }),
    getAdminTrainingProblems: build.query<AdminTrainingProblemListDto, AdminTrainingProblemListQueryDto>({
      query: (params) => ({ url: 'admin/training/get-problem-list', params: present(params) }),
      providesTags: (_result, _error, { tid }) => [problemsTag(tid)],
    }),
    addTrainingProblemFromPublic: build.mutation<null, { tid: number; pid: number; displayId: string }>({
      query: (body) => ({ url: 'admin/training/add-training-problem-from-public', method: 'POST', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), ADMIN_LIST, PUBLIC_LIST]),
    }),
    updateTrainingProblem: build.mutation<null, { tid: number; pid: number; rank: number; displayId?: string }>({
      query: (body) => ({ url: 'admin/training/update-training-problem', method: 'PUT', body }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid)]),
    }),
    removeTrainingProblem: build.mutation<null, { tid: number; pid: number }>({
      query: (params) => ({ url: 'admin/training/delete-training-problem', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { tid }) => (error ? [] : [problemsTag(tid), ADMIN_LIST, PUBLIC_LIST]),
    }),
  }),
});

export const {
  useGetAdminTrainingListQuery,
  useGetAdminTrainingQuery,
  useAddAdminTrainingMutation,
  useUpdateAdminTrainingMutation,
  useDeleteAdminTrainingMutation,
  useChangeTrainingVisibleMutation,
  useGetAdminTrainingCategoriesQuery,
  useAddTrainingCategoryMutation,
  useUpdateTrainingCategoryMutation,
  useDeleteTrainingCategoryMutation,
  useGetAdminTrainingProblemsQuery,
  useAddTrainingProblemFromPublicMutation,
  useUpdateTrainingProblemMutation,
  useRemoveTrainingProblemMutation,
} = adminTrainingApi;
