import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { ProblemListDto } from '@oj/contracts';
import { PUBLIC_LIST_CACHE_TTL_MS } from '../../src/modules/problem/routes/problems.ts';
import { createUser, dataOf, get, insertProblem, startProblemApp } from './helpers.ts';
import type { ProblemHarness } from './helpers.ts';

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
