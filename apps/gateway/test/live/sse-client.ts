import type { FastifyInstance } from 'fastify';

// A test client of GET /api/live over real HTTP (the route streams, so `inject` cannot read it).

/**
 * Closes a listening app. fetch may leave a connection it opened but never used; Node counts such a
 * connection as busy until its headers timeout (60 s), so it is cut once the streams had their end.
 */
export async function closeListening(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => {
    app.server.closeAllConnections();
  }, 1_000);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}

/** One server-sent event, or a comment (`event` is ':'). */
export interface ReceivedEvent {
  event: string;
  data: string;
}

/** An open stream and what it has received so far. */
export interface OpenStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** The `retry:` value, once seen. */
  retryMs: number | null;
  /** Resolves when the server ends the body. */
  ended: Promise<void>;
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

function parseBlock(block: string, stream: OpenStream): ReceivedEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: ':', data: line.slice(1).trim() };
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') stream.retryMs = Number(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/** Opens the stream; a refusal (not 200) comes back with its JSON body read and no events. */
export async function openLive(base: string, query: string, token: string | null): Promise<OpenStream & { body: unknown }> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live${query}`, {
    headers: { accept: 'text/event-stream', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    signal: controller.signal,
  });
  const waiters = new Set<() => void>();
  const stream: OpenStream & { body: unknown } = {
    status: response.status,
    headers: response.headers,
    events: [],
    retryMs: null,
    body: null,
    ended: Promise.resolve(),
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = stream.events.find(predicate);
          if (!found) return false;
          waiters.delete(onChange);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const onChange = (): void => {
          check();
        };
        const timer = setTimeout(() => {
          waiters.delete(onChange);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(onChange);
      });
    },
    close() {
      controller.abort();
    },
  };
  if (response.status !== 200 || !response.body) {
    stream.body = await response.json().catch(() => null);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = parseBlock(buffer.slice(0, end), stream);
          buffer = buffer.slice(end + 2);
          if (event) stream.events.push(event);
          for (const waiter of [...waiters]) waiter();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}

/** The parsed data of `live` events. */
export function liveEvents(stream: OpenStream): { topic: string; kind: string; data: Record<string, unknown> }[] {
  return stream.events
    .filter((event) => event.event === 'live')
    .map((event) => JSON.parse(event.data) as { topic: string; kind: string; data: Record<string, unknown> });
}
