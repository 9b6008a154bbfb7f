// The group problem use cases beyond the shared save (admin-problem save.ts with a GroupScope):
// changing the auth and applying to go public. Each starts from the problem the viewer administers
// (context.ts `administeredProblem`), so the group rules are asked once.
import type { Deps } from '../../deps.ts';
import { isSelectableGroupProblemAuth } from '@oj/access';
import { ApplyPublicProgress, GroupMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { changeProblemAuth } from '../admin-problem/use-cases.ts';
import type { GroupProblemContext } from './context.ts';
import { administeredProblem } from './context.ts';

/** PUT /group/change-problem-auth: public (1) or private (2); contest (3) is shown by the selector but never chosen. */
export async function changeGroupProblemAuth(deps: Pick<Deps, 'db' | 'log'>, context: GroupProblemContext, pid: number, auth: number): Promise<void> {
  if (!isSelectableGroupProblemAuth(auth)) throw fail(GroupMessage.problemAuthNotSelectable);
  await administeredProblem(deps.db, context, pid);
  await changeProblemAuth(deps, pid, auth, context.actor.username ?? '');
}

/**
 * PUT /group/apply-public (spec 03 §4 "Problem apply-public status"): `flag` true asks for the
 * problem to join the public bank (none or refused → 1 applying), false withdraws a waiting
 * request (1 → none). The back office examines the requests (admin-problem group-problems).
 */
export async function applyPublic(deps: Pick<Deps, 'db'>, context: GroupProblemContext, pid: number, flag: boolean): Promise<ServerMessage> {
  const problem = await administeredProblem(deps.db, context, pid);
  const progress = problem.applyPublicProgress;
  if (progress === ApplyPublicProgress.Public) throw fail(GroupMessage.alreadyPublic);
  if (flag && progress === ApplyPublicProgress.Applying) throw fail(GroupMessage.alreadyApplyingPublic);
  if (!flag && progress !== ApplyPublicProgress.Applying) throw fail(GroupMessage.notApplyingPublic);
  await deps.db
    .getRepository(ProblemEntity)
    .update({ id: pid }, { applyPublicProgress: flag ? ApplyPublicProgress.Applying : null, modifiedUser: context.actor.username ?? '' });
  return flag ? GroupMessage.applyPublicDone : GroupMessage.applyPublicCancelled;
}
