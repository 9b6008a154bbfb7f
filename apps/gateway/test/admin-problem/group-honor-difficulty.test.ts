import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DifficultyDto, GroupProblemListDto, HonorDto, HonorListDto, ProblemListDto } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { call, dataOf, msgOf, startAdminProblemApp } from './helpers.ts';
import type { AdminProblemHarness } from './helpers.ts';

let h: AdminProblemHarness;

beforeAll(async () => {
  h = await startAdminProblemApp('admgrp');
}, 60_000);

afterAll(async () => {
  await h.close();
});

async function groupProblem(problemId: string, progress: number | null): Promise<number> {
  const inserted = await h.app.db
    .getRepository(ProblemEntity)
    .insert({ problemId, title: problemId, isGroup: true, gid: 7, auth: 1, applyPublicProgress: progress });
  return Number(inserted.identifiers[0]?.id);
}

const publicPids = async () =>
  dataOf<ProblemListDto>(await call(h.app, 'GET', '/api/get-problem-list', { query: { limit: 100 } })).records.map((row) => row.pid);
const progress = (pid: number, value: number) =>
  call(h.app, 'PUT', '/api/admin/group-problem/change-progress', { token: h.admin, body: { pid, progress: value } });

describe('group problems waiting to go public', () => {
  it('lists the applying ones by default; approving makes the problem public, refusing keeps it in its group', async () => {
    const approved = await groupProblem('g7-apply', 1);
    const refused = await groupProblem('g7-refuse', 1);
    const quiet = await groupProblem('g7-quiet', null);
    const list = dataOf<GroupProblemListDto>(await call(h.app, 'GET', '/api/admin/group-problem/list', { token: h.admin }));
    expect(list.records.map((row) => row.id)).toEqual([approved, refused]);
    expect(await publicPids()).not.toContain(approved);

    expect(msgOf(await progress(approved, 2))).toBe('Update Successfully');
    expect(await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: approved })).toMatchObject({
      applyPublicProgress: 2,
      isGroup: false,
      auth: 1,
      gid: 7,
    });
    expect(await publicPids()).toContain(approved);

    await progress(refused, 3);
    expect(await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: refused })).toMatchObject({ applyPublicProgress: 3, isGroup: true });
    expect(await publicPids()).not.toContain(refused);

    expect(dataOf<GroupProblemListDto>(await call(h.app, 'GET', '/api/admin/group-problem/list', { token: h.admin })).total).toBe(0);
    expect(
      dataOf<GroupProblemListDto>(await call(h.app, 'GET', '/api/admin/group-problem/list', { token: h.admin, query: { progress: 3 } })).records.map(
        (row) => row.id,
      ),
    ).toEqual([refused]);
    expect(msgOf(await progress(refused, 2))).toBe('The problem is not waiting for examination');
    expect(msgOf(await progress(quiet, 2))).toBe('The problem is not waiting for examination');
    expect((await progress(999_999, 2)).statusCode).toBe(404);
  });
});

describe('difficulty levels', () => {
  const levels = async () => dataOf<DifficultyDto[]>(await call(h.app, 'GET', '/api/admin/problem/get-difficulty-list', { token: h.admin }));

  it('create (next free id), rename, refuse a taken id, and delete only when unused', async () => {
    const before = await levels();
    const created = dataOf<DifficultyDto>(await call(h.app, 'POST', '/api/admin/difficulty', { token: h.admin, body: { name: 'Insane', color: '#000000' } }));
    expect(created.id).toBe(Math.max(...before.map((level) => level.id)) + 1);
    expect(msgOf(await call(h.app, 'POST', '/api/admin/difficulty', { token: h.admin, body: { id: created.id, name: 'X', color: '#111' } }))).toBe(
      'A difficulty level with this id already exists',
    );
    expect(msgOf(await call(h.app, 'POST', '/api/admin/difficulty', { token: h.admin, body: { name: ' ', color: '#111' } }))).toBe(
      'Difficulty name is required',
    );
    await call(h.app, 'PUT', '/api/admin/difficulty', { token: h.admin, body: { id: created.id, name: 'Nightmare', color: '#222222' } });
    expect((await levels()).find((level) => level.id === created.id)).toEqual({ id: created.id, name: 'Nightmare', color: '#222222' });
    await h.app.db.getRepository(ProblemEntity).insert({ problemId: 'HARD-1', title: 'h', difficulty: created.id });
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/difficulty', { token: h.admin, query: { id: created.id } }))).toBe(
      'The difficulty level is used by problems and cannot be deleted',
    );
    await h.app.db.getRepository(ProblemEntity).delete({ problemId: 'HARD-1' });
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/difficulty', { token: h.admin, query: { id: created.id } }))).toBe('Delete successfully');
    expect(await levels()).toEqual(before);
    expect((await call(h.app, 'PUT', '/api/admin/difficulty', { token: h.admin, body: { id: created.id, name: 'n', color: 'c' } })).statusCode).toBe(404);
  });

  it('gives concurrent creates without an id distinct levels (no duplicate-key error)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => call(h.app, 'POST', '/api/admin/difficulty', { token: h.admin, body: { name: `Race ${index}`, color: '#333' } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => dataOf<DifficultyDto>(answer).id)).size).toBe(6);
  });
});

describe('honors', () => {
  const body = {
    title: 'Regional gold',
    level: 'gold',
    date: '2026-05-20',
    contestName: 'ICPC Asia Regional',
    members: [' alice', 'bob '],
    link: 'https://example.org/results',
  };

  it('create, read, list newest first with filters, update and delete', async () => {
    const created = dataOf<HonorDto>(await call(h.app, 'POST', '/api/admin/honor', { token: h.admin, body }));
    expect(created).toMatchObject({ ...body, members: ['alice', 'bob'], description: null, author: 'padmin' });
    const older = dataOf<HonorDto>(
      await call(h.app, 'POST', '/api/admin/honor', {
        token: h.admin,
        body: { ...body, title: 'Provincial bronze', level: 'bronze', date: '2025-11-02', link: null },
      }),
    );
    expect(dataOf<HonorDto>(await call(h.app, 'GET', '/api/admin/honor', { token: h.admin, query: { id: created.id } }))).toEqual(created);
    const list = dataOf<HonorListDto>(await call(h.app, 'GET', '/api/admin/honor/list', { token: h.admin }));
    expect(list.records.map((honor) => honor.id)).toEqual([created.id, older.id]);
    expect(
      dataOf<HonorListDto>(await call(h.app, 'GET', '/api/admin/honor/list', { token: h.admin, query: { level: 'bronze' } })).records.map((honor) => honor.id),
    ).toEqual([older.id]);
    expect(dataOf<HonorListDto>(await call(h.app, 'GET', '/api/admin/honor/list', { token: h.admin, query: { keyword: 'alice' } })).total).toBe(2);
    const updated = dataOf<HonorDto>(
      await call(h.app, 'PUT', '/api/admin/honor', { token: h.admin, body: { ...body, id: created.id, level: 'silver', description: 'Second place' } }),
    );
    expect(updated).toMatchObject({ level: 'silver', description: 'Second place' });
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/honor', { token: h.admin, query: { id: older.id } }))).toBe('Delete successfully');
    expect((await call(h.app, 'GET', '/api/admin/honor', { token: h.admin, query: { id: older.id } })).statusCode).toBe(404);
  });

  it.each([
    [{ title: ' ' }, 'Honor title is required'],
    [{ contestName: '' }, 'Contest or event name is required'],
    [{ date: '2026-02-30' }, 'The date must be a real day written as YYYY-MM-DD'],
    [{ link: 'javascript:alert(1)' }, 'The link must be an http or https URL'],
    [{ members: ['ok', ' '] }, 'Member names cannot be empty'],
  ])('refuses %o', async (change, message) => {
    const response = await call(h.app, 'POST', '/api/admin/honor', { token: h.admin, body: { ...body, ...change } });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe(message);
  });

  it('are refused to users', async () => {
    expect((await call(h.app, 'GET', '/api/admin/honor/list', { token: h.user })).statusCode).toBe(403);
  });
});
