/** The live bench's clients: open pages holding a GET /api/live stream, and pages polling a route instead. */
import { createHmac, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { Role } from '@oj/contracts';

/** A token the gateway accepts (HS256 with its secret, the claims service-kit's auth plugin signs). */
export function benchToken(secret: string, uid: string, lifetimeSec = 3_600, username = uid.slice(0, 20)): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ uid, username, roles: [Role.User], sid: randomUUID(), jti: randomUUID(), iat, exp: iat + lifetimeSec })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Open streams and what they received. */
export interface OpenStreams {
  /** `live` events received by all streams so far. */
  events(): number;
  bytes(): number;
  /** Streams that ended or failed (any is a problem for the figure). */
  broken(): number;
  close(): void;
}

const LIVE_MARK = 'event: live\n';

/**
 * Opens one stream per token on `path` (`/api/live?topics=...`), `batch` at a time, and resolves once
 * every stream sent `ready`. Frames are counted by their `event: live` line, without parsing.
 */
export async function openStreams(baseUrl: string, path: string, tokens: readonly string[], batch = 100): Promise<OpenStreams> {
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests: ClientRequest[] = [];
  let events = 0;
  let bytes = 0;
  let broken = 0;
  let closing = false;
  const openOne = (token: string) =>
    new Promise<void>((resolve, reject) => {
      let ready = false;
      let tail = '';
      const req = request(`${baseUrl}${path}`, { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${path} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          bytes += Buffer.byteLength(chunk);
          // A mark may straddle two chunks: keep the last few characters.
          const text = tail + chunk;
          let at = text.indexOf(LIVE_MARK);
          while (at !== -1) {
            events += 1;
            at = text.indexOf(LIVE_MARK, at + LIVE_MARK.length);
          }
          tail = text.slice(-(LIVE_MARK.length - 1));
          if (!ready && text.includes('event: ready')) {
            ready = true;
            resolve();
          }
        });
        response.on('end', () => {
          if (!closing) broken += 1;
        });
      });
      req.on('error', (error) => {
        if (closing) return;
        broken += 1;
        if (!ready) reject(error);
      });
      req.end();
      requests.push(req);
    });
  for (let start = 0; start < tokens.length; start += batch) await Promise.all(tokens.slice(start, start + batch).map(openOne));
  return {
    events: () => events,
    bytes: () => bytes,
    broken: () => broken,
    close: () => {
      closing = true;
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}

/** What the polling pages saw. */
export interface PollFigures {
  requests: number;
  /** Body bytes received, as sent (gzipped when the target asks for it). */
  bytes: number;
  non2xx: number;
  errors: number;
  latenciesMs: number[];
}

/** A route to poll: method, path below the base URL, optional JSON body; `acceptGzip` asks as browsers do. */
export interface PollTarget {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  acceptGzip?: boolean;
}

/**
 * Starts one polling page per token: each asks `target` every `intervalMs` (timed from the start of its
 * previous request, as a page's timer does, and spread evenly over the interval at the start), with its
 * token, over a keep-alive connection of its own. `stop()` ends them and returns what they saw.
 */
export function startPollers(
  baseUrl: string,
  target: PollTarget,
  tokens: readonly string[],
  intervalMs: number,
): { stop: () => Promise<PollFigures>; figures: () => PollFigures } {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const figures: PollFigures = { requests: 0, bytes: 0, non2xx: 0, errors: 0, latenciesMs: [] };
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const ask = (token: string): Promise<void> =>
    new Promise((resolve) => {
      const started = performance.now();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'url-type': 'general' };
      if (target.body !== undefined) headers['content-type'] = 'application/json';
      if (target.acceptGzip === true) headers['accept-encoding'] = 'gzip, deflate, br';
      const req = request(`${baseUrl}${target.path}`, { method: target.method, agent, headers }, (response) => {
        response.on('data', (chunk: Buffer) => {
          figures.bytes += chunk.length;
        });
        response.on('end', () => {
          figures.requests += 1;
          if (response.statusCode !== 200) figures.non2xx += 1;
          figures.latenciesMs.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        figures.errors += 1;
        resolve();
      });
      req.end(target.body);
    });
  const page = (token: string, delayMs: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const startedMs = Date.now();
      const call = ask(token);
      inFlight.add(call);
      void call.then(() => {
        inFlight.delete(call);
        page(token, Math.max(0, intervalMs - (Date.now() - startedMs)));
      });
    }, delayMs);
    timers.add(timer);
  };
  tokens.forEach((token, index) => {
    page(token, (index * intervalMs) / tokens.length);
  });
  return {
    figures: () => figures,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(inFlight);
      agent.destroy();
      return figures;
    },
  };
}
