import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { underTestRunner } from './env.ts';
import type { EnvSource } from './env.ts';

/** scrypt cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * The production cost: OWASP Password Storage Cheat Sheet's scrypt minimum (N = 2^17, r = 8,
 * p = 1). Each hash takes 128 MiB (128·N·r bytes) and ~100+ ms of one core; Node runs scrypt on
 * its 4 libuv threads, so at most four hashes (512 MiB) are in flight at once.
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };

/**
 * log2 of a cheaper N for test runs only (e.g. "12"). It is read only under the vitest runner, so a
 * production process can never be weakened by a stray variable.
 */
export const TEST_SCRYPT_COST_VARIABLE = 'OJ_TEST_ONLY_SCRYPT_LOG2_N';

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond this, so a tampered hash cannot make verification eat the machine. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/** The parameters new hashes get: the OWASP default, or the test-only cheaper N under the test runner. */
export function scryptParamsFor(environment: EnvSource = process.env): ScryptParams {
  const log2 = Number(environment[TEST_SCRYPT_COST_VARIABLE]);
  if (!underTestRunner(environment) || !Number.isInteger(log2) || log2 < 10 || log2 > 17) return { ...DEFAULT_SCRYPT_PARAMS };
  return { ...DEFAULT_SCRYPT_PARAMS, N: 2 ** log2 };
}

function deriveKey(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem: MAX_MEMORY_BYTES }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh random salt: `scrypt$N$r$p$<salt base64>$<hash base64>`. */
export async function hashPassword(password: string, params: ScryptParams = scryptParamsFor()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  const [N, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    const actual = await deriveKey(password, parsed.salt, parsed.key.length, parsed);
    return timingSafeEqual(actual, parsed.key);
  } catch {
    // Parameters node refuses (N not a power of two, over the memory cap) mean a corrupt hash.
    return false;
  }
}

/**
 * True when a stored hash is weaker than `target` (any of N, r, p lower, or a shorter key): the
 * caller rehashes the password it just verified, so old hashes reach today's cost on next login.
 */
export function needsRehash(stored: string, target: ScryptParams = scryptParamsFor()): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.N < target.N || parsed.r < target.r || parsed.p < target.p || parsed.key.length < KEY_BYTES;
}
