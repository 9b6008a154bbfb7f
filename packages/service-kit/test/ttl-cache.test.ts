import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and reuses it until it expires', async () => {
    const cache = new TtlCache<number>(1_000, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    const [first, second] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 0)]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1_000)).toBe(2);
  });

  it('forgets failed loads and evicts the oldest keys beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', () => Promise.resolve('recovered'))).toBe('recovered');
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('bad', () => Promise.resolve('reloaded'))).toBe('reloaded');
  });
});
