import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProblemSavedDto, AdminTagClassificationDto, AdminTagDto, AdminTagListRecordDto, TagClassificationGroupDto } from '@oj/contracts';
import { ProblemTagEntity, TagEntity } from '@oj/db';
import { call, dataOf, languageIds, msgOf, problemBody, startAdminProblemApp } from './helpers.ts';
import type { AdminProblemHarness } from './helpers.ts';

let h: AdminProblemHarness;
let cpp: number;

beforeAll(async () => {
  h = await startAdminProblemApp('admtag');
  [cpp = 0] = await languageIds(h.app, ['C++']);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const classify = async (name: string, rank: number) =>
  dataOf<AdminTagClassificationDto>(await call(h.app, 'POST', '/api/admin/tag/classification', { token: h.admin, body: { name, rank } }));
const tag = async (body: object) => dataOf<AdminTagDto>(await call(h.app, 'POST', '/api/admin/tag', { token: h.admin, body }));

describe('tag classifications', () => {
  it('list by rank then id, in the admin list and in the public tag browser, and follow a rank change', async () => {
    const late = await classify('Advanced', 30);
    const early = await classify('Basics', 10);
    const middle = await classify('Graphs', 20);
    const sameRank = await classify('Strings', 20);
    const names = async () =>
      dataOf<AdminTagClassificationDto[]>(await call(h.app, 'GET', '/api/admin/tag/classification', { token: h.admin })).map((row) => row.name);
    expect(await names()).toEqual(['Basics', 'Graphs', 'Strings', 'Advanced']);
    await tag({ name: 'bfs', tcid: middle.id });
    const browser = dataOf<TagClassificationGroupDto[]>(await call(h.app, 'GET', '/api/get-problem-tags-and-classification', { query: { oj: 'ME' } }));
    expect(browser.map((group) => group.classification?.name)).toEqual(['Basics', 'Graphs', 'Strings', 'Advanced']);
    const moved = dataOf<AdminTagClassificationDto>(
      await call(h.app, 'PUT', '/api/admin/tag/classification', { token: h.admin, body: { id: late.id, name: 'Advanced', rank: 0 } }),
    );
    expect(moved.rank).toBe(0);
    expect(await names()).toEqual(['Advanced', 'Basics', 'Graphs', 'Strings']);
    expect(early.tagCount).toBe(0);
    expect(
      dataOf<AdminTagClassificationDto[]>(await call(h.app, 'GET', '/api/admin/tag/classification', { token: h.admin })).find((row) => row.id === middle.id)
        ?.tagCount,
    ).toBe(1);
    expect(sameRank.oj).toBe('ME');
  });

  it('refuse a duplicate name and an empty one; delete leaves their tags unclassified', async () => {
    expect(msgOf(await call(h.app, 'POST', '/api/admin/tag/classification', { token: h.admin, body: { name: 'basics', rank: 1 } }))).toBe(
      'A classification with this name already exists in this problem bank',
    );
    expect(msgOf(await call(h.app, 'POST', '/api/admin/tag/classification', { token: h.admin, body: { name: ' ', rank: 1 } }))).toBe(
      'Classification name is required',
    );
    const doomed = await classify('Doomed', 5);
    const orphan = await tag({ name: 'orphan', tcid: doomed.id });
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/tag/classification', { token: h.admin, query: { tcid: doomed.id } }))).toBe('Delete successfully');
    expect((await h.app.db.getRepository(TagEntity).findOneByOrFail({ id: orphan.id })).tcid).toBeNull();
    expect((await call(h.app, 'DELETE', '/api/admin/tag/classification', { token: h.admin, query: { tcid: doomed.id } })).statusCode).toBe(404);
  });
});

describe('tags', () => {
  it('create, list with classification and problem count, update and delete with their problem links', async () => {
    const basics = await classify('Counting', 40);
    const created = await tag({ name: 'combinatorics', color: '#ff0000', tcid: basics.id });
    expect(created).toMatchObject({ name: 'combinatorics', color: '#ff0000', oj: 'ME', gid: null, tcid: basics.id });
    expect(msgOf(await call(h.app, 'POST', '/api/admin/tag', { token: h.admin, body: { name: 'Combinatorics' } }))).toBe(
      'A tag with this name already exists in this problem bank',
    );
    expect(msgOf(await call(h.app, 'POST', '/api/admin/tag', { token: h.admin, body: { name: 'x', oj: 'CF', tcid: basics.id } }))).toBe(
      'The tag and its classification must belong to the same problem bank',
    );
    expect(msgOf(await call(h.app, 'POST', '/api/admin/tag', { token: h.admin, body: { name: 'x', oj: 'NOPE' } }))).toBe(
      'oj must be ME or a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE)',
    );
    const pid = dataOf<AdminProblemSavedDto>(
      await call(h.app, 'POST', '/api/admin/problem', { token: h.admin, body: problemBody('TG-1', [cpp], { tags: [{ id: created.id, name: '' }] }) }),
    ).id;
    const list = dataOf<AdminTagListRecordDto[]>(await call(h.app, 'GET', '/api/admin/tag/list', { token: h.admin, query: { keyword: 'combi' } }));
    expect(list).toEqual([{ ...created, classificationName: 'Counting', problemCount: 1 }]);
    const renamed = dataOf<AdminTagDto>(await call(h.app, 'PUT', '/api/admin/tag', { token: h.admin, body: { id: created.id, name: 'counting', tcid: null } }));
    expect(renamed).toMatchObject({ name: 'counting', tcid: null, color: null });
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/tag', { token: h.admin, query: { tid: created.id } }))).toBe('Delete successfully');
    expect(await h.app.db.getRepository(ProblemTagEntity).countBy({ pid })).toBe(0);
    expect((await call(h.app, 'PUT', '/api/admin/tag', { token: h.admin, body: { id: created.id, name: 'again' } })).statusCode).toBe(404);
  });

  it('are refused to users', async () => {
    expect((await call(h.app, 'POST', '/api/admin/tag', { token: h.user, body: { name: 'nope' } })).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/admin/tag/classification')).statusCode).toBe(401);
  });
});
