import { describe, expect, it } from 'vitest';
import { KeptMap } from '../src/kept-map.ts';

function counter() {
  let loads = 0;
  const load = async (): Promise<number> => {
    loads += 1;
    const value = loads;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return value;
  };
  return { load, loads: () => loads };
}

describe('KeptMap', () => {
  it('keeps nothing until its feed reads, and nothing again once it stops', async () => {
    const map = new KeptMap<number>({ maxEntries: 10, maxAgeMs: 60_000 });
    const { load, loads } = counter();
    await map.get('k', load);
    await map.get('k', load);
    expect([loads(), map.size]).toEqual([2, 0]);
    map.feedStarted();
    await map.get('k', load);
    expect(await map.get('k', load)).toBe(3);
    expect(loads()).toBe(3);
    map.feedStopped();
    expect(map.size).toBe(0);
    expect(await map.get('k', load)).toBe(4);
  });

  it('peeks at a kept, fresh value without loading: nothing before the feed reads, past its age or after a drop', async () => {
    const map = new KeptMap<number>({ maxEntries: 2, maxAgeMs: 1_000 });
    const { load, loads } = counter();
    await map.get('k', load, 0);
    expect(map.peek('k', 0)).toBeUndefined();
    map.feedStarted();
    await map.get('k', load, 0);
    expect([map.peek('k', 1_000), map.peek('k', 1_001), map.peek('other', 0), loads()]).toEqual([2, undefined, undefined, 2]);
    await map.get('j', load, 0);
    // A peek is a use: 'k' stays and 'j', the least recently used, goes when a third key is kept.
    expect(map.peek('k', 10)).toBe(2);
    await map.get('i', load, 10);
    expect([map.peek('k', 10), map.peek('j', 10), map.peek('i', 10)]).toEqual([2, undefined, 4]);
    map.drop('k');
    expect(map.peek('k', 10)).toBeUndefined();
  });

  it('shares one load, reloads after a drop or past its age, and counts the changes', async () => {
    const map = new KeptMap<number>({ maxEntries: 10, maxAgeMs: 1_000 });
    map.feedStarted();
    const { load, loads } = counter();
    const [a, b] = await Promise.all([map.get('k', load, 0), map.get('k', load, 0)]);
    expect([a, b, loads()]).toEqual([1, 1, 1]);
    expect(await map.get('k', load, 1_000)).toBe(1);
    expect(await map.get('k', load, 1_001)).toBe(2);
    const before = map.changes;
    map.drop('k');
    expect(map.changes).toBe(before + 1);
    expect(await map.get('k', load, 1_002)).toBe(3);
  });

  it('does not keep a load that a drop overtook, and evicts the least recently used', async () => {
    const map = new KeptMap<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    map.feedStarted();
    const pending = map.get('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'before the change';
    });
    map.drop('k');
    expect(await pending).toBe('before the change');
    expect(await map.get('k', () => Promise.resolve('after the change'))).toBe('after the change');
    await map.get('a', () => Promise.resolve('a'));
    await map.get('k', () => Promise.resolve('unused'));
    await map.get('b', () => Promise.resolve('b'));
    expect(map.size).toBe(2);
    expect(await map.get('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await map.get('b', () => Promise.resolve('unused'))).toBe('b');
  });
});
