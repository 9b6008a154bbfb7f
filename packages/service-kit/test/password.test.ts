import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/index.ts';

describe('password hashing (scrypt)', () => {
  it('round-trips and rejects a wrong password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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
});
