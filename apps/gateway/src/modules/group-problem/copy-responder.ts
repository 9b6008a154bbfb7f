// Answers the contest service's problem copy requests (`subjects.problemCopy`, queue group
// PROBLEM_COPY_QUEUE): NATS hands each request to one gateway, which copies the problem (copy.ts) and
// replies with a `ProblemCopyReply`. No stream: a request no gateway answers fails at the asker (no
// responders, or its timeout), which then refuses the clone as "try again later". The same shape as the
// judge nodes' checker compile responder.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { PROBLEM_COPY_QUEUE, ProblemCopyRequestSchema, ServiceMessage } from '@oj/contracts';
import type { NatsNames, ProblemCopyReply, ProblemCopyRequest, ServerMessage } from '@oj/contracts';
import { AppError, serveQueueRequests } from '@oj/service-kit';
import type { QueueResponder } from '@oj/service-kit';
import type { CopiedProblem } from './copy.ts';

/** A running responder: `stop` stops taking requests and waits for those in hand to be answered. */
export type ProblemCopyResponder = QueueResponder;

const requestChecker = TypeCompiler.Compile(ProblemCopyRequestSchema);

function decode(msg: Msg): ProblemCopyRequest | null {
  try {
    const payload: unknown = msg.json();
    return requestChecker.Check(payload) ? payload : null;
  } catch {
    return null;
  }
}

function refusal(message: ServerMessage): ProblemCopyReply {
  return { ok: false, refusal: { code: message.code, ...(message.params ? { params: message.params } : {}) } };
}

/** Subscribes to problem copy requests in the gateways' queue group and answers each with `copy`'s result or refusal. */
export function startProblemCopyResponder(options: {
  nc: NatsConnection;
  names: NatsNames;
  copy: (request: ProblemCopyRequest) => Promise<CopiedProblem>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): ProblemCopyResponder {
  const { nc, names, copy, log } = options;

  const reply = (msg: Msg, answer: ProblemCopyReply): void => {
    try {
      msg.respond(JSON.stringify(answer));
    } catch (error) {
      log.warn({ err: error }, 'could not answer a problem copy request');
    }
  };

  const handle = async (msg: Msg): Promise<void> => {
    const request = decode(msg);
    if (request === null) {
      reply(msg, refusal(ServiceMessage.invalidRequest));
      return;
    }
    try {
      reply(msg, { ok: true, ...(await copy(request)) });
    } catch (error) {
      if (error instanceof AppError) {
        reply(msg, refusal(error.serverMessage));
        return;
      }
      log.error({ err: error, request: { sgid: request.sgid, tgid: request.tgid, pid: request.pid } }, 'problem copy failed');
      reply(msg, refusal(ServiceMessage.serverError));
    }
  };

  return serveQueueRequests({ nc, subject: names.subjects.problemCopy, queue: PROBLEM_COPY_QUEUE, what: 'problem copy', log, handle });
}
