import type { ChatMessage } from './prompt.ts';

// The client of the OpenAI-compatible chat-completions API the super admin configured: one POST
// with `stream: true`, read as server-sent events, yielding the text of each `choices[0].delta`.

/** Settings of one upstream call. */
export interface UpstreamSettings {
  /** Base URL (`…/v1`) or the full `…/chat/completions` URL. */
  apiUrl: string;
  model: string;
  maxTokens: number;
  /** '' = no Authorization header (a local server without keys). */
  apiKey: string;
}

/** The upstream could not be reached, or refused, before its first byte: nothing was streamed yet. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

/** The upstream failed after the answer started (bad status mid-way, an error event, a broken connection). */
export class UpstreamStreamError extends Error {
  override name = 'UpstreamStreamError';
}

/** The URL chat completions are posted to. */
export function completionsUrl(apiUrl: string): string {
  const base = apiUrl.trim().replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** The request body sent upstream. */
export function completionsBody(settings: UpstreamSettings, messages: readonly ChatMessage[]): string {
  return JSON.stringify({ model: settings.model, messages, stream: true, max_tokens: settings.maxTokens });
}

/** What one `data:` line of the upstream carries. */
export type UpstreamEvent = { kind: 'text'; text: string } | { kind: 'done' } | { kind: 'error'; message: string } | { kind: 'other' };

/** Reads one `data:` payload of the upstream stream. */
export function parseUpstreamData(data: string): UpstreamEvent {
  const trimmed = data.trim();
  if (trimmed === '[DONE]') return { kind: 'done' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { kind: 'other' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'other' };
  const record = parsed as { error?: unknown; choices?: unknown };
  if (record.error !== undefined && record.error !== null) {
    const message = typeof record.error === 'string' ? record.error : (record.error as { message?: unknown }).message;
    return { kind: 'error', message: typeof message === 'string' ? message : 'error event' };
  }
  if (!Array.isArray(record.choices)) return { kind: 'other' };
  const delta = (record.choices[0] as { delta?: { content?: unknown } } | undefined)?.delta;
  return typeof delta?.content === 'string' && delta.content !== '' ? { kind: 'text', text: delta.content } : { kind: 'other' };
}

/** Splits a byte stream into the `data:` payloads of its events (multi-line data joined by '\n'). */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      // A '\r' that ends the buffer may be the first half of a CRLF still on its way.
      while (newline !== -1 && !(newline === buffer.length - 1 && buffer.endsWith('\r') && !done)) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        newline = buffer.search(/\r\n|\r|\n/);
      }
      if (done) break;
    }
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) yield data.join('\n');
  } finally {
    reader.releaseLock();
  }
}

/**
 * Opens the upstream stream: resolves once the upstream answered with a 2xx status (its headers
 * are the "first byte"), else throws UpstreamUnavailableError. `signal` aborts the whole call;
 * `firstByteTimeoutMs` bounds the wait for the answer's headers.
 */
export async function openCompletionStream(
  settings: UpstreamSettings,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
  firstByteTimeoutMs: number,
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (settings.apiKey !== '') headers.authorization = `Bearer ${settings.apiKey}`;
  // Its own controller: the first-byte timer must stop counting once the headers are in, while
  // `signal` keeps governing the body until the answer ends.
  const call = new AbortController();
  const forward = (): void => {
    call.abort(signal.reason);
  };
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  const firstByteTimeout = new Error('first byte timeout');
  const timer = setTimeout(() => {
    call.abort(firstByteTimeout);
  }, firstByteTimeoutMs);
  let response: Response;
  try {
    response = await fetch(completionsUrl(settings.apiUrl), {
      method: 'POST',
      headers,
      body: completionsBody(settings, messages),
      signal: call.signal,
      redirect: 'error',
    });
  } catch (error) {
    signal.removeEventListener('abort', forward);
    const reason =
      call.signal.reason === firstByteTimeout
        ? `no answer within ${firstByteTimeoutMs} ms`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    throw new UpstreamUnavailableError(reason, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || response.body === null) {
    let excerpt = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    // Some providers quote the key they were sent in their refusal.
    if (settings.apiKey !== '') excerpt = excerpt.replaceAll(settings.apiKey, '***');
    signal.removeEventListener('abort', forward);
    throw new UpstreamUnavailableError(`HTTP ${response.status}${excerpt === '' ? '' : `: ${excerpt}`}`);
  }
  return response.body;
}

/** The text pieces of an opened stream, in order, until `[DONE]` or its end. */
export async function* completionText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const data of sseData(body)) {
    const event = parseUpstreamData(data);
    if (event.kind === 'done') return;
    if (event.kind === 'error') throw new UpstreamStreamError(event.message);
    if (event.kind === 'text') yield event.text;
  }
}
