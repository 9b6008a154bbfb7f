import type { CompileCheckerRequestDto, RejudgeProblemsResultDto } from '@oj/contracts';
import { api } from '../api.ts';

/** compile-spj / compile-interactive body: the program, its checker language and judge-side extra files (e.g. testlib.h). */
export type CompileCheckerRequest = CompileCheckerRequestDto;

/**
 * The back office's judge calls of issue 11: compiling a special judge or interactor on a judge node
 * before a problem is saved (any admin role; a refusal carries the compiler's message as `msg`, shown
 * in the 'Compile Error' dialog; 503 when no judge node answers), and rejudging whole problems (super
 * admin; one result per problem).
 */
export const adminJudgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    compileSpj: build.mutation<null, CompileCheckerRequest>({
      query: (body) => ({ url: 'admin/problem/compile-spj', method: 'POST', body }),
    }),
    compileInteractive: build.mutation<null, CompileCheckerRequest>({
      query: (body) => ({ url: 'admin/problem/compile-interactive', method: 'POST', body }),
    }),
    rejudgeProblems: build.mutation<RejudgeProblemsResultDto, number[]>({
      query: (pids) => ({ url: 'admin/judge/rejudge-problems', method: 'POST', body: { pids } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Submission', id: 'LIST' }]),
    }),
  }),
});

export const { useCompileSpjMutation, useCompileInteractiveMutation, useRejudgeProblemsMutation } = adminJudgeApi;
