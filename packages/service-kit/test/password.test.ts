import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, TEST_SCRYPT_COST_VARIABLE, hashPassword, needsRehash, scryptParamsFor, verifyPassword } from '../src/index.ts';

describe('password hashing (scrypt)', () => {
  it('round-trips and rejects a wrong password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('same', first)).toBe(true);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    const stored = await hashPassword('pw123456');
    const parts = stored.split('$');
    expect(await verifyPassword('pw123456', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw123456', ['bcrypt', ...parts.slice(1)].join('$'))).toBe(false);
    expect(await verifyPassword('pw123456', [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('pw123456', [...parts.slice(0, 1), String(2 ** 30), ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('pw123456', [...parts.slice(0, 5), Buffer.alloc(32).toString('base64')].join('$'))).toBe(false);
  });

  it("uses OWASP's scrypt cost by default (N = 2^17, r = 8, p = 1); a cheaper N only under the test runner", async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParamsFor({})).toEqual(DEFAULT_SCRYPT_PARAMS);
    // The test-only variable is ignored without the runner's own signal, and out of range.
    expect(scryptParamsFor({ [TEST_SCRYPT_COST_VARIABLE]: '12' })).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(scryptParamsFor({ VITEST: 'true', [TEST_SCRYPT_COST_VARIABLE]: '4' })).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(scryptParamsFor({ VITEST: 'true', [TEST_SCRYPT_COST_VARIABLE]: '12' })).toEqual({ N: 4096, r: 8, p: 1 });

    const production = await hashPassword('owasp level', scryptParamsFor({}));
    expect(production).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('owasp level', production)).toBe(true);
    expect(needsRehash(production, DEFAULT_SCRYPT_PARAMS)).toBe(false);
  });

  it('tells a hash weaker than the target cost, so login can upgrade it', async () => {
    const old = await hashPassword('pw123456', { N: 32768, r: 8, p: 1 });
    expect(needsRehash(old, DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(old, { N: 32768, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(old.replace('$8$1$', '$4$1$'), { N: 32768, r: 8, p: 1 })).toBe(true);
    expect(needsRehash('plain-text')).toBe(true);
  });
});
