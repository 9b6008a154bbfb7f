import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt cost parameters: N = 2^15, r = 8, p = 1 take ~30 MB and tens of milliseconds per hash. */
const COST = { N: 32768, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond this, so a tampered hash cannot make verification eat the machine. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem: MAX_MEMORY_BYTES }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh random salt: `scrypt$N$r$p$<salt base64>$<hash base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  const [N, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await deriveKey(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters node refuses (N not a power of two, over the memory cap) mean a corrupt hash.
    return false;
  }
}
