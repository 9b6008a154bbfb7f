import { ProblemAuth, Role } from '@oj/contracts';
import type { ProblemListDto } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProblemHarness } from './helpers.ts';
import { createUser, dataOf, get, insertProblem, insertTag, msgOf, setCounts, startProblemApp, tagProblem } from './helpers.ts';

const FILLERS = 110;

describe('get-problem-list', () => {
  let harness: ProblemHarness;
  let adminToken: string;
  let userToken: string;
  const pids: Record<string, number> = {};
  let tagA: number;
  let tagB: number;

  const list = async (query: Record<string, string>, token?: string) => dataOf<ProblemListDto>(await get(harness.app, '/api/get-problem-list', query, token));
  const ids = (page: ProblemListDto) => page.records.map((record) => record.problemId);

  beforeAll(async () => {
    harness = await startProblemApp('prob_list');
    const { app } = harness;
    adminToken = (await createUser(app, 'admin1', [Role.Admin])).token;
    userToken = (await createUser(app, 'user1')).token;
    pids.alpha = await insertProblem(app, { problemId: 'A100', title: 'Alpha Sum', difficulty: 0 });
    pids.beta = await insertProblem(app, { problemId: 'A101', title: 'beta string_50%', difficulty: 1 });
    pids.hidden = await insertProblem(app, { problemId: 'A102', title: 'Private Alpha', auth: ProblemAuth.Private });
    pids.contest = await insertProblem(app, { problemId: 'A103', title: 'Contest Alpha', auth: ProblemAuth.Contest });
    pids.group = await insertProblem(app, { problemId: 'A104', title: 'Group Alpha', isGroup: true, gid: 7 });
    pids.hdu = await insertProblem(app, { problemId: 'HDU-1000', title: 'Remote Alpha', isRemote: true, difficulty: 2 });
    pids.cf = await insertProblem(app, { problemId: 'CF-1A', title: 'Theatre Square', isRemote: true });
    await app.db
      .getRepository(ProblemEntity)
      .insert(Array.from({ length: FILLERS }, (_, i) => ({ problemId: `F${String(i).padStart(4, '0')}`, title: `Filler ${i}`, difficulty: 2 })));
    tagA = await insertTag(app, { name: 'Greedy', color: '#ff0000' });
    tagB = await insertTag(app, { name: 'Math' });
    await tagProblem(app, pids.alpha, [tagA, tagB]);
    await tagProblem(app, pids.beta, [tagA]);
    await tagProblem(app, pids.hidden, [tagA, tagB]);
    await setCounts(app, pids.alpha, { total: 10, ac: 4, wa: 6 });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('lists public main-bank problems only, with tags and counters, 30 per page by default', async () => {
    const page = await list({});
    expect(page.total).toBe(4 + FILLERS);
    expect(page.records).toHaveLength(30);
    expect(ids(page).slice(0, 4)).toEqual(['A100', 'A101', 'HDU-1000', 'CF-1A']);
    expect(page.records[0]).toEqual({
      pid: pids.alpha,
      problemId: 'A100',
      title: 'Alpha Sum',
      difficulty: 0,
      type: 0,
      tags: [
        { id: tagA, name: 'Greedy', color: '#ff0000' },
        { id: tagB, name: 'Math', color: '#123456' },
      ],
      total: 10,
      ac: 4,
      wa: 6,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
      ce: 0,
      se: 0,
      pa: 0,
    });
    expect(page.records[1]).toMatchObject({ problemId: 'A101', total: 0, ac: 0, tags: [{ id: tagA }] });
  });

  it('hides private problems from users and shows them to admin roles; contest and group problems never', async () => {
    const everything = { limit: '100', keyword: 'alpha' };
    expect(ids(await list(everything))).toEqual(['A100', 'HDU-1000']);
    expect(ids(await list(everything, userToken))).toEqual(['A100', 'HDU-1000']);
    expect(ids(await list(everything, adminToken))).toEqual(['A100', 'A102', 'HDU-1000']);
  });

  it('matches the keyword against id and title, case-insensitively and literally', async () => {
    expect(ids(await list({ keyword: 'a10' }))).toEqual(['A100', 'A101']);
    expect(ids(await list({ keyword: 'ALPHA SUM' }))).toEqual(['A100']);
    expect(ids(await list({ keyword: '  theatre ' }))).toEqual(['CF-1A']);
    // % and _ are not wildcards: only the title holding "_50%" matches.
    expect(ids(await list({ keyword: '_50%' }))).toEqual(['A101']);
    expect((await list({ keyword: '%' })).total).toBe(1);
  });

  it('filters by difficulty and by bank', async () => {
    expect(ids(await list({ difficulty: '1' }))).toEqual(['A101']);
    expect((await list({ difficulty: '2', limit: '100' })).total).toBe(1 + FILLERS);
    expect((await list({ oj: 'ME' })).total).toBe(2 + FILLERS);
    expect(ids(await list({ oj: 'ME' }))).not.toContain('HDU-1000');
    expect(ids(await list({ oj: 'HDU' }))).toEqual(['HDU-1000']);
    expect(ids(await list({ oj: 'cf' }))).toEqual(['CF-1A']);
    expect((await list({ oj: '' })).total).toBe(4 + FILLERS);
    expect((await list({ oj: 'ALL' })).total).toBe(4 + FILLERS);
  });

  it('refuses an unknown bank with a clear 400', async () => {
    const response = await get(harness.app, '/api/get-problem-list', { oj: 'NOPE' });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toContain('oj must be ME');
  });

  it('keeps problems that carry every tag of the filter; an unparseable tagId means no filter', async () => {
    expect(ids(await list({ tagId: JSON.stringify([tagA]) }))).toEqual(['A100', 'A101']);
    expect(ids(await list({ tagId: JSON.stringify([tagA, tagB]) }))).toEqual(['A100']);
    expect(ids(await list({ tagId: JSON.stringify([tagB, tagB]) }))).toEqual(['A100']);
    expect(ids(await list({ tagId: String(tagB) }))).toEqual(['A100']);
    expect(ids(await list({ tagId: JSON.stringify([tagA, 999_999]) }))).toEqual([]);
    for (const garbage of ['[1,', 'tags', '["x"]', '[1.5]', '{}']) {
      expect((await list({ tagId: garbage })).total, garbage).toBe(4 + FILLERS);
    }
  });

  it('pages: below 1 becomes 1, sizes are capped at 100, bad numbers are refused', async () => {
    const first = ids(await list({ limit: '10' }));
    expect(ids(await list({ limit: '10', currentPage: '0' }))).toEqual(first);
    expect(ids(await list({ limit: '10', currentPage: '-3' }))).toEqual(first);
    const second = await list({ limit: '10', currentPage: '2' });
    expect(ids(second)).toEqual(['F0006', 'F0007', 'F0008', 'F0009', 'F0010', 'F0011', 'F0012', 'F0013', 'F0014', 'F0015']);
    expect((await list({ limit: '1000' })).records).toHaveLength(100);
    expect((await list({ limit: '15' })).records).toHaveLength(15);
    expect((await list({ limit: '0' })).records).toHaveLength(30);
    const last = await list({ limit: '50', currentPage: '3' });
    expect(last.records).toHaveLength(4 + FILLERS - 100);
    expect((await list({ limit: '50', currentPage: '99' })).records).toEqual([]);

    const bad = await get(harness.app, '/api/get-problem-list', { currentPage: 'two' });
    expect(bad.statusCode).toBe(400);
    expect(msgOf(bad)).toBe('currentPage must be integer');
  });

  it('runs the same number of queries whatever the page size (no per-row queries)', async () => {
    const runner = harness.app.db.createQueryRunner();
    const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const spy = vi.spyOn(prototype, 'query');
    try {
      // An admin's list is never served from the public list cache, so every call queries.
      await list({ limit: '10' }, adminToken);
      const small = spy.mock.calls.length;
      spy.mockClear();
      await list({ limit: '100' }, adminToken);
      expect(spy.mock.calls.length).toBe(small);
      expect(small).toBeGreaterThanOrEqual(3);
      expect(small).toBeLessThanOrEqual(4);
    } finally {
      spy.mockRestore();
    }
  });
});
