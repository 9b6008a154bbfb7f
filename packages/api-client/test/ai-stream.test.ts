import { afterEach, describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AiStreamError, createSseParser, isAbortError, streamAi } from '../src/ai-stream.ts';
import type { StreamAiOptions } from '../src/ai-stream.ts';
import { isApiError, setRequestLanguage } from '../src/core.ts';
import { fetchStub, json, tokenBox } from './helpers.ts';

// The AI helpers stream server-sent events (spec 01 §7); the stubbed bodies below arrive in pieces
// cut at awkward places: inside "data:", inside the JSON, between "\r" and "\n", inside a UTF-8 character.

const encoder = new TextEncoder();

function event(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

/** Splits bytes at the given offsets. */
function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const end of [...at, bytes.length]) {
    pieces.push(bytes.slice(start, end));
    start = end;
  }
  return pieces;
}

/** A stream the test feeds piece by piece, and whose cancellation it can observe. */
function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    stream,
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
    isCancelled: () => cancelled,
  };
}

function sse(body: ReadableStream<Uint8Array> | Uint8Array[], headers: Record<string, string> = {}): Response {
  const stream = Array.isArray(body)
    ? new ReadableStream<Uint8Array>({
        start: (controller) => {
          for (const piece of body) controller.enqueue(piece);
          controller.close();
        },
      })
    : body;
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', ...headers } });
}

function options(fetchFn: typeof fetch, tokens = tokenBox('tok'), extra: Partial<StreamAiOptions> = {}) {
  const chunks: string[] = [];
  const actions: UnknownAction[] = [];
  const opts: StreamAiOptions = {
    onChunk: (text) => chunks.push(text),
    dispatch: (action) => actions.push(action),
    baseUrl: 'http://oj.test/api',
    fetchFn,
    tokens,
    ...extra,
  };
  return { opts, chunks, actions };
}

afterEach(() => {
  setRequestLanguage(null);
});

describe('createSseParser', () => {
  it('joins the pieces of events split anywhere and ignores comments and other fields', () => {
    const parse = createSseParser();
    expect(parse(': keep-alive\n\nda')).toEqual([]);
    expect(parse('ta: {"a":')).toEqual([]);
    expect(parse('1}\r')).toEqual([]);
    expect(parse('\n\r\nevent: x\ndata:two\ndata: lines\n')).toEqual(['{"a":1}']);
    expect(parse('\n')).toEqual(['two\nlines']);
    expect(parse('id: 7\n\n')).toEqual([]);
  });

  it('does not take a "\\r\\n" split in two for two line ends', () => {
    const parse = createSseParser();
    expect(parse('data: x\r')).toEqual([]);
    expect(parse('\ndata: y\r')).toEqual([]);
    expect(parse('\n\r')).toEqual([]);
    expect(parse('\n')).toEqual(['x\ny']);
  });
});

describe('streamAi (spec 01 §7)', () => {
  it('sends the token, language and query, and streams chunks cut at awkward bytes until [DONE]', async () => {
    setRequestLanguage('zh-CN');
    const text = `${event('快速')}${event('排序 ')}${event('')}data: {"choices":[{"delta":{"content":"is O(n log n)"}}]}\r\n\r\n${event('.')}data: [DONE]\n\n${event('ignored')}`;
    const bytes = encoder.encode(text);
    const at = (piece: string, plus: number) => encoder.encode(text.slice(0, text.indexOf(piece))).length + plus;
    // Cut inside "data", inside both 3-byte characters, inside the JSON, between "\r" and "\n", and byte by byte near the end.
    const offsets = [
      2,
      at('快', 1),
      at('速', 2),
      at('排', 1),
      at('is O', 3),
      at('\r\n', 1),
      at('\r\n\r\n', 3),
      ...Array.from({ length: 20 }, (_, i) => bytes.length - 30 + i),
    ];
    const { fetchFn, seen } = fetchStub(() => sse(cut(bytes, offsets)));
    const { opts, chunks } = options(fetchFn);
    await streamAi('explain-problem', { pid: 12 }, opts);
    expect(chunks.join('')).toBe('快速排序 is O(n log n).');
    expect(chunks).not.toContain('ignored');
    expect(seen[0]?.url).toBe('http://oj.test/api/ai/explain-problem?pid=12');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.get('authorization')).toBe('tok');
    expect(seen[0]?.headers.get('accept-language')).toBe('zh-CN');
    expect(seen[0]?.headers.get('accept')).toBe('text/event-stream');
  });

  it('delivers each chunk as it arrives, before the stream ends', async () => {
    const body = controlledStream();
    const { fetchFn, seen } = fetchStub(() => sse(body.stream));
    const { opts, chunks } = options(fetchFn);
    const done = streamAi('provide-idea', { submitId: 5 }, opts);
    body.push(event('first'));
    await expect.poll(() => chunks).toEqual(['first']);
    body.push(event('second'));
    await expect.poll(() => chunks).toEqual(['first', 'second']);
    body.push('data: [DONE]\n\n');
    await done;
    expect(seen[0]?.url).toBe('http://oj.test/api/ai/provide-idea?submitId=5');
    // The connection is closed once the marker is read.
    await expect.poll(() => body.isCancelled()).toBe(true);
  });

  it('rejects with the server message when the stream reports an error, keeping what came before', async () => {
    const { fetchFn } = fetchStub(() => sse([encoder.encode(`${event('partial')}data: {"error":"The AI service is busy"}\n\ndata: [DONE]\n\n`)]));
    const { opts, chunks } = options(fetchFn);
    const error: unknown = await streamAi('perfect-code', { submitId: 3 }, opts).catch((e: unknown) => e);
    expect(chunks).toEqual(['partial']);
    expect(error).toBeInstanceOf(AiStreamError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'business', msg: 'The AI service is busy', messageKey: 'errors.business', admin: false });
  });

  it('rejects when the stream ends without [DONE] or sends something unreadable', async () => {
    const cutShort = fetchStub(() => sse([encoder.encode(event('half an ans'))]));
    const first = options(cutShort.fetchFn);
    await expect(streamAi('explain-ce', { submitId: 1 }, first.opts)).rejects.toMatchObject({ kind: 'network', messageKey: 'errors.network' });
    expect(first.chunks).toEqual(['half an ans']);

    const garbage = fetchStub(() => sse([encoder.encode('data: {not json\n\n')]));
    await expect(streamAi('explain-ce', { submitId: 1 }, options(garbage.fetchFn).opts)).rejects.toMatchObject({ kind: 'server', msg: '' });
  });

  it('stops on abort: rejects with AbortError and closes the stream', async () => {
    const body = controlledStream();
    const { fetchFn } = fetchStub(() => sse(body.stream));
    const controller = new AbortController();
    const { opts, chunks } = options(fetchFn, tokenBox('tok'), { signal: controller.signal });
    const done = streamAi('provide-idea', { submitId: 5 }, opts);
    body.push(event('one'));
    await expect.poll(() => chunks).toEqual(['one']);
    controller.abort();
    const error: unknown = await done.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await expect.poll(() => body.isCancelled()).toBe(true);
    expect(chunks).toEqual(['one']);
  });

  it('does not call at all when already aborted', async () => {
    const { fetchFn, seen } = fetchStub(() => sse([]));
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await streamAi('explain-problem', { pid: 1 }, options(fetchFn, tokenBox('tok'), { signal: controller.signal }).opts).catch(
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it('maps a 401 envelope like the base query: drops the failed token and clears the session', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 401, msg: 'Please login first', data: null }, 401));
    const tokens = tokenBox('tok');
    const { opts, actions } = options(fetchFn, tokens);
    await expect(streamAi('explain-problem', { pid: 1 }, opts)).rejects.toMatchObject({
      kind: 'unauthorized',
      msg: 'Please login first',
      httpStatus: 401,
      status: 401,
    });
    expect(tokens.get()).toBeNull();
    expect(actions.map((action) => action.type)).toEqual(['session/sessionCleared']);
  });

  it('keeps a token adopted while a refused call was on its way', async () => {
    const tokens = tokenBox('old');
    const { fetchFn } = fetchStub(() => {
      tokens.set('new');
      return json({ status: 401, msg: '', data: null }, 401);
    });
    const { opts, actions } = options(fetchFn, tokens);
    await expect(streamAi('explain-problem', { pid: 1 }, opts)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(tokens.get()).toBe('new');
    expect(actions).toEqual([]);
  });

  it('maps 403, 400 and 500 envelopes to forbidden, business and server errors', async () => {
    const answers = [
      json({ status: 403, msg: 'AI chat is not enabled', data: null }, 403),
      json({ status: 400, msg: 'submitId is required', data: null }, 400),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ];
    const { fetchFn } = fetchStub(() => answers.shift() ?? json(null, 500));
    const tokens = tokenBox('tok');
    const { opts, actions } = options(fetchFn, tokens);
    await expect(streamAi('explain-ce', { submitId: 1 }, opts)).rejects.toMatchObject({ kind: 'forbidden', msg: 'AI chat is not enabled', httpStatus: 403 });
    await expect(streamAi('explain-ce', { submitId: 1 }, opts)).rejects.toMatchObject({ kind: 'business', msg: 'submitId is required' });
    await expect(streamAi('explain-ce', { submitId: 1 }, opts)).rejects.toMatchObject({ kind: 'server', msg: '', httpStatus: 502 });
    expect(tokens.get()).toBe('tok');
    expect(actions).toEqual([]);
  });

  it('treats a 200 JSON envelope refusing the call as that business error', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 400, msg: 'Too many questions today', data: null }));
    await expect(streamAi('provide-idea', { submitId: 2 }, options(fetchFn).opts)).rejects.toMatchObject({ kind: 'business', msg: 'Too many questions today' });
  });

  it('adopts a refreshed token sent with the stream', async () => {
    const { fetchFn } = fetchStub(() => sse([encoder.encode('data: [DONE]\n\n')], { authorization: 'fresh' }));
    const tokens = tokenBox('tok');
    const { opts, actions } = options(fetchFn, tokens);
    await streamAi('explain-problem', { pid: 1 }, opts);
    expect(tokens.get()).toBe('fresh');
    expect(actions).toEqual([{ type: 'session/tokenAdopted', payload: 'fresh' }]);
  });

  it('fails with network when the request cannot be sent, and with timeout when nothing arrives', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(streamAi('explain-problem', { pid: 1 }, options(offline).opts)).rejects.toMatchObject({ kind: 'network' });

    const body = controlledStream();
    const { fetchFn } = fetchStub(() => sse(body.stream));
    const slow = options(fetchFn, tokenBox(null), { idleTimeoutMs: 50 });
    await expect(streamAi('explain-problem', { pid: 1 }, slow.opts)).rejects.toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout' });
  });
});
