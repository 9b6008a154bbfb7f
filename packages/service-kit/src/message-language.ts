import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localiseServerMessage, requestLanguage, serverMessageText } from '@oj/i18n/server';
import type { ServerLanguage } from '@oj/i18n/server';
import { ResultStatus } from '@oj/contracts';
import type { MessageParams, ServerMessage } from '@oj/contracts';
import { envelopeMessage } from './envelope.ts';

export { localiseServerMessage, requestLanguage, serverMessageText };
export type { ServerLanguage };

/*
 * Decision: handlers and errors send declared messages (a stable code and its values, with the
 * English text in `msg`); the language is applied once, at the edge,
 * by a preSerialization hook on the root. Fastify runs it for every object payload before the
 * response schema's serializer, which covers route replies, the error handler's replies (they go
 * through reply.send too), the 404 handler and the frameworkErrors handler. Strings, buffers and
 * streams are left alone: that includes the split-mode proxy's answers, which the owning service
 * already translated, because the proxy forwards Accept-Language with the other request headers.
 */

interface EnvelopeLike {
  status: number;
  msg: string;
  msgCode?: unknown;
  msgParams?: MessageParams;
}

function isEnvelope(payload: unknown): payload is EnvelopeLike {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const candidate = payload as Partial<EnvelopeLike>;
  return typeof candidate.status === 'number' && typeof candidate.msg === 'string';
}

/** The language of a request's `msg`: its Accept-Language header, en-US without one. */
export function languageOf(request: FastifyRequest): ServerLanguage {
  return requestLanguage(request.headers['accept-language']);
}

/** Adds Accept-Language to the Vary header once, keeping what is there. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (text === '') {
    reply.header('vary', 'Accept-Language');
    return;
  }
  if (text.split(',').some((name) => ['accept-language', '*'].includes(name.trim().toLowerCase()))) return;
  reply.header('vary', `${text}, Accept-Language`);
}

/**
 * The `msg` of an envelope in `language`: from the code and values of its declared message (the
 * `msgCode` of a failure, the hidden message of a success `ok` built). An envelope without one
 * (not built by `ok` or the error handler) keeps its text.
 */
function localisedMsg(payload: EnvelopeLike, language: ServerLanguage): string {
  if (typeof payload.msgCode === 'string') return serverMessageText(payload.msgCode, payload.msgParams, language) ?? payload.msg;
  const declared = envelopeMessage(payload);
  if (declared !== undefined) return localiseServerMessage(declared, language);
  return payload.msg;
}

/** The envelope with its `msg` in `language`; the same object when nothing changes. */
export function localiseEnvelope<T>(payload: T, language: ServerLanguage): T {
  if (!isEnvelope(payload)) return payload;
  const msg = localisedMsg(payload, language);
  // A copy: a handler may hand out a shared object, which must stay English for the next request.
  return msg === payload.msg ? payload : { ...payload, msg };
}

/** Rewrites the `msg` of every envelope into the request's language before it is serialised. */
export const messageLanguagePlugin = fp(
  (app, _options, done) => {
    app.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, next: (error: null, payload: unknown) => void) => {
      if (!isEnvelope(payload)) {
        next(null, payload);
        return;
      }
      varyOnLanguage(reply);
      next(null, localiseEnvelope(payload, languageOf(request)));
    });
    done();
  },
  { name: 'oj-message-language', fastify: '5.x' },
);

/** The text of a success envelope around `data`'s JSON text, its `msg` in `language`. */
export function okJsonText(message: ServerMessage, language: ServerLanguage, dataJson: string): string {
  return `{"status":${String(ResultStatus.Success)},"msg":${JSON.stringify(localiseServerMessage(message, language))},"data":${dataJson}}`;
}
