/**
 * Answers checker compile requests (`subjects.checkerCompile`, queue group CHECKER_COMPILE_QUEUE):
 * NATS hands each request to one node of the group, which compiles in its sandbox and replies with
 * a `CheckerCompileReply`. No stream is involved: a request nobody answers fails at the asker
 * (no responders, or its timeout), which then tells the admin no judge node is available.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { CHECKER_COMPILE_QUEUE, CheckerCompileRequestSchema } from '@oj/contracts';
import type { CheckerCompileReply, CheckerCompileRequest, NatsNames } from '@oj/contracts';
import { serveQueueRequests } from '@oj/service-kit/no-database';
import type { QueueResponder } from '@oj/service-kit/no-database';
import type { WorkerLog } from './types.ts';

/** Compiles one program: an answer for the code, or a throw when the node itself failed. */
export type CompileChecker = (request: CheckerCompileRequest) => Promise<{ ok: boolean; message: string }>;

/** What the responder needs. */
export interface CompileResponderOptions {
  nc: NatsConnection;
  names: NatsNames;
  compile: CompileChecker;
  nodeId: string;
  log: WorkerLog;
  /** Compiles run at once on this node; further requests wait their turn (default 1). */
  concurrency?: number;
}

/** A running responder: `stop` stops taking requests and waits for those in hand to be answered. */
export type CompileResponder = QueueResponder;

const requestChecker = TypeCompiler.Compile(CheckerCompileRequestSchema);

function decode(msg: Msg): CheckerCompileRequest | string {
  let payload: unknown;
  try {
    payload = msg.json();
  } catch {
    return 'Malformed compile request: not JSON';
  }
  if (requestChecker.Check(payload)) return payload;
  const error = requestChecker.Errors(payload).First();
  return `Malformed compile request: ${error ? `${error.path || '/'}: ${error.message}` : 'not a compile request'}`;
}

/** Subscribes to compile requests in the judge nodes' queue group and answers each. */
export function startCompileResponder(options: CompileResponderOptions): CompileResponder {
  const { nc, names, compile, nodeId, log } = options;
  const limit = Math.max(1, options.concurrency ?? 1);
  let running = 0;
  const waiting: (() => void)[] = [];

  const reply = (msg: Msg, answer: Omit<CheckerCompileReply, 'judger'>): void => {
    try {
      msg.respond(JSON.stringify({ ...answer, judger: nodeId } satisfies CheckerCompileReply));
    } catch (error) {
      log.warn({ err: error }, 'could not answer a checker compile request');
    }
  };

  const handle = async (msg: Msg): Promise<void> => {
    const request = decode(msg);
    if (typeof request === 'string') {
      reply(msg, { ok: false, message: request });
      return;
    }
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      reply(msg, await compile(request));
    } catch (error) {
      log.error({ err: error }, 'checker compile failed on this node');
      reply(msg, { ok: false, message: `The judge node could not compile: ${error instanceof Error ? error.message : String(error)}`, nodeFailure: true });
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  return serveQueueRequests({ nc, subject: names.subjects.checkerCompile, queue: CHECKER_COMPILE_QUEUE, what: 'checker compile', log, handle });
}
