/**
 * The chaos bench's submission stream: root (exempt from the submit interval) submits an A+B to the
 * demo problem P1000 through the gateway every `intervalMs`, each source different by a comment, and
 * every answer is kept: the submit id of an accepted one, or the error envelope (and how long it took)
 * of a refused one. A request that gets no answer within `timeoutMs` counts as a hang.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** One submit request and its answer. */
export interface SubmitRecord {
  index: number;
  sentAtMs: number;
  latencyMs: number;
  /** Set when the platform took the submission. */
  submitId: number | null;
  /** HTTP status (0: no answer: refused connection or timeout). */
  httpStatus: number;
  /** The envelope's msg of a refused one, or the client's error. */
  error: string | null;
  hung: boolean;
}

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** POSTs to an /api path with an optional token; the envelope or null when there was no JSON answer. */
export async function apiPost<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | null,
  timeoutMs = 10_000,
): Promise<{ httpStatus: number; envelope: Envelope<T> | null; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const response = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let envelope: Envelope<T> | null;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = null;
  }
  return { httpStatus: response.status, envelope, headers: response.headers };
}

/** Root's token (OJ_ROOT_PASSWORD of the platform's migration). */
export async function loginRoot(baseUrl: string, password: string): Promise<string> {
  const { httpStatus, envelope, headers } = await apiPost<unknown>(baseUrl, 'login', { username: 'root', password }, null);
  const token = headers.get('authorization');
  if (httpStatus !== 200 || !token) throw new Error(`root login: HTTP ${httpStatus} ${envelope?.msg ?? ''}`);
  return token;
}

export const APLUSB = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

export interface SubmitStreamOptions {
  baseUrl: string;
  token: string;
  pid: number;
  intervalMs: number;
  timeoutMs: number;
  /** Contest id (0: none) and the contest's problem id. */
  cid?: number;
  tag?: string;
}

/** A steady stream of submissions until `stop()`; each request runs on its own, so a slow answer does not delay the next. */
export class SubmitStream {
  readonly records: SubmitRecord[] = [];
  readonly #options: SubmitStreamOptions;
  readonly #pending = new Set<Promise<void>>();
  #running = false;
  #loop: Promise<void> | null = null;

  constructor(options: SubmitStreamOptions) {
    this.#options = options;
  }

  start(): void {
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops sending, and waits for the answers still due. */
  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
    await Promise.all(this.#pending);
  }

  /** Sends one submission now (also outside the stream). */
  submitOne(): Promise<SubmitRecord> {
    const { baseUrl, token, pid, timeoutMs } = this.#options;
    const index = this.records.length;
    const code = `// chaos ${this.#options.tag ?? ''} ${index} ${Date.now()}\n${APLUSB}`;
    const sentAtMs = Date.now();
    const record: SubmitRecord = { index, sentAtMs, latencyMs: 0, submitId: null, httpStatus: 0, error: null, hung: false };
    this.records.push(record);
    const body = { pid, language: 'C++', code, cid: this.#options.cid ?? 0 };
    const done = apiPost<{ submitId: number }>(baseUrl, 'submit-problem-judge', body, token, timeoutMs)
      .then(({ httpStatus, envelope }) => {
        record.httpStatus = httpStatus;
        if (httpStatus === 200 && envelope?.status === 200 && envelope.data.submitId) record.submitId = envelope.data.submitId;
        else record.error = envelope?.msg ?? `HTTP ${httpStatus} without an envelope`;
      })
      .catch((error: unknown) => {
        const name = (error as Error).name;
        record.hung = name === 'TimeoutError';
        record.error = record.hung ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      })
      .finally(() => {
        record.latencyMs = Date.now() - sentAtMs;
      });
    const tracked = done.then(() => record);
    const settled = done.finally(() => this.#pending.delete(settled));
    this.#pending.add(settled);
    return tracked;
  }

  async #run(): Promise<void> {
    const started = Date.now();
    for (let tick = 1; this.#running; tick += 1) {
      void this.submitOne();
      await sleep(Math.max(0, started + tick * this.#options.intervalMs - Date.now()));
    }
  }

  accepted(): SubmitRecord[] {
    return this.records.filter((record) => record.submitId !== null);
  }

  refused(): SubmitRecord[] {
    return this.records.filter((record) => record.submitId === null);
  }
}
