import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BadCase } from './mutations.ts';

/** Who sends a request. */
export type Caller = 'anonymous' | 'user' | 'root';

/** One request of the pass and what came back. */
export interface Outcome {
  bad: BadCase;
  caller: Caller;
  requestId: string;
  statusCode: number;
  body: string;
  durationMs: number;
  /** Why the answer is wrong (a 5xx, a 4xx without a proper envelope), or null. */
  problem: string | null;
}

/** What is wrong with a 4xx body, or null when it is the `{status, msg, data}` envelope. */
export function envelopeProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not an object';
  const envelope = body as Record<string, unknown>;
  if (typeof envelope.msg !== 'string' || envelope.msg.trim() === '') return 'msg is missing or empty';
  if (typeof envelope.status !== 'number') return 'status is missing';
  if (envelope.status !== response.statusCode) return `envelope status ${String(envelope.status)} differs from HTTP ${response.statusCode}`;
  if (!('data' in envelope)) return 'data is missing';
  return null;
}

// The readiness probe's 503 is its contract ("not ready": a dependency did not answer within its
// timeout), not a failure to handle input; under the pass's load the database may be that slow.
function isReadinessAnswer(url: string, response: LightMyRequestResponse): boolean {
  return response.statusCode === 503 && url.startsWith('/readyz') && /^\{"(database|nats)":/.test(response.body);
}

function judge(method: string, url: string, response: LightMyRequestResponse): string | null {
  if (isReadinessAnswer(url, response)) return null;
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  // A HEAD answer has no body to check.
  if (response.statusCode >= 400 && method !== 'HEAD') return envelopeProblem(response);
  return null;
}

/** A short, printable form of a payload (huge strings elided). */
export function describePayload(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(none)';
  const text = typeof payload === 'string' ? payload : `<${payload.length} bytes> ${payload.subarray(0, 200).toString('latin1')}`;
  const squeezed = text.replace(/(.)\1{40,}/g, (run, char: string) => `${char}…×${run.length}`);
  return squeezed.length > 400 ? `${squeezed.slice(0, 400)}…` : squeezed;
}

/** Sends every case as every caller, `concurrency` at a time; returns every outcome. */
export async function runPass(
  app: FastifyInstance,
  cases: readonly BadCase[],
  callers: readonly Caller[],
  tokenOf: (caller: Exclude<Caller, 'anonymous'>) => string,
  concurrency: number,
): Promise<Outcome[]> {
  const work = cases.flatMap((bad) => callers.map((caller) => ({ bad, caller })));
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < work.length) {
      const index = next;
      next += 1;
      const item = work[index];
      if (!item) return;
      const { bad, caller } = item;
      const requestId = `bad-input-${index}`;
      const headers: Record<string, string> = { ...bad.headers, 'x-request-id': requestId };
      if (caller !== 'anonymous' && headers.authorization === undefined) headers.authorization = `Bearer ${tokenOf(caller)}`;
      const startedMs = performance.now();
      const response = await app.inject({ method: bad.method, url: bad.url, headers, ...(bad.payload === undefined ? {} : { payload: bad.payload }) });
      outcomes.push({
        bad,
        caller,
        requestId,
        statusCode: response.statusCode,
        body: response.body,
        durationMs: performance.now() - startedMs,
        problem: judge(bad.method, bad.url, response),
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
