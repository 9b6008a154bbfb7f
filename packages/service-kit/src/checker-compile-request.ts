/**
 * Asks one judge node to compile a checker or interactor: a NATS request on `subjects.checkerCompile`,
 * which the nodes answer in a queue group (docs/judge-node.md, "Compiling a checker on request"). Used by
 * judge-dispatch's compile routes and by the gateway's problem import.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { NatsConnection } from '@nats-io/transport-node';
import { CheckerCompileReplySchema, SubmissionMessage } from '@oj/contracts';
import type { CheckerCompileReply, CheckerCompileRequest, NatsNames } from '@oj/contracts';
import { fail } from './errors.ts';

const replyChecker = TypeCompiler.Compile(CheckerCompileReplySchema);

/**
 * The node's answer. Throws a 503 when no node is subscribed (NATS answers "no responders" at
 * once), when none answers within `timeoutMs`, or when the answering node's sandbox failed.
 */
export async function compileOnJudgeNode(
  nc: NatsConnection,
  names: NatsNames,
  request: CheckerCompileRequest,
  timeoutMs: number,
): Promise<CheckerCompileReply> {
  let payload: unknown;
  try {
    const reply = await nc.request(names.subjects.checkerCompile, JSON.stringify(request), { timeout: timeoutMs });
    payload = reply.json();
  } catch (error) {
    throw fail(SubmissionMessage.noJudgeNode, { cause: error });
  }
  if (!replyChecker.Check(payload)) throw fail(SubmissionMessage.judgeNodeFailed, { cause: new Error('malformed compile reply') });
  if (payload.nodeFailure === true) throw fail(SubmissionMessage.judgeNodeFailed, { cause: new Error(payload.message) });
  return payload;
}
