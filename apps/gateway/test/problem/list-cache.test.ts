import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { ProblemListDto } from '@oj/contracts';
import { TtlCache } from '../../src/modules/problem/list-cache.ts';
import { PUBLIC_LIST_CACHE_TTL_MS } from '../../src/modules/problem/routes/problems.ts';
import { createUser, dataOf, get, insertProblem, startProblemApp } from './helpers.ts';
import type { ProblemHarness } from './helpers.ts';

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

describe('get-problem-list reuses public answers for a moment', () => {
  let harness: ProblemHarness;

  beforeAll(async () => {
    harness = await startProblemApp('prob_cache');
    await insertProblem(harness.app, { problemId: 'C1' });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('serves visitors the cached page, admins a fresh one, and visitors a fresh one after the lifetime', async () => {
    const list = async (token?: string) => dataOf<ProblemListDto>(await get(harness.app, '/api/get-problem-list', { limit: '30' }, token)).total;
    const admin = await createUser(harness.app, 'cache_admin', [Role.Admin]);
    const user = await createUser(harness.app, 'cache_user');
    expect(await list()).toBe(1);
    await insertProblem(harness.app, { problemId: 'C2' });
    expect(await list()).toBe(1);
    expect(await list(user.token)).toBe(1);
    expect(await list(admin.token)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_LIST_CACHE_TTL_MS + 50));
    expect(await list()).toBe(2);
  });
});
