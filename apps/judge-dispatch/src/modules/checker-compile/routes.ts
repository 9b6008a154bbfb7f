import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ADMIN_ROLES, CompileCheckerRequestSchema, GroupCompileCheckerRequestSchema, GroupMessage, SubmissionMessage, isAdminRole } from '@oj/contracts';
import type { CompileCheckerRequestDto, Envelope } from '@oj/contracts';
import { groupSight } from '@oj/db/reads';
import { extraFileProblems, findLanguage } from '@oj/judge-core';
import { TOKEN_SECURITY, compileOnJudgeNode, markCheckerCompiled, ok, openCheckerCompiledBucket, fail } from '@oj/service-kit';
import { responses } from '../../schemas.ts';
import { claimCompile } from './limits.ts';

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
 * Compiles a checker or interactor on a judge node, in its sandbox, exactly as before judging: `ok`
 * with 'Compiled Successfully', and the program marked compiled (`markCheckerCompiled`, read by the
 * problem save); 400 with the compiler's message; 503 when no judge node answers.
 */
async function compileChecker(deps: Deps, body: CompileCheckerRequestDto, uid: string): Promise<Envelope<null>> {
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
}

/** compile-spj and compile-interactive of the back office (spec 03 §4 "Judge mode", §8): any admin role. */
export const checkerCompileRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  const schema = { tags: ['problem', 'admin'], security: TOKEN_SECURITY, body: CompileCheckerRequestSchema, response: responses(Type.Null()) };
  app.post('/admin/problem/compile-spj', { schema: { ...schema, summary: 'Compile a special judge checker on a judge node' } }, (request) =>
    compileChecker(deps, request.body, request.user.uid),
  );
  app.post('/admin/problem/compile-interactive', { schema: { ...schema, summary: 'Compile an interactor on a judge node' } }, (request) =>
    compileChecker(deps, request.body, request.user.uid),
  );
};

/**
 * The same compiles for a group's problem editor (spec 03 §7 "Group problems": compile-spj and
 * compile-interactive with the groupID): admin roles, or a group admin (4, 5) of `gid` (the
 * community's published facts, `groupSight`); anyone else 403.
 */
export const groupCheckerCompileRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);
  const schema = { tags: ['problem', 'group'], security: TOKEN_SECURITY, body: GroupCompileCheckerRequestSchema, response: responses(Type.Null()) };
  const guard = async (request: { user: { uid: string; roles: number[] }; body: { gid: number } }): Promise<void> => {
    const { uid, roles } = request.user;
    if (roles.some(isAdminRole)) return;
    if (!(await groupSight(deps.db, request.body.gid, { uid, roles })).admin) throw fail(GroupMessage.adminOnly);
  };
  app.post('/group/compile-spj', { schema: { ...schema, summary: 'Compile a group problem’s special judge on a judge node' }, preHandler: guard }, (request) =>
    compileChecker(deps, request.body, request.user.uid),
  );
  app.post(
    '/group/compile-interactive',
    { schema: { ...schema, summary: 'Compile a group problem’s interactor on a judge node' }, preHandler: guard },
    (request) => compileChecker(deps, request.body, request.user.uid),
  );
};
