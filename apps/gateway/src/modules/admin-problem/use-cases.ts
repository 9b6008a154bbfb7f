import type { Deps } from '../../deps.ts';
import { ApplyPublicProgress, ProblemAuth, AdminProblemMessage as M } from '@oj/contracts';
import type { ChangeGroupProblemProgressDto, ProblemBatchOperationDto, ProblemBatchResultDto } from '@oj/contracts';
import { CodeTemplateEntity, ProblemCaseEntity, ProblemCountEntity, ProblemEntity, ProblemLanguageEntity, ProblemTagEntity } from '@oj/db';
import { AppError, fail } from '@oj/service-kit';
import { publicProblemListCache } from '../problem/index.ts';

/**
 * Deletes a problem and every gateway row about it (cases, tags, languages, templates, counters).
 * Its submissions stay: judge-dispatch owns them. Its test-data versions are no longer named by
 * any problem, so the test-data sweep removes them.
 */
export async function deleteProblem(deps: Pick<Deps, 'db' | 'log'>, pid: number): Promise<void> {
  await deps.db.transaction(async (manager) => {
    const problem = await manager.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
    if (!problem) throw fail(M.problemNotExists);
    for (const entity of [ProblemTagEntity, ProblemLanguageEntity, CodeTemplateEntity, ProblemCaseEntity]) await manager.getRepository(entity).delete({ pid });
    await manager.getRepository(ProblemCountEntity).delete({ pid });
    await manager.getRepository(ProblemEntity).delete({ id: pid });
  });
  publicProblemListCache(deps.db).clear();
}

/** PUT /admin/problem/change-problem-auth: 1 public, 2 private, 3 contest. */
export async function changeProblemAuth(deps: Pick<Deps, 'db' | 'log'>, pid: number, auth: number, username: string): Promise<void> {
  const result = await deps.db.getRepository(ProblemEntity).update({ id: pid }, { auth, modifiedUser: username });
  if (result.affected === 0) throw fail(M.problemNotExists);
  publicProblemListCache(deps.db).clear();
}

/** POST /admin/problem/batch-operation: each problem on its own, one result per problem in the order asked. */
export async function batchOperation(deps: Pick<Deps, 'db' | 'log'>, body: ProblemBatchOperationDto, username: string): Promise<ProblemBatchResultDto[]> {
  const auth = body.auth;
  if (body.action === 'visibility' && auth === undefined) throw fail(M.authRequired);
  const pids = [...new Set(body.pids)];
  const results: ProblemBatchResultDto[] = [];
  for (const pid of pids) {
    const problem = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: { id: true, problemId: true } });
    if (!problem) {
      results.push({ pid, problemId: null, ok: false, msg: M.problemNotExists.en });
      continue;
    }
    try {
      if (body.action === 'delete') await deleteProblem(deps, pid);
      else await changeProblemAuth(deps, pid, auth ?? ProblemAuth.Private, username);
      results.push({ pid, problemId: problem.problemId, ok: true, msg: (body.action === 'delete' ? M.deleted : M.updated).en });
    } catch (error) {
      // A refusal names itself; anything else is logged and reported without its details.
      if (!(error instanceof AppError)) deps.log.error({ err: error, pid }, 'batch operation failed');
      results.push({ pid, problemId: problem.problemId, ok: false, msg: error instanceof AppError ? error.message : M.batchFailed.en });
    }
  }
  return results;
}

/**
 * PUT /admin/group-problem/change-progress: approve (2, the problem joins the public bank: public,
 * no longer a group problem, its group kept as its origin) or refuse (3) a waiting request.
 */
export async function changeGroupProblemProgress(deps: Pick<Deps, 'db' | 'log'>, body: ChangeGroupProblemProgressDto, username: string): Promise<void> {
  await deps.db.transaction(async (manager) => {
    const problems = manager.getRepository(ProblemEntity);
    const problem = await problems.findOne({ where: { id: body.pid }, lock: { mode: 'pessimistic_write' } });
    if (!problem) throw fail(M.problemNotExists);
    if (problem.gid === null) throw fail(M.notGroupProblem);
    if (problem.applyPublicProgress !== ApplyPublicProgress.Applying) throw fail(M.notApplying);
    const approve = body.progress === ApplyPublicProgress.Public;
    await problems.update(
      { id: body.pid },
      approve
        ? { applyPublicProgress: ApplyPublicProgress.Public, isGroup: false, auth: ProblemAuth.Public, modifiedUser: username }
        : { applyPublicProgress: ApplyPublicProgress.Refused, modifiedUser: username },
    );
  });
  publicProblemListCache(deps.db).clear();
}
