import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@oj/contracts';
import { createSseEventParser, openLiveChannel, parseLiveEvent } from '../src/live.ts';
import type { LiveChannel, LiveChannelOptions, LiveState } from '../src/live.ts';
import { setRequestLanguage } from '../src/core.ts';

const encoder = new TextEncoder();

describe('createSseEventParser', () => {
  it('reads events, data lines, comments and retry across pieces cut anywhere', () => {
    const text =
      'retry: 3000\nevent: ready\ndata: {"topics":["user.u1"]}\n\n: ping\n\nevent: live\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 7\ndata:plain\n\nevent: ignored-without-data\n\nretry: soon\nevent: end\ndata: {"reason":"expired"}\n\n';
    const whole = createSseEventParser()(text);
    for (let size = 1; size <= 9; size += 1) {
      const parse = createSseEventParser();
      const events = [];
      let comments = 0;
      let retry: number | null = null;
      for (let start = 0; start < text.length; start += size) {
        const chunk = parse(text.slice(start, start + size));
        events.push(...chunk.events);
        comments += chunk.comments;
        retry = chunk.retryMs ?? retry;
      }
      expect({ events, comments, retry }, `pieces of ${size}`).toEqual({ events: whole.events, comments: whole.comments, retry: whole.retryMs });
    }
    expect(whole.events).toEqual([
      { event: 'ready', data: '{"topics":["user.u1"]}' },
      { event: 'live', data: '{"a":\n1}' },
      { event: 'message', data: 'plain' },
      { event: 'end', data: '{"reason":"expired"}' },
    ]);
    expect(whole.comments).toBe(1);
    expect(whole.retryMs).toBe(3000);
  });

  it('keeps an unfinished event for the next piece', () => {
    const parse = createSseEventParser();
    expect(parse('event: live\ndata: {}').events).toEqual([]);
    expect(parse('\n').events).toEqual([]);
    expect(parse('\n').events).toEqual([{ event: 'live', data: '{}' }]);
  });
});

describe('parseLiveEvent', () => {
  it('takes the known kinds and leaves out the rest', () => {
    expect(parseLiveEvent('{"topic":"contest.1","kind":"board","data":{"cid":1,"version":2}}')).toEqual({
      topic: 'contest.1',
      kind: 'board',
      data: { cid: 1, version: 2 },
    });
    expect(parseLiveEvent('{"topic":"contest.1","kind":"fireworks","data":{}}')).toBeNull();
    expect(parseLiveEvent('{"topic":"contest.1","kind":"board"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });
});

/** A response body the test writes to. */
function streamBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    stream,
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
    // What fetch does to the body when its signal aborts.
    abort: () => controller?.error(new DOMException('The operation was aborted', 'AbortError')),
  };
}

type Answer = { kind: 'stream'; headers?: Record<string, string> } | { kind: 'status'; status: number } | { kind: 'network' };

/** A fetch answering each call with the next scripted answer (the last one repeats). */
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; headers: Headers; signal: AbortSignal | undefined; body: ReturnType<typeof streamBody> | null }[] = [];
  const fetchFn = ((request: Request) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)] ?? { kind: 'network' };
    const call = {
      url: request.url,
      headers: request.headers,
      signal: request.signal as AbortSignal | undefined,
      body: null as ReturnType<typeof streamBody> | null,
    };
    calls.push(call);
    if (answer.kind === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (answer.kind === 'status')
      return Promise.resolve(
        new Response(JSON.stringify({ status: answer.status, msg: 'no', data: null }), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    const body = streamBody();
    call.body = body;
    request.signal.addEventListener('abort', () => {
      body.abort();
    });
    return Promise.resolve(new Response(body.stream, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', ...answer.headers } }));
  }) as typeof fetch;
  return { fetchFn, calls };
}

/** Real timers, 100 times faster (the retry delays are seconds). */
const fastTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms / 100),
  clearTimeout: (handle: unknown) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('openLiveChannel', () => {
  let channel: LiveChannel | null = null;
  afterEach(() => {
    channel?.close();
    channel = null;
    setRequestLanguage(null);
  });

  function open(answers: Answer[], overrides: Partial<LiveChannelOptions> = {}) {
    const script = scriptedFetch(answers);
    const states: LiveState[] = [];
    const events: LiveEvent[] = [];
    const seen = { resyncs: 0, unauthorized: [] as string[], refreshed: [] as string[] };
    channel = openLiveChannel({
      topics: ['contest.2', 'contest.1', 'contest.2'],
      getToken: () => 'token-1',
      onEvent: (event) => events.push(event),
      onStateChange: (state) => states.push(state),
      onResync: () => {
        seen.resyncs += 1;
      },
      onUnauthorized: (token) => seen.unauthorized.push(token),
      onTokenRefreshed: (token) => seen.refreshed.push(token),
      baseUrl: 'http://oj.test/api/',
      fetchFn: script.fetchFn,
      timers: fastTimers,
      random: () => 0,
      fallbackAfterMs: 4_000,
      ...overrides,
    });
    return { ...script, states, events, seen };
  }

  it('opens the stream with the token, the language and its topics, and hands over live events once ready', async () => {
    setRequestLanguage('zh-CN');
    const run = open([{ kind: 'stream', headers: { authorization: 'token-2' } }]);
    await until(() => run.calls[0]?.body !== undefined && run.calls[0].body !== null);
    const call = run.calls[0];
    expect(call?.url).toBe('http://oj.test/api/live?topics=contest.1%2Ccontest.2');
    expect(call?.headers.get('authorization')).toBe('token-1');
    expect(call?.headers.get('accept-language')).toBe('zh-CN');
    call?.body?.push('retry: 2000\nevent: ready\ndata: {"topics":["user.u","contest.1","contest.2"]}\n\n');
    await until(() => channel?.state === 'live');
    expect(run.seen).toEqual({ resyncs: 1, unauthorized: [], refreshed: ['token-2'] });
    call?.body?.push('event: live\ndata: {"topic":"contest.1","kind":"announcement","data":{"cid":1,"id":4,"title":"T","gmtCreate":"x"}}\n\n');
    call?.body?.push('event: live\ndata: {"topic":"contest.1","kind":"unheard-of","data":{}}\n\n: ping\n\nevent: resync\ndata: {}\n\n');
    await until(() => run.seen.resyncs === 2);
    expect(run.events.map((event) => event.kind)).toEqual(['announcement']);
    expect(run.states).toEqual(['live']);
  });

  it('reconnects at once when the server ends the stream at its lifetime, without falling back', async () => {
    const run = open([{ kind: 'stream' }]);
    await until(() => run.calls[0]?.body !== null && run.calls.length === 1);
    run.calls[0]?.body?.push('event: ready\ndata: {"topics":[]}\n\nevent: end\ndata: {"reason":"expired"}\n\n');
    run.calls[0]?.body?.close();
    await until(() => run.calls.length === 2);
    await until(() => run.calls[1]?.body !== null);
    run.calls[1]?.body?.push('event: ready\ndata: {"topics":[]}\n\n');
    await until(() => run.seen.resyncs === 2);
    expect(run.states).toEqual(['live', 'connecting', 'live']);
  });

  it('falls back while the server cannot be reached, retrying with backoff, and goes live when it answers', async () => {
    const run = open([{ kind: 'network' }, { kind: 'network' }, { kind: 'status', status: 503 }, { kind: 'stream' }], { fallbackAfterMs: 1_000 });
    await until(() => channel?.state === 'fallback');
    await until(() => run.calls.length === 4 && run.calls[3]?.body !== null, 5_000);
    run.calls[3]?.body?.push('event: ready\ndata: {"topics":[]}\n\n');
    await until(() => channel?.state === 'live');
    expect(run.states).toEqual(['fallback', 'live']);
  });

  it('stops at a refusal: a 401 reports the token sent and waits for reconnect()', async () => {
    const run = open([{ kind: 'status', status: 401 }, { kind: 'stream' }]);
    await until(() => channel?.state === 'fallback');
    expect(run.seen.unauthorized).toEqual(['token-1']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run.calls).toHaveLength(1);
    channel?.reconnect();
    await until(() => run.calls.length === 2 && run.calls[1]?.body !== null);
    run.calls[1]?.body?.push('event: ready\ndata: {"topics":[]}\n\n');
    await until(() => channel?.state === 'live');
  });

  it('does not connect without a token', async () => {
    const run = open([{ kind: 'stream' }], { getToken: () => null });
    await until(() => channel?.state === 'fallback');
    expect(run.calls).toHaveLength(0);
  });

  it('reconnects once for a changed set of topics, and not for the same set', async () => {
    const run = open([{ kind: 'stream' }]);
    await until(() => run.calls.length === 1);
    channel?.setTopics(['contest.1', 'contest.2']);
    channel?.setTopics(['contest.2', 'contest.1']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run.calls).toHaveLength(1);
    channel?.setTopics(['contest.9']);
    channel?.setTopics(['contest.9', 'contest.3']);
    await until(() => run.calls.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run.calls.map((call) => call.url.split('?')[1])).toEqual(['topics=contest.1%2Ccontest.2', 'topics=contest.3%2Ccontest.9']);
    expect(run.calls[0]?.signal?.aborted).toBe(true);
  });

  it('takes a silent stream for dead and opens a new one', async () => {
    const run = open([{ kind: 'stream' }], { idleTimeoutMs: 2_000 });
    await until(() => run.calls[0]?.body !== null && run.calls.length === 1);
    run.calls[0]?.body?.push('event: ready\ndata: {"topics":[]}\n\n');
    await until(() => run.calls.length === 2, 3_000);
    expect(run.calls[0]?.signal?.aborted).toBe(true);
  });
});
