// The copies of a group's problems for a training clone, asked of the gateway, the problem tables' one
// writer (docs/architecture.md, "Cloning a group's trainings"): one NATS request per problem on
// `subjects.problemCopy`, answered by one gateway of the queue group, as judge-dispatch asks a judge node
// to compile a checker (service-kit checker-compile-request.ts).
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ProblemCopyReplySchema, TrainingAdminMessage as M, problemCopyRefusalMessage } from '@oj/contracts';
import type { ProblemCopyRequest } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';

/** What asking for a copy needs. */
export type CopyAskDeps = Pick<Deps, 'nats' | 'natsNames'>;

/**
 * How long one copy may take: the gateway streams the problem's test data from one object to another, a
 * few seconds for hundreds of megabytes; a copy that answers later is still made and is found by a retry.
 */
export const PROBLEM_COPY_TIMEOUT_MS = 120_000;

const replyChecker = TypeCompiler.Compile(ProblemCopyReplySchema);

/** The copy of a group problem in the target group (made now or by an earlier clone). */
export interface ProblemCopy {
  pid: number;
  problemId: string;
  reused: boolean;
}

/**
 * Asks a gateway to copy problem `request.pid` of group `sgid` into group `tgid`. Throws 503 (the
 * clone's "try again later") when no gateway answers, or in time; the gateway's refusal as its own
 * message (a problem without test data, a group gone).
 */
export async function askProblemCopy(deps: CopyAskDeps, request: ProblemCopyRequest, timeoutMs = PROBLEM_COPY_TIMEOUT_MS): Promise<ProblemCopy> {
  let payload: unknown;
  try {
    const reply = await deps.nats().request(deps.natsNames.subjects.problemCopy, JSON.stringify(request), { timeout: timeoutMs });
    payload = reply.json();
  } catch (error) {
    throw fail(M.cloneCopyUnavailable, { cause: error });
  }
  if (!replyChecker.Check(payload)) throw fail(M.cloneCopyUnavailable, { cause: new Error('malformed problem copy reply') });
  if (payload.ok) return { pid: payload.pid, problemId: payload.problemId, reused: payload.reused };
  throw fail(problemCopyRefusalMessage(payload.refusal) ?? M.cloneCopyUnavailable, { cause: new Error(`problem copy refused: ${payload.refusal.code}`) });
}
