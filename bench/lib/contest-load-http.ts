/**
 * The simulated pages' HTTP calls: one request over a shared keep-alive pool (a browser asks gzip, and gets
 * the kept boards gzipped), its latency and its outcome per call kind, every failure kept by kind and reason
 * (HTTP status, the envelope's status and message, a connection error, no answer in time).
 */
import type { Agent } from 'node:http';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { percentile } from './stats.ts';

/** The calls a contest page makes, and the floor's probe. */
export const CALL_KINDS = ['live connect', 'board', 'announcements', 'submit', 'status', 'floor'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

const SLOWEST_KEPT = 5;

/** Latencies and failures per call kind. */
export class CallStats {
  readonly #latencies = new Map<CallKind, number[]>();
  readonly #errors = new Map<string, number>();
  readonly #failed = new Map<CallKind, number>();
  /** When each answered call started (Date.now()), in the order of `#latencies`. */
  readonly #started = new Map<CallKind, number[]>();
  /** The slowest calls of each kind, with when they started (Date.now()). */
  readonly #slowest = new Map<CallKind, { startedMs: number; ms: number }[]>();

  ok(kind: CallKind, ms: number): void {
    let list = this.#latencies.get(kind);
    if (!list) {
      list = [];
      this.#latencies.set(kind, list);
    }
    list.push(ms);
    let starts = this.#started.get(kind);
    if (!starts) {
      starts = [];
      this.#started.set(kind, starts);
    }
    starts.push(Date.now() - ms);
    const slowest = this.#slowest.get(kind) ?? [];
    if (slowest.length < SLOWEST_KEPT || ms > (slowest[slowest.length - 1]?.ms ?? 0)) {
      slowest.push({ startedMs: Date.now() - ms, ms });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, SLOWEST_KEPT);
      this.#slowest.set(kind, slowest);
    }
  }

  /** The slowest calls of a kind, slowest first. */
  slowest(kind: CallKind): readonly { startedMs: number; ms: number }[] {
    return this.#slowest.get(kind) ?? [];
  }

  /** A failed call (or, with `kind` 'other', a failure that is no call: a missing push, a broken stream). */
  failed(kind: string, reason: string): void {
    const key = `${kind}: ${reason}`;
    this.#errors.set(key, (this.#errors.get(key) ?? 0) + 1);
    if ((CALL_KINDS as readonly string[]).includes(kind)) this.#failed.set(kind as CallKind, (this.#failed.get(kind as CallKind) ?? 0) + 1);
  }

  /** Requests sent again after their reused keep-alive connection was closed under them (not failures: browsers do it). */
  readonly resent = new Map<CallKind, number>();

  retried(kind: CallKind): void {
    this.resent.set(kind, (this.resent.get(kind) ?? 0) + 1);
  }

  /** Answered calls of a kind. */
  answered(kind: CallKind): number {
    return this.#latencies.get(kind)?.length ?? 0;
  }

  failures(kind: CallKind): number {
    return this.#failed.get(kind) ?? 0;
  }

  percentile(kind: CallKind, p: number): number {
    const list = this.#latencies.get(kind);
    return list?.length ? percentile(list, p) : Number.NaN;
  }

  /** The percentile over the calls started at or after `fromMs` (the steady state, after the pages opened). */
  percentileFrom(kind: CallKind, p: number, fromMs: number): number {
    return this.percentileBetween(kind, p, fromMs, Number.POSITIVE_INFINITY);
  }

  /** The percentile over the calls started from `fromMs` and before `toMs` (the ramp, when the pages open). */
  percentileBetween(kind: CallKind, p: number, fromMs: number, toMs: number): number {
    const starts = this.#started.get(kind) ?? [];
    const list = (this.#latencies.get(kind) ?? []).filter((_, index) => {
      const start = starts[index] ?? 0;
      return start >= fromMs && start < toMs;
    });
    return list.length ? percentile(list, p) : Number.NaN;
  }

  /** Every failure, "kind: reason" → count. */
  errors(): [string, number][] {
    return [...this.#errors.entries()].sort((a, b) => b[1] - a[1]);
  }

  errorCount(): number {
    let total = 0;
    for (const count of this.#errors.values()) total += count;
    return total;
  }

  /** Calls made (answered or failed), every kind but the floor. */
  requests(): number {
    let total = 0;
    for (const kind of CALL_KINDS) if (kind !== 'floor') total += this.answered(kind) + this.failures(kind);
    return total;
  }
}

/** An answer: HTTP status, the body as text (gunzipped), and a refreshed token when the server sent one. */
export interface HttpAnswer {
  status: number;
  text: string;
  refreshedToken: string | null;
}

/** One request over `agent`; rejects on a connection error or after `timeoutMs` without the whole answer. */
export function httpCall(
  agent: Agent,
  url: string,
  options: { method: 'GET' | 'POST'; body?: unknown; token?: string; gzip?: boolean; timeoutMs: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.gzip) headers['accept-encoding'] = 'gzip';
    let answered = false;
    const req = request(url, { method: options.method, agent, headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        const refreshed = response.headers.authorization;
        try {
          const bytes = response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
          resolve({ status: response.statusCode ?? 0, text: bytes.toString('utf8'), refreshedToken: typeof refreshed === 'string' ? refreshed : null });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
    }, options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // A kept-alive connection the server closed as this request went out: nothing of it was processed.
      if (req.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) (error as ReusedSocketError).reusedSocket = true;
      reject(error);
    });
    req.end(payload);
  });
}

/** A request that failed on a reused keep-alive connection before any answer: browsers send it again. */
type ReusedSocketError = NodeJS.ErrnoException & { reusedSocket?: true };

/** The envelope every /api answer is. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/**
 * Calls an /api route for a page and records it: resolves with the envelope's data, or null when the call
 * failed (recorded as `kind: reason`).
 */
export async function apiCall<T>(
  stats: CallStats,
  kind: CallKind,
  agent: Agent,
  url: string,
  options: {
    body: unknown;
    token: string;
    gzip?: boolean;
    timeoutMs: number;
    onToken?: (token: string) => void;
    /** Reads the answer's envelope (default JSON.parse); null when it is not one. */
    parse?: (text: string) => Envelope<T> | null;
  },
): Promise<T | null> {
  const started = performance.now();
  let answer: HttpAnswer;
  try {
    answer = await httpCall(agent, url, { method: 'POST', ...options }).catch((error: unknown) => {
      // As a browser does: a request lost on a reused connection before any answer is sent once more.
      if (!(error as ReusedSocketError).reusedSocket) throw error;
      stats.retried(kind);
      return httpCall(agent, url, { method: 'POST', ...options });
    });
  } catch (error) {
    const reason =
      (error as Error).message === 'timeout'
        ? `no answer within ${options.timeoutMs / 1000} s`
        : `connection ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    stats.failed(kind, reason);
    return null;
  }
  const ms = performance.now() - started;
  if (answer.refreshedToken) options.onToken?.(answer.refreshedToken.replace(/^Bearer /, ''));
  let envelope: Envelope<T> | null;
  try {
    envelope = (options.parse ?? ((text: string) => JSON.parse(text) as Envelope<T>))(answer.text);
  } catch {
    envelope = null;
  }
  if (answer.status !== 200 || envelope?.status !== 200) {
    stats.failed(kind, `HTTP ${answer.status}${envelope ? ` ${envelope.msg}` : ''}`);
    return null;
  }
  stats.ok(kind, ms);
  return envelope.data;
}

/**
 * A board page's envelope read without parsing its rows: its status (the envelope's first field) and its
 * `version` (after the rows: the last one in the text). Anything else is parsed in full.
 */
export function boardEnvelope(text: string): Envelope<{ version: number }> | null {
  const at = text.lastIndexOf('"version":');
  if (!text.startsWith('{"status":200,') || at === -1) return JSON.parse(text) as Envelope<{ version: number }>;
  return { status: 200, msg: '', data: { version: Number(/^\d+/.exec(text.slice(at + 10, at + 30))?.[0] ?? Number.NaN) } };
}
