import type { ProblemImportJobDto, ProblemImportJobListDto, ProblemImportJobListQueryDto, ProblemImportStartDto } from '@oj/contracts';
import { api } from '../api.ts';

// Cache tags: each job under 'ProblemImport' by id, the list as 'LIST'. Starting a job changes both; a
// finished job adds problems, so the pages drop the problem lists themselves when they see it end.

/** The back office's problem import jobs (the package upload itself goes through @oj/manage's upload, for its progress). */
export const adminProblemImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProblemImportJob: build.query<ProblemImportJobDto, number>({
      query: (id) => ({ url: 'admin/problem/get-import-job', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'ProblemImport', id }],
    }),
    getProblemImportJobList: build.query<ProblemImportJobListDto, ProblemImportJobListQueryDto>({
      query: (params) => ({ url: 'admin/problem/get-import-job-list', params }),
      providesTags: [{ type: 'ProblemImport', id: 'LIST' }],
    }),
    startProblemImport: build.mutation<ProblemImportJobDto, ProblemImportStartDto>({
      query: (body) => ({ url: 'admin/problem/start-import', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'ProblemImport', id: body.jobId },
        { type: 'ProblemImport', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetProblemImportJobQuery, useGetProblemImportJobListQuery, useStartProblemImportMutation } = adminProblemImportApi;

/** The action that drops what a finished import changed: the problem lists and the job list. */
export function importFinished() {
  return api.util.invalidateTags([
    { type: 'Problem', id: 'ADMIN_LIST' },
    { type: 'Problem', id: 'LIST' },
    { type: 'ProblemImport', id: 'LIST' },
  ]);
}
