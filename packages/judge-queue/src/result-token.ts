import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The per-job result token. NATS permissions let every judge node publish on every result subject,
 * so they cannot tie a result to the job it answers; this secret does. judge-dispatch puts a fresh
 * random token in each job it publishes and keeps only its SHA-256; the node echoes the token in the
 * final result and sends the hash with progress. A node that was not given the job does not know
 * the token, and the hash (which progress carries and the database stores) does not reveal it.
 */

const TOKEN_BYTES = 32;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** SHA-256 of a result token, lowercase hex (64 characters). */
export function resultTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The last part of a result's msgID (`judgeResultMsgId`): derived from the token, but neither the
 * token nor its hash (which progress carries), so only the node given the job can compute it.
 */
export function resultMsgIdTag(token: string | undefined): string | undefined {
  return token === undefined ? undefined : createHash('sha256').update(`result-msg-id:${token}`, 'utf8').digest('hex').slice(0, 16);
}

/** A fresh token for one dispatch of a job, and the hash dispatch keeps. */
export function newResultToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: resultTokenHash(token) };
}

function sameHex(a: string, b: string): boolean {
  if (!HASH_PATTERN.test(a) || !HASH_PATTERN.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** True when `token` (from a result) is the one whose hash dispatch kept; false when either is missing. */
export function resultTokenMatches(token: unknown, storedHash: string | null | undefined): boolean {
  if (typeof token !== 'string' || token === '' || token.length > 256 || !storedHash) return false;
  return sameHex(resultTokenHash(token), storedHash);
}

/** True when a progress message's hash is the one dispatch kept. */
export function resultTokenHashMatches(hash: unknown, storedHash: string | null | undefined): boolean {
  return typeof hash === 'string' && !!storedHash && sameHex(hash, storedHash);
}
