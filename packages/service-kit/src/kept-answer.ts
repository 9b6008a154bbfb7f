import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerMessage } from '@oj/contracts';
import { ServiceMessage } from './errors.ts';
import { languageOf, okJsonText, varyOnLanguage } from './message-language.ts';

/** Answers kept at most in one `KeptAnswers` (the oldest made going first). */
export const KEPT_ANSWERS_MAX = 64;

/**
 * Whole success answers kept encoded, by language and a key naming everything else they depend on:
 * what a kept page (one serialised once for many readers) gives most requests, sent as it is, with no
 * assembly, measuring or encoding per request. The owner drops it with what it was made from.
 */
export type KeptAnswers = Map<string, Buffer>;

/** One answer of a kept set: its key there, and its `data`'s JSON text, made when the set lacks it. */
export interface KeptAnswer {
  answers: KeptAnswers;
  key: string;
  dataJson: () => string;
}

/**
 * Sends the success envelope of a kept answer (`msg` in the request's language, `Vary:
 * Accept-Language`), making and keeping it on its first request. One `KeptAnswers` holds answers of
 * one message. The route's response schema does not apply to it; `dataJson` must match it.
 */
export function sendKeptOkJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  message: ServerMessage = ServiceMessage.success,
): FastifyReply {
  varyOnLanguage(reply);
  const language = languageOf(request);
  const key = `${language}\u0000${answer.key}`;
  let body = answer.answers.get(key);
  if (body === undefined) {
    body = Buffer.from(okJsonText(message, language, answer.dataJson()));
    if (answer.answers.size >= KEPT_ANSWERS_MAX) {
      const oldest = answer.answers.keys().next();
      if (oldest.done !== true) answer.answers.delete(oldest.value);
    }
    answer.answers.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
