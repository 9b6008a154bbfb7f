import { describe, expect, it } from 'vitest';
import { HashSlots } from '../../src/modules/account/hash-slots.ts';

describe('hash slots', () => {
  it('lets each key hash at most its number at once, hands freed slots to waiters, refuses past the queue', async () => {
    const slots = new HashSlots({ maxWaiting: 1, waitMs: 5_000 });
    const keys = [
      { key: 'user.a', max: 1 },
      { key: 'ip.x', max: 3 },
    ];
    const first = await slots.acquire(keys);
    expect(first).not.toBeNull();
    expect(slots.activeOf('user.a')).toBe(1);
    const waiting = slots.acquire(keys);
    // The queue of user.a is full: refused at once, and holding nothing of ip.x.
    expect(await slots.acquire(keys)).toBeNull();
    expect(slots.activeOf('ip.x')).toBe(2);
    first?.();
    const second = await waiting;
    expect(second).not.toBeNull();
    expect(slots.activeOf('user.a')).toBe(1);
    // Another account from another address is not held up.
    const other = await slots.acquire([
      { key: 'user.b', max: 1 },
      { key: 'ip.y', max: 2 },
    ]);
    expect(other).not.toBeNull();
    second?.();
    other?.();
    expect([slots.activeOf('user.a'), slots.activeOf('ip.x'), slots.activeOf('user.b')]).toEqual([0, 0, 0]);
  });

  it('refuses a check that waits longer than allowed', async () => {
    const slots = new HashSlots({ maxWaiting: 4, waitMs: 30 });
    const held = await slots.acquire([{ key: 'user.a', max: 1 }]);
    expect(await slots.acquire([{ key: 'user.a', max: 1 }])).toBeNull();
    held?.();
    expect(slots.activeOf('user.a')).toBe(0);
  });
});
