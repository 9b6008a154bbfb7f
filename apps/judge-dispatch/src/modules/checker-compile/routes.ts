import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ADMIN_ROLES, CompileCheckerRequestSchema, SubmissionMessage } from '@oj/contracts';
import type { CompileCheckerRequestDto } from '@oj/contracts';
import { extraFileProblems, findLanguage } from '@oj/judge-core';
import { TOKEN_SECURITY, markCheckerCompiled, ok, openCheckerCompiledBucket, fail } from '@oj/service-kit';
import { responses } from '../../schemas.ts';
import { claimCompile } from './limits.ts';
import { compileOnJudgeNode } from './node-request.ts';

/** The compiled binary's name on the judge node; an extra file may not take it either. */
const JUDGE_PROGRAM_NAME = 'judge-program';

/** Refuses what no judge node could compile, before asking one. */
function checkRequest(body: CompileCheckerRequestDto): Record<string, string> {
  const language = findLanguage(body.language);
  if (!language?.spj || !language.compileArgv) throw fail(SubmissionMessage.checkerLanguageNotSupported);
  if (body.code.trim() === '') throw fail(SubmissionMessage.checkerCodeEmpty);
  const extraFiles = body.extraFiles ?? {};
  if (extraFileProblems(extraFiles, [language.srcName, language.exeName, JUDGE_PROGRAM_NAME]).length > 0) {
    throw fail(SubmissionMessage.extraFileNameInvalid);
  }
  return extraFiles;
}

/**
 * compile-spj and compile-interactive (spec 03 §4 "Judge mode", §8): the checker or interactor is
 * compiled on a judge node, in its sandbox, exactly as before judging. `ok` with 'Compiled
 * Successfully', and the program marked compiled (`markCheckerCompiled`, read by the problem save);
 * 400 with the compiler's message; 503 when no judge node answers. Any admin role.
 */
export const checkerCompileRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  const schema = { tags: ['problem', 'admin'], security: TOKEN_SECURITY, body: CompileCheckerRequestSchema, response: responses(Type.Null()) };

  const compile = async (body: CompileCheckerRequestDto, uid: string) => {
    const extraFiles = checkRequest(body);
    if (!(await claimCompile(await deps.rateLimits(), uid))) throw fail(SubmissionMessage.compileTooFast);
    const reply = await compileOnJudgeNode(
      deps.nats(),
      deps.natsNames,
      { language: body.language, code: body.code, extraFiles },
      deps.settings.checkerCompileTimeoutMs,
    );
    if (!reply.ok) throw fail(SubmissionMessage.checkerCompileFailed(reply.message));
    await markCheckerCompiled(await openCheckerCompiledBucket(deps.js(), deps.natsNames), body.language, body.code);
    return ok(null, SubmissionMessage.compiled);
  };

  app.post('/admin/problem/compile-spj', { schema: { ...schema, summary: 'Compile a special judge checker on a judge node' } }, (request) =>
    compile(request.body, request.user.uid),
  );
  app.post('/admin/problem/compile-interactive', { schema: { ...schema, summary: 'Compile an interactor on a judge node' } }, (request) =>
    compile(request.body, request.user.uid),
  );
};
