import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ProblemAuth } from '@oj/contracts';
import type { AdminContestDto, AdminContestProblemDto } from '@oj/contracts';
import {
  ContestAcCheckEntity,
  ContestAnnouncementEntity,
  ContestEntity,
  ContestPrintEntity,
  ContestProblemEntity,
  ContestRegisterEntity,
  JudgeEntity,
} from '@oj/db';
import { addProblem, contestForm, createContest, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// The back office's contests (issue 12): a contest's problems, visibility, clone, delete and
// announcements, and the contest gate entries each change writes.

describe('admin contest rows', () => {
  let kit: ContestTestKit;
  beforeAll(async () => {
    kit = await startContestKit();
  });
  afterAll(async () => {
    await kit.close();
  });

  const now = Date.now();

  it('adds public problems and contest problems of their author, once each, under unique display ids', async () => {
    const cid = await createContest(kit, contestForm({}, now));
    const publicPid = await kit.addBankProblem({ title: 'Two Sum' });
    const privatePid = await kit.addBankProblem({ auth: ProblemAuth.Private });
    const groupPid = await kit.addBankProblem({ isGroup: true });
    const mineForContest = await kit.addBankProblem({ auth: ProblemAuth.Contest, author: 'contestadmin' });
    const theirsForContest = await kit.addBankProblem({ auth: ProblemAuth.Contest, author: 'otheradmin' });
    const add = (body: Record<string, unknown>) => kit.call('POST', '/api/admin/contest/add-problem-from-public', kit.accounts.admin, { cid, ...body });

    expect((await add({ pid: publicPid, displayId: 'A', color: '#ff0000' })).msg).toBe('Add Successfully');
    expect((await add({ pid: mineForContest, displayId: 'B', displayTitle: 'Made for this contest' })).statusCode).toBe(200);
    const notAddable = 'Only public problems, or contest problems you created, can be added to a contest';
    for (const pid of [privatePid, groupPid, theirsForContest]) expect([(await add({ pid, displayId: `Z${pid}` })).msg]).toEqual([notAddable]);
    expect((await add({ pid: 999_999, displayId: 'Q' })).msg).toBe('The problem does not exist');
    expect((await add({ pid: publicPid, displayId: 'C' })).msg).toBe('This problem is already in this contest');
    expect((await add({ pid: await kit.addBankProblem(), displayId: 'a' })).msg).toBe('This display id is already used in this contest');
    expect((await add({ pid: publicPid, displayId: 'has space' })).statusCode).toBe(400);
    // The super admin may add another admin's contest problem.
    expect(
      (await kit.call('POST', '/api/admin/contest/add-problem-from-public', kit.accounts.root, { cid, pid: theirsForContest, displayId: 'C' })).statusCode,
    ).toBe(200);

    const list = await kit.call<AdminContestProblemDto[]>('GET', `/api/admin/contest/get-problem-list?cid=${cid}`, kit.accounts.admin);
    expect(list.data.map((row) => [row.displayId, row.displayTitle, row.auth, row.color])).toEqual([
      ['A', 'Two Sum', ProblemAuth.Public, '#ff0000'],
      ['B', 'Made for this contest', ProblemAuth.Contest, null],
      ['C', list.data[2]?.title, ProblemAuth.Contest, null],
    ]);
    const [first, second] = list.data;
    if (!first || !second) throw new Error('missing problems');
    expect((await kit.gateContest(cid))?.problems).toEqual(list.data.map((row) => ({ pid: row.pid, cpid: row.id, displayId: row.displayId })));

    const update = (body: Record<string, unknown>) => kit.call('PUT', '/api/admin/contest/problem', kit.accounts.admin, { cid, ...body });
    expect((await update({ id: first.id, displayId: 'B', displayTitle: 'x' })).msg).toBe('This display id is already used in this contest');
    expect((await update({ id: first.id, displayId: 'A', displayTitle: '   ' })).msg).toBe('Contest Display Title is required');
    expect((await update({ id: 999_999, displayId: 'A', displayTitle: 'x' })).msg).toBe('The contest problem does not exist');
    expect((await update({ id: first.id, displayId: 'A1', displayTitle: 'Sum of Two', color: '#00ff00' })).msg).toBe('Update Successfully');
    expect((await kit.gateContest(cid))?.problems).toContainEqual({ pid: first.pid, cpid: first.id, displayId: 'A1' });

    const removed = await kit.call('DELETE', `/api/admin/contest/problem?id=${second.id}&cid=${cid}`, kit.accounts.admin);
    expect(removed.msg).toBe('Delete successfully');
    expect((await kit.gateContest(cid))?.problems.map((problem) => problem.displayId).sort()).toEqual(['A1', 'C']);
  });

  it('hides and shows a contest (a hidden contest is private at the gate)', async () => {
    const cid = await createContest(kit, contestForm({ title: 'Soon hidden' }, now));
    const hide = await kit.call('PUT', '/api/admin/contest/change-contest-visible', kit.accounts.admin, { cid, visible: false });
    expect(hide.statusCode).toBe(200);
    expect(await kit.gateContest(cid)).toMatchObject({ auth: ContestAuth.Private });
    expect((await kit.call('GET', `/api/get-contest-info?cid=${cid}`, kit.accounts.alice)).statusCode).toBe(404);
    await kit.call('PUT', '/api/admin/contest/change-contest-visible', kit.accounts.admin, { cid, visible: true });
    expect(await kit.gateContest(cid)).toMatchObject({ auth: ContestAuth.Public });
  });

  it('clones a contest with its problems and announcements: hidden, "(copy)", yours, no registrations', async () => {
    const cid = await createContest(kit, contestForm({ title: 'Original', auth: ContestAuth.Protected, pwd: 'pw' }, now));
    const pid = await kit.addBankProblem();
    await addProblem(kit, cid, pid, 'A');
    await kit.call('POST', '/api/admin/contest/announcement', kit.accounts.admin, { cid, title: 'Welcome', content: 'Good luck' });
    await kit.call('POST', '/api/register-contest', kit.accounts.alice, { cid, password: 'pw' });

    const cloned = await kit.call<{ cid: number }>('POST', '/api/admin/contest/clone', kit.accounts.root, { cid });
    expect([cloned.statusCode, cloned.msg]).toEqual([200, 'Copied successfully']);
    const copy = await kit.call<AdminContestDto>('GET', `/api/admin/contest?cid=${cloned.data.cid}`, kit.accounts.root);
    expect(copy.data).toMatchObject({ title: 'Original (copy)', visible: false, author: 'root', count: 0, hasPassword: true, auth: ContestAuth.Protected });
    const problems = await kit.call<AdminContestProblemDto[]>('GET', `/api/admin/contest/get-problem-list?cid=${cloned.data.cid}`, kit.accounts.root);
    expect(problems.data.map((row) => [row.pid, row.displayId])).toEqual([[pid, 'A']]);
    const announcements = await kit.call<{ total: number; records: { title: string }[] }>(
      'GET',
      `/api/admin/contest/announcement?cid=${cloned.data.cid}`,
      kit.accounts.root,
    );
    expect(announcements.data.records.map((row) => row.title)).toEqual(['Welcome']);
    expect(await kit.gateContest(cloned.data.cid)).toMatchObject({
      auth: ContestAuth.Private,
      authorUid: kit.accounts.root.uid,
      problems: [{ pid, displayId: 'A' }],
    });
    // The clone's author is the one who cloned it: the original's author cannot manage it.
    expect((await kit.call('GET', `/api/admin/contest?cid=${cloned.data.cid}`, kit.accounts.admin)).statusCode).toBe(403);
  });

  it('deletes a contest with its rows but not its submissions, and withdraws it from the gate', async () => {
    const db = kit.service.database.dataSource;
    const cid = await createContest(kit, contestForm({ auth: ContestAuth.Private, pwd: 'pw' }, now));
    const keep = await createContest(kit, contestForm({ title: 'Neighbour' }, now));
    const pid = await kit.addBankProblem();
    const cpid = await addProblem(kit, cid, pid, 'A');
    await addProblem(kit, keep, pid, 'A');
    await kit.call('POST', '/api/admin/contest/announcement', kit.accounts.admin, { cid, title: 'Hello', content: 'World' });
    await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid, password: 'pw' });
    expect(await kit.gateMember(cid, kit.accounts.bob.uid)).not.toBeNull();
    await kit.addSubmission({ cid, cpid, pid, uid: kit.accounts.bob.uid, username: 'bob', status: 0, submitTime: new Date(now) });
    const submitId = (await db.getRepository(JudgeEntity).findOneByOrFail({ cid })).submitId;
    await db.getRepository(ContestPrintEntity).insert({ cid, uid: kit.accounts.bob.uid, username: 'bob', content: 'print me' });
    await db.getRepository(ContestAcCheckEntity).insert({ submitId, cid, checked: true });

    const deleted = await kit.call('DELETE', `/api/admin/contest?cid=${cid}`, kit.accounts.admin);
    expect([deleted.statusCode, deleted.msg]).toEqual([200, 'Delete successfully']);
    for (const entity of [ContestProblemEntity, ContestRegisterEntity, ContestAnnouncementEntity, ContestPrintEntity, ContestAcCheckEntity]) {
      expect(await db.getRepository(entity).countBy({ cid }), entity.options.name).toBe(0);
    }
    expect(await db.getRepository(ContestEntity).countBy({ id: cid })).toBe(0);
    expect(await db.getRepository(JudgeEntity).countBy({ cid })).toBe(1);
    expect(await db.getRepository(ContestProblemEntity).countBy({ cid: keep })).toBe(1);
    expect(await kit.gateContest(cid)).toBeNull();
    expect(await kit.gateMember(cid, kit.accounts.bob.uid)).toBeNull();
    expect(await kit.gateContest(keep)).not.toBeNull();
    expect((await kit.call('DELETE', `/api/admin/contest?cid=${cid}`, kit.accounts.admin)).statusCode).toBe(404);
  });

  it('keeps announcements: add, page, change, delete, each checked', async () => {
    const cid = await createContest(kit, contestForm({}, now));
    const add = (body: Record<string, unknown>) => kit.call<{ id: number }>('POST', '/api/admin/contest/announcement', kit.accounts.admin, { cid, ...body });
    expect((await add({ title: ' ', content: 'x' })).msg).toBe('Title is required');
    expect((await add({ title: 'x', content: '  ' })).msg).toBe('Content cannot be empty');
    const first = await add({ title: 'First', content: 'one' });
    await add({ title: 'Second', content: 'two', visible: false });
    const page = await kit.call<{ total: number; records: { title: string; visible: boolean }[] }>(
      'GET',
      `/api/admin/contest/announcement?cid=${cid}&limit=1`,
      kit.accounts.admin,
    );
    expect([page.data.total, page.data.records]).toEqual([2, [expect.objectContaining({ title: 'Second', visible: false })]]);
    const changed = await kit.call('PUT', '/api/admin/contest/announcement', kit.accounts.admin, {
      id: first.data.id,
      cid,
      title: 'First!',
      content: 'one more',
    });
    expect(changed.msg).toBe('Update Successfully');
    const elsewhere = await createContest(kit, contestForm({}, now));
    const wrongContest = await kit.call('DELETE', `/api/admin/contest/announcement?id=${first.data.id}&cid=${elsewhere}`, kit.accounts.admin);
    expect([wrongContest.statusCode, wrongContest.msg]).toEqual([404, 'The announcement does not exist']);
    expect((await kit.call('DELETE', `/api/admin/contest/announcement?id=${first.data.id}&cid=${cid}`, kit.accounts.admin)).msg).toBe('Delete successfully');
    const left = await kit.call<{ total: number }>('GET', `/api/admin/contest/announcement?cid=${cid}`, kit.accounts.admin);
    expect(left.data.total).toBe(1);
  });
});
