import { AUTH_HEADER, LIVE_CHANNEL, LIVE_SSE_EVENTS, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import type { LiveEndReason, LiveEvent } from '@oj/contracts';
import { API_BASE_URL } from './config.ts';
import { browserTimers, reconnectDelayMs } from './live-retry.ts';
import type { LiveTimers } from './live-retry.ts';
import { createSseEventParser, endReasonOf, parseLiveEvent } from './live-sse.ts';
import { getRequestLanguage } from './request-language.ts';

export { LIVE_RETRY, reconnectDelayMs } from './live-retry.ts';
export type { LiveTimers } from './live-retry.ts';
export { createSseEventParser, parseLiveEvent } from './live-sse.ts';
export type { SseChunk, SseEvent } from './live-sse.ts';

// The live channel (docs/architecture.md, "The live channel"): one GET /api/live stream read with
// fetch (EventSource cannot send the Authorization header), reconnected with backoff. While it is not
// live, screens poll at the spec's intervals.

/** `live`: events arrive; `connecting`: (re)opening it; `fallback`: refused or failing for a while: poll. */
export type LiveState = 'live' | 'connecting' | 'fallback';

/** Options of `openLiveChannel`. */
export interface LiveChannelOptions {
  /** Contest topics (`contest.<cid>`); the user's own topic is implied by the token. */
  topics: readonly string[];
  /** The token to send, read at each (re)connect; none: no stream (`fallback`) until `reconnect()`. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onStateChange?: (state: LiveState) => void;
  /** The stream is (again) ready, or the server dropped events: refetch what is shown, as pushes may have been missed. */
  onResync?: () => void;
  /** The response carried a refreshed token (adopt it, as the base query does). */
  onTokenRefreshed?: (token: string) => void;
  /** The token sent was refused (401). */
  onUnauthorized?: (tokenSent: string) => void;
  /** Not live for this long means `fallback` (default 4 s). */
  fallbackAfterMs?: number;
  /** Silence (no event, no heartbeat) after which the stream counts as dead (default two heartbeats and 10 s). */
  idleTimeoutMs?: number;
  baseUrl?: string;
  fetchFn?: typeof fetch;
  timers?: LiveTimers;
  random?: () => number;
}

/** An open channel. */
export interface LiveChannel {
  readonly state: LiveState;
  /** Follows other topics from now on (reconnects when the set changed). */
  setTopics(topics: readonly string[]): void;
  /** Connects again now (after sign-in, or when the token changed). */
  reconnect(): void;
  close(): void;
}

const sorted = (topics: readonly string[]): string[] => [...new Set(topics)].sort();

/** Opens the live channel and keeps it open (reconnecting) until `close()`. */
export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const timers = options.timers ?? browserTimers;
  const random = options.random ?? Math.random;
  const fetchFn = options.fetchFn ?? ((request: Request) => fetch(request));
  const baseUrl = (options.baseUrl ?? (typeof location === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL, location.origin).href)).replace(/\/+$/, '');
  const fallbackAfterMs = options.fallbackAfterMs ?? 4_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 2 * LIVE_CHANNEL.heartbeatMs + 10_000;
  let topics = sorted(options.topics);
  let state: LiveState = 'connecting';
  let closed = false;
  let attempt: AbortController | null = null;
  let failures = 0;
  let retryHintMs: number = LIVE_CHANNEL.retryMs;
  const pending: { retry: unknown; fallback: unknown; idle: unknown } = { retry: null, fallback: null, idle: null };

  const clear = (name: keyof typeof pending): void => {
    if (pending[name] !== null) timers.clearTimeout(pending[name]);
    pending[name] = null;
  };
  const setState = (next: LiveState): void => {
    if (next === state) return;
    state = next;
    if (next === 'live') clear('fallback');
    options.onStateChange?.(next);
  };
  // Not live: `connecting` for a moment (a reconnect after the lifetime), `fallback` once it lasts.
  const notLive = (immediately = false): void => {
    if (immediately) {
      clear('fallback');
      setState('fallback');
      return;
    }
    if (state === 'live') setState('connecting');
    if (state === 'fallback' || pending.fallback !== null) return;
    pending.fallback = timers.setTimeout(() => {
      pending.fallback = null;
      if (state !== 'live') setState('fallback');
    }, fallbackAfterMs);
  };
  const schedule = (delayMs: number): void => {
    clear('retry');
    pending.retry = timers.setTimeout(() => {
      pending.retry = null;
      void connect();
    }, delayMs);
  };
  const deliver = (handler: (() => void) | undefined): void => {
    try {
      handler?.();
    } catch (error) {
      // A screen's bug must not break the stream; it still reaches the console.
      queueMicrotask(() => {
        throw error;
      });
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    attempt?.abort();
    const controller = new AbortController();
    attempt = controller;
    const token = options.getToken();
    if (token === null) {
      notLive(true);
      return;
    }
    notLive();
    const headers = new Headers({ accept: 'text/event-stream', [URL_TYPE_HEADER]: 'general', [AUTH_HEADER]: token });
    const language = getRequestLanguage();
    if (language !== null) headers.set('accept-language', language);
    const query = topics.length > 0 ? `?topics=${encodeURIComponent(topics.join(','))}` : '';
    let response: Response;
    try {
      response = await fetchFn(new Request(`${baseUrl}/live${query}`, { headers, signal: controller.signal, cache: 'no-store' }));
    } catch {
      if (controller === attempt) failed();
      return;
    }
    if (controller !== attempt) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      void response.body?.cancel().catch(() => undefined);
      if (response.status === 401) options.onUnauthorized?.(token);
      if ([400, 401, 403, 429].includes(response.status)) {
        notLive(true);
        schedule(reconnectDelayMs('refused', failures, retryHintMs, random()));
      } else failed();
      return;
    }
    const refreshed = response.headers.get(REFRESH_TOKEN_HEADER);
    if (refreshed && refreshed !== token) options.onTokenRefreshed?.(refreshed);
    await read(response.body, controller);
  }

  function failed(): void {
    failures += 1;
    notLive();
    schedule(reconnectDelayMs('failed', failures, retryHintMs, random()));
  }

  async function read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseEventParser();
    let endReason: LiveEndReason | null = null;
    const armIdle = (): void => {
      clear('idle');
      pending.idle = timers.setTimeout(() => {
        controller.abort();
        reader.cancel().catch(() => undefined);
      }, idleTimeoutMs);
    };
    armIdle();
    try {
      for (;;) {
        const step = await reader.read();
        if (step.done || controller !== attempt) break;
        armIdle();
        const chunk = parse(decoder.decode(step.value, { stream: true }));
        if (chunk.retryMs !== null) retryHintMs = chunk.retryMs;
        for (const event of chunk.events) {
          if (event.event === LIVE_SSE_EVENTS.ready) {
            failures = 0;
            setState('live');
            deliver(options.onResync);
          } else if (event.event === LIVE_SSE_EVENTS.live) {
            const parsed = parseLiveEvent(event.data);
            if (parsed)
              deliver(() => {
                options.onEvent(parsed);
              });
          } else if (event.event === LIVE_SSE_EVENTS.resync) deliver(options.onResync);
          else if (event.event === LIVE_SSE_EVENTS.end) endReason = endReasonOf(event.data);
        }
      }
    } catch {
      // Aborted (replaced, closed, silent too long) or broken off: decided below.
    } finally {
      if (controller === attempt) clear('idle');
      reader.cancel().catch(() => undefined);
    }
    if (closed || controller !== attempt) return;
    if (endReason === null) {
      failed();
      return;
    }
    notLive();
    schedule(reconnectDelayMs(endReason, failures, retryHintMs, random()));
  }

  void connect();
  return {
    get state() {
      return state;
    },
    setTopics(next) {
      const wanted = sorted(next);
      if (wanted.join(',') === topics.join(',')) return;
      topics = wanted;
      // Several screens mount at once: one reconnect for all their changes.
      schedule(50);
    },
    reconnect() {
      failures = 0;
      clear('retry');
      void connect();
    },
    close() {
      closed = true;
      attempt?.abort();
      attempt = null;
      clear('retry');
      clear('fallback');
      clear('idle');
    },
  };
}
