/**
 * A checker or interactor compiled on request (the back office's compile-spj and compile-interactive):
 * exactly the build judging makes (`buildChecker`), so what compiles here compiles when judging, and
 * the binary is already in the node's cache for the first submission.
 */
import type { CheckerCompileRequest } from '@oj/contracts';
import { extraFileProblems, findLanguage } from '@oj/judge-core';
import { buildChecker } from './checker-build.ts';
import { JUDGE_BINARY } from './layout.ts';
import type { SandboxPool } from './pool.ts';

/** The outcome of a requested compile: compiled, or the compiler's message (or why it could not run). */
export interface CheckerCompileOutcome {
  ok: boolean;
  message: string;
}

/**
 * Compiles the program in the sandbox. A refusal of the request itself (language, file names) or
 * of the code is an answer; a sandbox failure (Docker, image) throws.
 */
export async function compileCheckerOnRequest(pool: SandboxPool, request: CheckerCompileRequest, cacheDir: string): Promise<CheckerCompileOutcome> {
  const language = findLanguage(request.language);
  if (!language?.spj || !language.compileArgv) return { ok: false, message: `Checker language not supported: ${request.language}` };
  const problems = extraFileProblems(request.extraFiles, [language.srcName, language.exeName, JUDGE_BINARY]);
  if (problems.length > 0) return { ok: false, message: problems.join('; ') };
  const build = await buildChecker(pool, { language: request.language, code: request.code }, request.extraFiles, cacheDir);
  if (build.ok) return { ok: true, message: 'Compiled Successfully' };
  return { ok: false, message: build.compilerOutput ?? build.message };
}
