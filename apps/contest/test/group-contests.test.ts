import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, GroupAuth, ProblemAuth } from '@oj/contracts';
import type { AdminContestDto, AdminContestListDto, AdminContestProblemDto, ContestInfoDto, ContestListDto } from '@oj/contracts';
import { ContestEntity, ContestProblemEntity } from '@oj/db';
import { contestForm, startContestKit } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';
import { addAccount, addGroup } from './group-kit.ts';

// Group contests (spec 03 §2.11, §6 "Group content", §7): created by a group's admins, managed by its
// root or their author, taken part in by its members only, and never seen outside a private group.

describe('group contests', () => {
  let kit: ContestTestKit;
  let teacher: Account; // level 4: creates
  let owner: Account;
  let student: Account; // level 3
  let otherAdmin: Account; // level 4, not the author
  let stranger: Account;
  let gid: number;
  let publicGid: number;
  let cid: number;

  beforeAll(async () => {
    kit = await startContestKit();
    teacher = await addAccount(kit, 'teacher');
    owner = await addAccount(kit, 'groupowner');
    student = await addAccount(kit, 'student');
    otherAdmin = await addAccount(kit, 'assistant');
    stranger = await addAccount(kit, 'stranger');
    gid = await addGroup(kit, owner, [
      { account: teacher, level: 4 },
      { account: student, level: 3 },
      { account: otherAdmin, level: 4 },
    ]);
    publicGid = await addGroup(kit, owner, [{ account: student, level: 3 }], GroupAuth.Public);
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('lets a group admin create one in the group, and nobody else', async () => {
    const created = await kit.call<AdminContestDto>('POST', '/api/group/contest', teacher, { ...contestForm({ title: 'Group Round' }), gid });
    expect([created.statusCode, created.msg]).toEqual([200, 'Create Successfully']);
    cid = created.data.id;
    expect(created.data).toMatchObject({ gid, uid: teacher.uid, title: 'Group Round', isAdmin: true });
    expect((await kit.gateContest(cid))?.gid).toBe(gid);
    for (const who of [student, stranger, kit.accounts.admin]) {
      const refused = await kit.call('POST', '/api/group/contest', who, { ...contestForm(), gid });
      expect([refused.statusCode, refused.msg]).toEqual([403, 'Only the group’s admins can create its contests']);
    }
    const noGroup = await kit.call('POST', '/api/group/contest', teacher, { ...contestForm(), gid: 999_999 });
    expect([noGroup.statusCode, noGroup.msg]).toEqual([404, 'The group does not exist']);
    // The back office creates no group contest, nor moves one into a group.
    const site = await kit.call('POST', '/api/admin/contest', kit.accounts.admin, { ...contestForm(), gid });
    expect([site.statusCode, site.msg]).toEqual([400, 'A group contest is created and managed in its group']);
  });

  it('lists it to the members and the admins, and never in the site-wide lists', async () => {
    const members = await kit.call<ContestListDto>('GET', `/api/group/get-contest-list?gid=${gid}`, student);
    expect(members.data.records.map((row) => row.id)).toEqual([cid]);
    const admins = await kit.call<AdminContestListDto>('GET', `/api/group/get-admin-contest-list?gid=${gid}`, otherAdmin);
    expect(admins.data.records.map((row) => [row.id, row.uid])).toEqual([[cid, teacher.uid]]);
    expect((await kit.call('GET', `/api/group/get-admin-contest-list?gid=${gid}`, student)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/group/get-contest-list?gid=${gid}`, stranger)).statusCode).toBe(403);
    const site = await kit.call<ContestListDto>('GET', '/api/get-contest-list?limit=100', stranger);
    expect(site.data.records.map((row) => row.id)).not.toContain(cid);
    const siteAsMember = await kit.call<ContestListDto>('GET', '/api/get-contest-list?limit=100', student);
    expect(siteAsMember.data.records.map((row) => row.id)).not.toContain(cid);
    const recent = await kit.call<{ id: number }[]>('GET', '/api/get-recent-contest', null);
    expect(recent.data.map((row) => row.id)).not.toContain(cid);
  });

  it('hides a private group’s contest from strangers everywhere', async () => {
    expect((await kit.call('GET', `/api/get-contest-info?cid=${cid}`, stranger)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/get-contest-outsize-info?cid=${cid}`, null)).statusCode).toBe(404);
    expect((await kit.call('POST', '/api/register-contest', stranger, { cid, password: '' })).statusCode).toBe(404);
    expect((await kit.call('POST', '/api/get-contest-rank', stranger, { cid, currentPage: 1, limit: 30 })).statusCode).toBe(404);
    expect(
      (await kit.service.app.inject({ method: 'GET', url: `/api/contests/${cid}`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode,
    ).toBe(404);
    const icpcList = await kit.service.app.inject({ method: 'GET', url: '/api/contests', headers: { authorization: `Bearer ${stranger.token}` } });
    expect(icpcList.json<{ id: string }[]>().map((row) => row.id)).not.toContain(String(cid));
  });

  it('lets members register and enter; the root and the author run it', async () => {
    const info = await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cid}`, student);
    expect([info.statusCode, info.data.isAdmin]).toEqual([200, false]);
    expect((await kit.call('POST', '/api/register-contest', student, { cid, password: '' })).statusCode).toBe(200);
    expect(await kit.gateMember(cid, student.uid)).not.toBeNull();
    expect((await kit.call<{ access: boolean }>('GET', `/api/get-contest-access?cid=${cid}`, student)).data.access).toBe(true);
    expect((await kit.call('GET', `/api/get-contest-problem?cid=${cid}`, student)).statusCode).toBe(200);
    expect((await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cid}`, owner)).data.isAdmin).toBe(true);
    expect((await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cid}`, teacher)).data.isAdmin).toBe(true);
    expect((await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cid}`, otherAdmin)).data.isAdmin).toBe(false);
  });

  it('shows a public group’s contest to signed-in strangers, who still cannot take part', async () => {
    const created = await kit.call<AdminContestDto>('POST', '/api/group/contest', owner, { ...contestForm({ title: 'Open Round' }), gid: publicGid });
    const openCid = created.data.id;
    expect((await kit.call('GET', `/api/get-contest-info?cid=${openCid}`, stranger)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/group/get-contest-list?gid=${publicGid}`, stranger)).statusCode).toBe(200);
    const register = await kit.call('POST', '/api/register-contest', stranger, { cid: openCid, password: '' });
    expect([register.statusCode, register.msg]).toEqual([403, 'Only members of the group can take part in this contest']);
    const register2 = await kit.call('POST', '/api/register-contest', stranger, { cid: openCid, password: '' }, 'zh-CN');
    expect(register2.msg).toBe('只有该团队的成员才能参加本比赛');
    expect((await kit.call('GET', `/api/get-contest-problem?cid=${openCid}`, stranger)).statusCode).toBe(403);
    expect((await kit.call<{ access: boolean }>('GET', `/api/get-contest-access?cid=${openCid}`, stranger)).data.access).toBe(false);
    expect(await kit.gateMember(openCid, stranger.uid)).toBeNull();
    expect((await kit.call('POST', '/api/register-contest', student, { cid: openCid, password: '' })).statusCode).toBe(200);
  });

  it('adds public problems and the group’s own problems, never another group’s', async () => {
    const open = await kit.addBankProblem();
    const own = await kit.addBankProblem({ isGroup: true, gid, auth: ProblemAuth.Private, problemId: `G${gid}-own` });
    const foreign = await kit.addBankProblem({ isGroup: true, gid: publicGid, problemId: `G${publicGid}-foreign` });
    expect((await kit.call('POST', '/api/group/add-contest-problem-from-public', teacher, { cid, pid: open, displayId: 'A' })).statusCode).toBe(200);
    const fromGroup = await kit.call('POST', '/api/group/add-contest-problem-from-group', teacher, { cid, problemId: `G${gid}-own`, displayId: 'B' });
    expect([fromGroup.statusCode, fromGroup.msg]).toEqual([200, 'Add Successfully']);
    const other = await kit.call('POST', '/api/group/add-contest-problem-from-group', teacher, { cid, problemId: `G${publicGid}-foreign`, displayId: 'C' });
    expect([other.statusCode, other.msg]).toEqual([404, 'The group has no problem with this display id']);
    const asPublic = await kit.call('POST', '/api/group/add-contest-problem-from-public', teacher, { cid, pid: foreign, displayId: 'C' });
    expect([asPublic.statusCode, asPublic.msg]).toEqual([400, 'A group contest takes public problems and its own group’s problems only']);
    const list = await kit.call<AdminContestProblemDto[]>('GET', `/api/group/get-contest-problem-list?cid=${cid}`, owner);
    expect(list.data.map((row) => [row.displayId, row.pid])).toEqual([
      ['A', open],
      ['B', own],
    ]);
    expect((await kit.gateContest(cid))?.problems.map((problem) => problem.pid).sort()).toEqual([open, own].sort());
    // Group problems stay out of site contests.
    const siteCid = (await kit.call<AdminContestDto>('POST', '/api/admin/contest', kit.accounts.admin, contestForm())).data.id;
    const site = await kit.call('POST', '/api/admin/contest/add-problem-from-public', kit.accounts.admin, { cid: siteCid, pid: own, displayId: 'A' });
    expect(site.statusCode).toBe(400);
  });

  it('lets only the root and the author edit, announce and delete', async () => {
    const update = { ...contestForm({ title: 'Group Round 2' }), id: cid };
    expect((await kit.call('PUT', '/api/group/contest', otherAdmin, update)).statusCode).toBe(403);
    expect((await kit.call('PUT', '/api/group/contest', student, update)).statusCode).toBe(403);
    expect((await kit.call('PUT', '/api/group/contest', teacher, update)).statusCode).toBe(200);
    expect((await kit.call('PUT', '/api/group/contest', owner, { ...update, gid: publicGid })).statusCode).toBe(400);
    const announced = await kit.call<{ id: number }>('POST', '/api/group/contest-announcement', owner, { cid, title: 'Clarification', content: 'A is easy' });
    expect(announced.statusCode).toBe(200);
    expect((await kit.call('POST', '/api/group/contest-announcement', otherAdmin, { cid, title: 'No', content: 'No' })).statusCode).toBe(403);
    const page = await kit.call<{ total: number }>('GET', `/api/group/get-contest-announcement-list?cid=${cid}`, teacher);
    expect(page.data.total).toBe(1);
    expect((await kit.call('PUT', '/api/group/change-contest-visible', teacher, { cid, visible: false })).statusCode).toBe(200);
    expect((await kit.call<ContestListDto>('GET', `/api/group/get-contest-list?gid=${gid}`, student)).data.records).toEqual([]);
    expect((await kit.call('GET', `/api/get-contest-info?cid=${cid}`, student)).statusCode).toBe(404);
    expect((await kit.call<AdminContestListDto>('GET', `/api/group/get-admin-contest-list?gid=${gid}`, otherAdmin)).data.records).toHaveLength(1);
    // A contest without a group is not managed from a group's page.
    const siteCid = (await kit.call<AdminContestDto>('POST', '/api/admin/contest', kit.accounts.admin, contestForm())).data.id;
    expect((await kit.call('GET', `/api/group/contest?cid=${siteCid}`, kit.accounts.root)).statusCode).toBe(404);
    // Delete names the group; another group's id is not this contest's.
    expect((await kit.call('DELETE', `/api/group/contest?cid=${cid}&gid=${publicGid}`, owner)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/group/contest?cid=${cid}&gid=${gid}`, otherAdmin)).statusCode).toBe(403);
    const deleted = await kit.call('DELETE', `/api/group/contest?cid=${cid}&gid=${gid}`, teacher);
    expect([deleted.statusCode, deleted.msg]).toEqual([200, 'Delete successfully']);
    const db = kit.service.database.dataSource;
    expect(await db.getRepository(ContestEntity).countBy({ id: cid })).toBe(0);
    expect(await db.getRepository(ContestProblemEntity).countBy({ cid })).toBe(0);
    expect(await kit.gateContest(cid)).toBeNull();
  });

  it('takes the author’s rights away when they are no group admin anymore', async () => {
    const created = await kit.call<AdminContestDto>('POST', '/api/group/contest', otherAdmin, { ...contestForm({ auth: ContestAuth.Public }), gid });
    expect(created.statusCode).toBe(200);
    const db = kit.service.database.dataSource;
    await db.query('UPDATE `group_member` SET `auth` = 3 WHERE `gid` = ? AND `uid` = ?', [gid, otherAdmin.uid]);
    expect((await kit.call('GET', `/api/group/contest?cid=${created.data.id}`, otherAdmin)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/group/contest?cid=${created.data.id}`, owner)).statusCode).toBe(200);
  });
});
