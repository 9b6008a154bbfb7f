/**
 * bcrypt ($2b$), written from the published algorithm (Provos and Mazières, "A Future-Adaptable
 * Password Scheme", 1999), for the NATS server configuration: nats-server accepts a bcrypt hash
 * in place of a user's password, so the generated config never holds a password in plain text.
 * Blowfish's initial state is the hexadecimal expansion of pi, computed here once instead of being
 * listed as 1042 constants. Only hashing is needed (the server verifies); `bcryptMatches` exists
 * for tests.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const P_WORDS = 18;
const S_WORDS = 4 * 256;

/** Hex digits of pi's fractional part, as 32-bit words: Blowfish's P-array, then its four S-boxes. */
function piWords(count: number): Uint32Array {
  // Fixed point with `bits` fractional bits plus guard bits: pi = 16·atan(1/5) − 4·atan(1/239) (Machin).
  const guard = 64n;
  const bits = BigInt(count * 32) + guard;
  const one = 1n << bits;
  const atanInverse = (x: bigint): bigint => {
    const xSquared = x * x;
    let power = one / x;
    let sum = power;
    for (let k = 1n; power !== 0n; k += 1n) {
      power /= xSquared;
      const term = power / (2n * k + 1n);
      sum += k % 2n === 1n ? -term : term;
    }
    return sum;
  };
  const pi = 16n * atanInverse(5n) - 4n * atanInverse(239n);
  const fraction = (pi - 3n * one) >> guard;
  const words = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    words[i] = Number((fraction >> BigInt((count - 1 - i) * 32)) & 0xffffffffn);
  }
  return words;
}

let initialState: Uint32Array | null = null;

function freshState(): { p: Uint32Array; s: Uint32Array } {
  initialState ??= piWords(P_WORDS + S_WORDS);
  return { p: initialState.slice(0, P_WORDS), s: initialState.slice(P_WORDS) };
}

/** Encrypts the block at `block[offset]`, `block[offset + 1]` in place. */
function encipher(p: Uint32Array, s: Uint32Array, block: Uint32Array, offset: number): void {
  let left = block[offset] ?? 0;
  let right = block[offset + 1] ?? 0;
  const f = (x: number): number =>
    ((((s[x >>> 24] ?? 0) + (s[256 + ((x >>> 16) & 0xff)] ?? 0)) ^ (s[512 + ((x >>> 8) & 0xff)] ?? 0)) + (s[768 + (x & 0xff)] ?? 0)) >>> 0;
  for (let i = 0; i < 16; i += 2) {
    left = (left ^ (p[i] ?? 0)) >>> 0;
    right = (right ^ f(left)) >>> 0;
    right = (right ^ (p[i + 1] ?? 0)) >>> 0;
    left = (left ^ f(right)) >>> 0;
  }
  block[offset] = (right ^ (p[17] ?? 0)) >>> 0;
  block[offset + 1] = (left ^ (p[16] ?? 0)) >>> 0;
}

/** Reads the next 32-bit word of `data`, cycling; `position.at` carries the position between calls. */
function streamWord(data: Uint8Array, position: { at: number }): number {
  let word = 0;
  for (let i = 0; i < 4; i += 1) {
    word = ((word << 8) | (data[position.at] ?? 0)) >>> 0;
    position.at = (position.at + 1) % data.length;
  }
  return word;
}

/** Blowfish's key schedule, with the salt mixed into every encryption when given (bcrypt's ExpandKey). */
function expandKey(state: { p: Uint32Array; s: Uint32Array }, key: Uint8Array, salt: Uint8Array | null): void {
  const { p, s } = state;
  const keyAt = { at: 0 };
  for (let i = 0; i < P_WORDS; i += 1) p[i] = ((p[i] ?? 0) ^ streamWord(key, keyAt)) >>> 0;
  const saltAt = { at: 0 };
  const block = new Uint32Array(2);
  const next = (): void => {
    if (salt) {
      block[0] = ((block[0] ?? 0) ^ streamWord(salt, saltAt)) >>> 0;
      block[1] = ((block[1] ?? 0) ^ streamWord(salt, saltAt)) >>> 0;
    }
    encipher(p, s, block, 0);
  };
  for (let i = 0; i < P_WORDS; i += 2) {
    next();
    p[i] = block[0] ?? 0;
    p[i + 1] = block[1] ?? 0;
  }
  for (let i = 0; i < S_WORDS; i += 2) {
    next();
    s[i] = block[0] ?? 0;
    s[i + 1] = block[1] ?? 0;
  }
}

const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** bcrypt's base64: its own alphabet, no padding. */
function encode64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const chars = [a >> 2, ((a & 3) << 4) | (b >> 4), ((b & 15) << 2) | (c >> 6), c & 63];
    const kept = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < kept; k += 1) out += ALPHABET.charAt(chars[k] ?? 0);
  }
  return out;
}

function decode64(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error('invalid bcrypt base64');
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (index < length) out[index] = (value >> bits) & 0xff;
      index += 1;
    }
  }
  return out;
}

const MAGIC = new TextEncoder().encode('OrpheanBeholderScryDoubt');

function hashWithSalt(password: string, cost: number, salt: Uint8Array): string {
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new Error('bcrypt cost must be 4 to 31');
  // $2b$: the password's UTF-8 bytes plus a terminating zero, at most 72 bytes.
  const bytes = new TextEncoder().encode(password);
  const key = new Uint8Array(Math.min(bytes.length + 1, 72));
  key.set(bytes.subarray(0, key.length));
  const state = freshState();
  expandKey(state, key, salt);
  for (let round = 0; round < 2 ** cost; round += 1) {
    expandKey(state, key, null);
    expandKey(state, salt, null);
  }
  const text = new Uint32Array(6);
  const magic = { at: 0 };
  for (let i = 0; i < 6; i += 1) text[i] = streamWord(MAGIC, magic);
  for (let round = 0; round < 64; round += 1) {
    for (let i = 0; i < 6; i += 2) encipher(state.p, state.s, text, i);
  }
  const digest = new Uint8Array(24);
  for (let i = 0; i < 6; i += 1) {
    const word = text[i] ?? 0;
    digest[4 * i] = word >>> 24;
    digest[4 * i + 1] = (word >>> 16) & 0xff;
    digest[4 * i + 2] = (word >>> 8) & 0xff;
    digest[4 * i + 3] = word & 0xff;
  }
  return `$2b$${String(cost).padStart(2, '0')}$${encode64(salt)}${encode64(digest.subarray(0, 23))}`;
}

/** A `$2b$` bcrypt hash of `password` with a fresh random salt. */
export function bcryptHash(password: string, cost = 10): string {
  return hashWithSalt(password, cost, randomBytes(16));
}

/** True when `password` matches a `$2a$`/`$2b$`/`$2y$` hash (for tests; the NATS server does the real checks). */
export function bcryptMatches(password: string, hash: string): boolean {
  const match = /^\$2[aby]\$(\d{2})\$([./A-Za-z0-9]{22})[./A-Za-z0-9]{31}$/.exec(hash);
  if (!match) return false;
  const again = hashWithSalt(password, Number(match[1]), decode64(match[2] ?? '', 16));
  const expected = Buffer.from(`$2b$${hash.slice(4)}`);
  const actual = Buffer.from(again);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
