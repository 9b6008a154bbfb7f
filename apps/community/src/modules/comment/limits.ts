/**
 * Flood limits of the comment area (COMMENT_RATE_LIMITS in contracts): comments and replies of one
 * account, and likes it gives, each a fixed window in the shared rate-limit bucket (NATS KV, compare
 * and set), so they hold across community instances. While the bucket cannot be read the request
 * goes through (logged): the limits keep scripts out, they guard no resource.
 */
import { Type } from '@sinclair/typebox';
import { COMMENT_RATE_LIMITS, CommentMessage } from '@oj/contracts';
import { bucketOpener, fail, updateEntry } from '@oj/service-kit';
import type { ServiceDeps } from '@oj/service-kit';

/** Bucket-wide max age, the same as the other services give the shared bucket. */
const RATE_BUCKET_TTL_MS = 60 * 60_000;

const Window = Type.Object({ count: Type.Integer() });
const openBucket = bucketOpener();

export type RateLimitDeps = Pick<ServiceDeps, 'js' | 'natsNames' | 'log'>;

/** Counts one action of `uid` under `key`; false when its window already holds `max`. */
async function claim(deps: RateLimitDeps, key: string, max: number, nowMs: number): Promise<boolean> {
  let claimed = false;
  try {
    const kv = await openBucket(deps.js(), deps.natsNames.kv.rateLimits, RATE_BUCKET_TTL_MS);
    await updateEntry(kv, key, Window, (current) => {
      if (current === null) {
        claimed = true;
        return { value: { count: 1 }, expiresAtMs: nowMs + COMMENT_RATE_LIMITS.windowMs };
      }
      claimed = current.value.count < max;
      return claimed ? { value: { count: current.value.count + 1 }, expiresAtMs: current.expiresAtMs } : null;
    });
  } catch (error) {
    deps.log.warn({ err: error, key }, 'comment rate limit not checked (rate-limit bucket unavailable)');
    return true;
  }
  return claimed;
}

const seconds = Math.round(COMMENT_RATE_LIMITS.windowMs / 1000);

/** Counts a comment or reply of `uid`; 429 when the account posted too many in the window. */
export async function claimPost(deps: RateLimitDeps, uid: string, nowMs = Date.now()): Promise<void> {
  if (!(await claim(deps, `comment-post.${uid}`, COMMENT_RATE_LIMITS.postsPerWindow, nowMs)))
    throw fail(CommentMessage.postsTooFast(COMMENT_RATE_LIMITS.postsPerWindow, seconds));
}

/** Counts a like given by `uid`; 429 when the account gave too many in the window. */
export async function claimLike(deps: RateLimitDeps, uid: string, nowMs = Date.now()): Promise<void> {
  if (!(await claim(deps, `comment-like.${uid}`, COMMENT_RATE_LIMITS.likesPerWindow, nowMs)))
    throw fail(CommentMessage.likesTooFast(COMMENT_RATE_LIMITS.likesPerWindow, seconds));
}
