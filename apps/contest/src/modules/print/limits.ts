/**
 * The per-user limit of print requests: a fixed window in the shared rate-limit bucket (NATS KV),
 * so it holds across instances. Printing is a convenience, not a guarded resource: while the bucket
 * cannot be read the request goes through (logged).
 */
import { Type } from '@sinclair/typebox';
import { bucketOpener, updateEntry } from '@oj/service-kit';
import type { ServiceDeps } from '@oj/service-kit';

/** Print requests one user may send per window (a few pages of code or notes per contest hour). */
export const PRINTS_PER_WINDOW = 5;
/** The window of PRINTS_PER_WINDOW. */
export const PRINT_WINDOW_MS = 5 * 60_000;
/** Bucket-wide max age, the same as the other services give the shared bucket. */
const RATE_BUCKET_TTL_MS = 60 * 60_000;

const Window = Type.Object({ count: Type.Integer() });
const openBucket = bucketOpener();

/** Counts one print request of `uid`; false when the user's window is full. */
export async function claimPrint(deps: Pick<ServiceDeps, 'js' | 'natsNames' | 'log'>, uid: string, nowMs = Date.now()): Promise<boolean> {
  let claimed = false;
  try {
    const kv = await openBucket(deps.js(), deps.natsNames.kv.rateLimits, RATE_BUCKET_TTL_MS);
    await updateEntry(kv, `contest-print.${uid}`, Window, (current) => {
      if (current === null) {
        claimed = true;
        return { value: { count: 1 }, expiresAtMs: nowMs + PRINT_WINDOW_MS };
      }
      claimed = current.value.count < PRINTS_PER_WINDOW;
      return claimed ? { value: { count: current.value.count + 1 }, expiresAtMs: current.expiresAtMs } : null;
    });
  } catch (error) {
    deps.log.warn({ err: error, uid }, 'print rate limit not checked (rate-limit bucket unavailable)');
    return true;
  }
  return claimed;
}
