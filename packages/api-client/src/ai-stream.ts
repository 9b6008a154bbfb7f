import type { UnknownAction } from '@reduxjs/toolkit';
import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import type { AiProblemQueryDto, AiSubmissionQueryDto } from '@oj/contracts';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from './config.ts';
import { apiError, errorFromHttp, unwrapEnvelope } from './errors.ts';
import type { ApiError } from './errors.ts';
import { getRequestLanguage } from './request-language.ts';
import { sessionCleared, tokenAdopted } from './session.ts';
import { getToken, setToken } from './storage.ts';

// The optional AI helpers (spec 01 §7 "AI (event streams)"). They answer with server-sent events,
// which RTK Query cannot stream, so this is a plain fetch that reads the body as it arrives.

/** The four AI helpers, named as their paths below /api/ai. */
export type AiKind = 'explain-problem' | 'explain-ce' | 'provide-idea' | 'perfect-code';

/** The query of each helper: the problem's numeric id, or the submission's id. */
export type AiParams<K extends AiKind = AiKind> = K extends 'explain-problem' ? AiProblemQueryDto : AiSubmissionQueryDto;

/** Options of streamAi; tests pass baseUrl, fetchFn and tokens. */
export interface StreamAiOptions {
  /** Called with each piece of the answer, in order. */
  onChunk: (text: string) => void;
  /** Aborting stops the stream; streamAi then rejects with a DOMException named AbortError. */
  signal?: AbortSignal;
  /** Receives sessionCleared on a 401 and tokenAdopted on a refreshed token, like the base query's. */
  dispatch?: (action: UnknownAction) => unknown;
  /** Longest wait for the response and then between two pieces, in ms. */
  idleTimeoutMs?: number;
  baseUrl?: string;
  fetchFn?: typeof fetch;
  tokens?: { get: () => string | null; set: (token: string | null) => void };
}

/** The marker that ends a complete answer. */
export const AI_DONE_MARKER = '[DONE]';

/** Path below /api of a helper with its query: `ai/explain-ce?submitId=5`. */
export function aiPathOf<K extends AiKind>(kind: K, params: AiParams<K>): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `ai/${kind}?${query.toString()}`;
}

/**
 * Splits a server-sent event stream into the data of its events. Feed it decoded text in pieces of
 * any size; it returns the events each piece completes (several `data:` lines join with "\n").
 */
export function createSseParser(): (text: string) => string[] {
  let buffer = '';
  let data: string[] = [];
  return (text) => {
    buffer += text;
    const events: string[] = [];
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      // A "\r" at the very end may be the first half of "\r\n": wait for the next piece.
      if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) events.push(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
      // Comments (":") and the event, id and retry fields carry nothing the helpers use.
      newline = buffer.search(/\r\n|\r|\n/);
    }
    return events;
  };
}

/** What one event says: a piece of text, a failure, the end, or nothing (an empty delta). */
type AiEvent = { type: 'text'; text: string } | { type: 'error'; msg: string } | { type: 'done' } | { type: 'none' };

function readEvent(data: string): AiEvent {
  if (data.trim() === AI_DONE_MARKER) return { type: 'done' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { type: 'error', msg: '' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { type: 'error', msg: '' };
  if ('error' in parsed) {
    const { error } = parsed;
    return { type: 'error', msg: typeof error === 'string' ? error : '' };
  }
  const choices = 'choices' in parsed && Array.isArray(parsed.choices) ? (parsed.choices as unknown[]) : [];
  const first = choices[0] as { delta?: { content?: unknown } } | undefined;
  const content = first?.delta?.content;
  return typeof content === 'string' && content !== '' ? { type: 'text', text: content } : { type: 'none' };
}

/**
 * How streamAi fails: an Error (so it carries a stack and can be thrown) with exactly the fields
 * of the ApiError the base query yields, so isApiError accepts it and the UI words it the same way.
 */
export class AiStreamError extends Error implements ApiError {
  readonly kind: ApiError['kind'];
  readonly msg: string;
  readonly messageKey: ApiError['messageKey'];
  readonly httpStatus?: number;
  readonly status?: number;
  readonly code?: string;
  readonly msgCode?: string;
  readonly msgParams?: Readonly<Record<string, string | number>>;
  readonly admin: boolean;

  constructor(error: ApiError) {
    super(error.msg || error.messageKey);
    this.name = 'AiStreamError';
    this.kind = error.kind;
    this.msg = error.msg;
    this.messageKey = error.messageKey;
    if (error.httpStatus !== undefined) this.httpStatus = error.httpStatus;
    if (error.status !== undefined) this.status = error.status;
    if (error.code !== undefined) this.code = error.code;
    if (error.msgCode !== undefined) this.msgCode = error.msgCode;
    if (error.msgParams !== undefined) this.msgParams = error.msgParams;
    this.admin = error.admin;
  }
}

function failure(kind: ApiError['kind'], fields: Parameters<typeof apiError>[1] = {}): AiStreamError {
  return new AiStreamError(apiError(kind, fields));
}

/** True for the rejection of an aborted call (a DOMException named AbortError, from any realm). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The AI answer was stopped', 'AbortError');
}

/** Awaits a promise, failing early on abort or after timeoutMs without progress. */
function guarded<T>(promise: Promise<T>, signal: AbortSignal | undefined, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    const timer = setTimeout(() => {
      finish();
      reject(failure('timeout'));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    promise.then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(error instanceof Error || isAbortError(error) ? (error as Error) : new Error(String(error)));
      },
    );
  });
}

async function refusalOf(response: Response): Promise<AiStreamError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: errorFromHttp falls back to the status alone.
  }
  if (response.ok) {
    // A 200 that is not an event stream: an envelope refusing the call, or something broken.
    const unwrapped = unwrapEnvelope(body, false);
    return new AiStreamError('error' in unwrapped ? unwrapped.error : apiError('server', { httpStatus: response.status }));
  }
  return new AiStreamError(errorFromHttp(response.status, body, false));
}

/**
 * Asks an AI helper and streams its answer into onChunk. Resolves at the [DONE] marker; rejects
 * with an ApiError (as the base query's) when the call is refused, the stream reports an error or
 * breaks off, and with an AbortError when the signal aborts. Like the base query it sends the
 * token and the request language, drops the token on a 401 and adopts a refreshed one; it never
 * shows messages.
 */
export async function streamAi<K extends AiKind>(kind: K, params: AiParams<K>, options: StreamAiOptions): Promise<void> {
  const { signal, onChunk, dispatch } = options;
  const timeoutMs = options.idleTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const tokens = options.tokens ?? {
    get: () => getToken(),
    set: (token: string | null) => {
      setToken(token);
    },
  };
  const baseUrl = options.baseUrl ?? (typeof location === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL, location.origin).href);
  const fetchFn = options.fetchFn ?? fetch;

  const headers = new Headers({ accept: 'text/event-stream', [URL_TYPE_HEADER]: 'general' });
  const tokenAtSend = tokens.get();
  if (tokenAtSend) headers.set(AUTH_HEADER, tokenAtSend);
  const language = getRequestLanguage();
  if (language !== null) headers.set('accept-language', language);
  const url = `${baseUrl.replace(/\/+$/, '')}/${aiPathOf(kind, params)}`;

  if (signal?.aborted) throw abortError();
  let response: Response;
  try {
    response = await guarded(fetchFn(new Request(url, { method: 'GET', headers, ...(signal ? { signal } : {}) })), signal, timeoutMs);
  } catch (error) {
    if (isAbortError(error)) throw abortError();
    throw error instanceof AiStreamError ? error : failure('network');
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('text/event-stream') || !response.body) {
    const error = await refusalOf(response);
    if (error.kind === 'unauthorized' && tokenAtSend && tokens.get() === tokenAtSend) {
      // Only drop the token that failed; one adopted meanwhile is still good.
      tokens.set(null);
      dispatch?.(sessionCleared());
    }
    throw error;
  }
  const refreshed = response.headers.get(REFRESH_TOKEN_HEADER);
  if (refreshed && refreshed !== tokenAtSend && tokens.get() === tokenAtSend) {
    tokens.set(refreshed);
    dispatch?.(tokenAdopted(refreshed));
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parse = createSseParser();
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await guarded(reader.read(), signal, timeoutMs);
      } catch (error) {
        if (isAbortError(error)) throw abortError();
        throw error instanceof AiStreamError ? error : failure('network', { httpStatus: response.status });
      }
      const text = step.done ? decoder.decode() + '\n\n' : decoder.decode(step.value, { stream: true });
      for (const data of parse(text)) {
        const event = readEvent(data);
        if (event.type === 'done') return;
        if (event.type === 'error') throw failure(event.msg ? 'business' : 'server', { msg: event.msg, httpStatus: response.status });
        if (event.type === 'text') onChunk(event.text);
      }
      // The body ended without [DONE]: the answer was cut off.
      if (step.done) throw failure('network', { httpStatus: response.status });
    }
  } finally {
    // Closes the connection when we stop early (done marker, error or abort).
    reader.cancel().catch(() => undefined);
  }
}
