import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, Verdict } from '@oj/contracts';
import type { AdminTrainingListDto, GroupTrainingDto, GroupTrainingProblemListDto, TrainingDetailDto, TrainingListDto } from '@oj/contracts';
import { GroupMemberEntity, JudgeEntity, TrainingEntity, TrainingProblemEntity } from '@oj/db';
import { startContestKit } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';
import { addCategory, addGroupProblem, addRoleGroup, groupAccounts, groupTrainingBody } from './group-training-kit.ts';
import type { GroupRole } from './group-training-kit.ts';

// Group trainings through the contest service (spec 03 §2.10, §5, §6, §7 "Group trainings"): a
// group admin creates one with the back office's use cases, adds public and group problems; members
// list it with their progress and enter it through the core training calls; outsiders never see a
// private group's trainings; the root or the author manages it; a super admin clones the group's
// trainings into another group.

describe('group trainings', () => {
  let kit: ContestTestKit;
  let who: Record<GroupRole, Account>;
  let gid = 0;
  let otherGid = 0;
  let publicGid = 0;
  let categoryId = 0;
  let tid = 0;
  let lockedTid = 0;
  let publicPid = 0;
  let groupProblem = { pid: 0, problemId: '' };

  beforeAll(async () => {
    kit = await startContestKit();
    who = await groupAccounts(kit, 'gt');
    gid = await addRoleGroup(kit, who);
    otherGid = await addRoleGroup(kit, who);
    publicGid = await addRoleGroup(kit, who, GroupAuth.Public);
    categoryId = await addCategory(kit, 'Basics');
    publicPid = await kit.addBankProblem({ title: 'Public sum' });
    groupProblem = await addGroupProblem(kit, gid, 'Group sum');
  });
  afterAll(async () => {
    await kit.close();
  });

  it('lets a group admin create a training of the group with the form’s body (training, trainingCategory {id})', async () => {
    const refused = await kit.call('POST', '/api/group/training', who.m3, groupTrainingBody(gid, categoryId));
    expect([refused.statusCode, refused.msg]).toEqual([403, 'Only the group admins may do this']);
    const made = await kit.call<GroupTrainingDto>('POST', '/api/group/training', who.m4, groupTrainingBody(gid, categoryId, { title: 'Loops' }));
    expect([made.statusCode, made.msg]).toEqual([200, 'Create Successfully']);
    expect(made.data.training).toMatchObject({ gid, title: 'Loops', author: who.m4.username, canManage: true, hasPassword: false });
    expect(made.data.trainingCategory).toEqual({ id: categoryId, name: 'Basics', color: '#2d8cf0' });
    tid = made.data.training.id;
    const noPassword = await kit.call('POST', '/api/group/training', who.owner, groupTrainingBody(gid, categoryId, { auth: 'Private' }));
    expect([noPassword.statusCode, noPassword.msg]).toEqual([400, 'A password is required for a private training']);
    const locked = await kit.call<GroupTrainingDto>(
      'POST',
      '/api/group/training',
      who.owner,
      groupTrainingBody(gid, categoryId, { title: 'Locked', auth: 'Private', pwd: 'letmein' }),
    );
    lockedTid = locked.data.training.id;
    const foreignCategory = await addCategory(kit, 'Other group', otherGid);
    const wrongCategory = await kit.call('POST', '/api/group/training', who.owner, groupTrainingBody(gid, foreignCategory));
    expect([wrongCategory.statusCode, wrongCategory.msg]).toEqual([400, 'The training category does not exist']);
    // The categories a group training may take: the site's and the group's own.
    const categories = await kit.call<{ id: number }[]>('GET', `/api/group/get-training-category-list?gid=${gid}`, who.m4);
    expect(categories.data.map((category) => category.id)).toEqual([categoryId]);
    expect((await kit.call('GET', `/api/group/get-training-category-list?gid=${gid}`, who.m3)).statusCode).toBe(403);
  });

  it('adds problems from the public pool and from the group; a problem of another group or a private bank problem is refused', async () => {
    const fromPublic = await kit.call('POST', '/api/group/add-training-problem-from-public', who.m4, { tid, pid: publicPid, displayId: 'A' });
    expect([fromPublic.statusCode, fromPublic.msg]).toEqual([200, 'Add Successfully']);
    // The picker of add-from-group: the group's problems not in the training yet.
    const picker = await kit.call<GroupTrainingProblemListDto>('GET', `/api/group/get-training-problem-list?tid=${tid}&queryExisted=false`, who.m4);
    expect(picker.data.problemList.records.map((problem) => problem.id)).toEqual([groupProblem.pid]);
    const fromGroup = await kit.call('POST', '/api/group/add-training-problem-from-group', who.m4, { tid, problemId: groupProblem.problemId });
    expect([fromGroup.statusCode, fromGroup.msg]).toEqual([200, 'Add Successfully']);
    const elsewhere = await addGroupProblem(kit, otherGid, 'Elsewhere');
    const foreign = await kit.call('POST', '/api/group/add-training-problem-from-group', who.m4, { tid, problemId: elsewhere.problemId });
    expect([foreign.statusCode, foreign.msg]).toEqual([400, 'The problem is not one of this group’s problems']);
    const privateBank = await kit.addBankProblem({ auth: 2 });
    expect((await kit.call('POST', '/api/group/add-training-problem-from-public', who.m4, { tid, pid: privateBank, displayId: 'P' })).statusCode).toBe(400);
    const again = await kit.call('POST', '/api/group/add-training-problem-from-public', who.m4, { tid, pid: publicPid, displayId: 'A' });
    expect([again.statusCode, again.msg]).toEqual([400, 'This problem is already in this training']);

    const listed = await kit.call<GroupTrainingProblemListDto>('GET', `/api/group/get-training-problem-list?tid=${tid}`, who.m4);
    expect(listed.data.problemList.total).toBe(2);
    expect(listed.data.problemList.records.map((problem) => problem.id)).toEqual([publicPid, groupProblem.pid]);
    expect(listed.data.trainingProblemMap[String(groupProblem.pid)]).toMatchObject({ tid, pid: groupProblem.pid, displayId: groupProblem.problemId, rank: 2 });
    expect(
      (await kit.call<GroupTrainingProblemListDto>('GET', `/api/group/get-training-problem-list?tid=${tid}&keyword=group`, who.m4)).data.problemList.total,
    ).toBe(1);
    expect(
      (await kit.call<GroupTrainingProblemListDto>('GET', `/api/group/get-training-problem-list?tid=${tid}&problemType=1`, who.m4)).data.problemList.total,
    ).toBe(0);
    // Reorder: the group problem first.
    expect((await kit.call('PUT', '/api/group/training-problem', who.m4, { tid, pid: groupProblem.pid, rank: 0 })).statusCode).toBe(200);
    const reordered = await kit.call<GroupTrainingProblemListDto>('GET', `/api/group/get-training-problem-list?tid=${tid}`, who.m4);
    expect(reordered.data.problemList.records.map((problem) => problem.id)).toEqual([groupProblem.pid, publicPid]);
    await kit.call('POST', '/api/group/add-training-problem-from-public', who.owner, { tid: lockedTid, pid: publicPid, displayId: 'A' });
  });

  it('lists the group’s visible trainings to its members with their progress; never outside the group', async () => {
    await kit.service.database.dataSource.getRepository(JudgeEntity).insert({
      pid: publicPid,
      uid: who.m3.uid,
      username: who.m3.username,
      submitTime: new Date(),
      status: Verdict.Accepted,
      time: 10,
      cid: 0,
      cpid: 0,
      tid,
      displayPid: 'A',
      code: 'int main() {}',
      language: 'C++',
      length: 13,
    });
    const list = await kit.call<TrainingListDto>('GET', `/api/group/get-training-list?gid=${gid}`, who.m3);
    expect(list.statusCode).toBe(200);
    expect(list.data.records.map((row) => row.id).sort()).toEqual([tid, lockedTid].sort());
    expect(list.data.records.find((row) => row.id === tid)).toMatchObject({
      title: 'Loops',
      auth: 'Public',
      categoryName: 'Basics',
      acCount: 1,
      problemCount: 2,
      author: who.m4.username,
    });
    for (const outsider of [who.stranger, who.m1, who.m2, who.siteAdmin]) {
      const refused = await kit.call('GET', `/api/group/get-training-list?gid=${gid}`, outsider);
      expect([refused.statusCode, refused.msg]).toEqual([403, 'Only the members of the group may view this']);
      // Nor through the core calls: the training is not found outside the group.
      expect((await kit.call('GET', `/api/get-training-detail?tid=${tid}`, outsider)).statusCode).toBe(404);
      expect((await kit.call('GET', `/api/get-training-problem-list?tid=${tid}`, outsider)).statusCode).toBe(404);
    }
    expect((await kit.call('GET', `/api/group/get-training-list?gid=${gid}`)).statusCode).toBe(401);
    // The public training list never shows a group's trainings.
    const everyone = await kit.call<TrainingListDto>('GET', '/api/get-training-list', who.superAdmin);
    expect(everyone.data.records.map((row) => row.id)).not.toContain(tid);
  });

  it('opens a group training through the core calls for members; a password asks for registering first', async () => {
    const detail = await kit.call<TrainingDetailDto>('GET', `/api/get-training-detail?tid=${tid}`, who.m3);
    expect(detail.data).toMatchObject({ gid, access: true, isAdmin: false });
    const problems = await kit.call<{ pid: number; myStatus: number }[]>('GET', `/api/get-training-problem-list?tid=${tid}`, who.m3);
    expect(problems.data.map((problem) => [problem.pid, problem.myStatus])).toEqual([
      [groupProblem.pid, -10],
      [publicPid, 0],
    ]);
    const page = await kit.call('GET', `/api/get-training-problem-details?tid=${tid}&problemId=${encodeURIComponent(groupProblem.problemId)}`, who.m3);
    expect(page.statusCode).toBe(200);
    // The locked one: members register with its password; its admins are in already.
    expect((await kit.call<TrainingDetailDto>('GET', `/api/get-training-detail?tid=${lockedTid}`, who.m3)).data.access).toBe(false);
    expect((await kit.call('GET', `/api/get-training-problem-list?tid=${lockedTid}`, who.m3)).statusCode).toBe(403);
    const wrong = await kit.call('POST', '/api/register-training', who.m3, { tid: lockedTid, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect((await kit.call('POST', '/api/register-training', who.m3, { tid: lockedTid, password: 'letmein' })).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/get-training-problem-list?tid=${lockedTid}`, who.m3)).statusCode).toBe(200);
    expect((await kit.call<TrainingDetailDto>('GET', `/api/get-training-detail?tid=${lockedTid}`, who.m5)).data).toMatchObject({ access: true, isAdmin: true });
    // Outsiders cannot register into a private group's training either.
    expect((await kit.call('POST', '/api/register-training', who.stranger, { tid: lockedTid, password: 'letmein' })).statusCode).toBe(404);
  });

  it('shows a public group’s trainings to every signed-in user', async () => {
    const made = await kit.call<GroupTrainingDto>('POST', '/api/group/training', who.owner, groupTrainingBody(publicGid, categoryId, { title: 'Open' }));
    expect((await kit.call<TrainingListDto>('GET', `/api/group/get-training-list?gid=${publicGid}`, who.stranger)).data.total).toBe(1);
    expect((await kit.call('GET', `/api/get-training-detail?tid=${made.data.training.id}`, who.stranger)).statusCode).toBe(200);
  });

  it('lets the group root or the author manage a training; other group admins see it with the switch disabled', async () => {
    const asOtherAdmin = await kit.call<AdminTrainingListDto>('GET', `/api/group/get-admin-training-list?gid=${gid}`, who.m4);
    expect(asOtherAdmin.data.records.map((row) => [row.id, row.canManage])).toEqual([
      [lockedTid, false],
      [tid, true],
    ]);
    const asRoot = await kit.call<AdminTrainingListDto>('GET', `/api/group/get-admin-training-list?gid=${gid}`, who.m5);
    expect(asRoot.data.records.every((row) => row.canManage)).toBe(true);
    const denied = await kit.call('PUT', '/api/group/change-training-status', who.m4, { tid: lockedTid, visible: false });
    expect([denied.statusCode, denied.msg]).toEqual([403, 'You can only manage the trainings you created']);
    expect((await kit.call('PUT', '/api/group/change-training-status', who.m5, { tid: lockedTid, visible: false })).statusCode).toBe(200);
    expect((await kit.call<TrainingListDto>('GET', `/api/group/get-training-list?gid=${gid}`, who.m3)).data.records.map((row) => row.id)).toEqual([tid]);
    expect((await kit.call('PUT', '/api/group/change-training-status', who.m5, { tid: lockedTid, visible: true })).statusCode).toBe(200);

    const loaded = await kit.call<GroupTrainingDto>('GET', `/api/group/training?tid=${tid}`, who.m4);
    const { training } = loaded.data;
    const update = {
      training: { id: tid, rank: 5, title: 'Loops and arrays', description: training.description, auth: 'Public', visible: true },
      trainingCategory: { id: categoryId },
    };
    const updated = await kit.call<GroupTrainingDto>('PUT', '/api/group/training', who.m4, update);
    expect([updated.statusCode, updated.data.training.title]).toEqual([200, 'Loops and arrays']);
    // The author demoted to a plain member manages it no more.
    await kit.service.database.dataSource.getRepository(GroupMemberEntity).update({ gid, uid: who.m4.uid }, { auth: 3 });
    expect((await kit.call('PUT', '/api/group/training', who.m4, update)).statusCode).toBe(403);
    await kit.service.database.dataSource.getRepository(GroupMemberEntity).update({ gid, uid: who.m4.uid }, { auth: 4 });
    // A training outside groups is none of the group calls'.
    const siteTraining = await kit.call<{ id: number }>('POST', '/api/admin/training', who.superAdmin, {
      rank: 1,
      title: 'Site',
      description: '',
      auth: 'Public',
      categoryId,
    });
    const notHere = await kit.call('GET', `/api/group/training?tid=${siteTraining.data.id}`, who.superAdmin);
    expect([notHere.statusCode, notHere.msg]).toEqual([404, 'The training does not exist in this group']);
    // Removing a problem is allowed to whoever manages the training, whatever group owns the problem.
    expect((await kit.call('DELETE', `/api/group/training-problem?tid=${tid}&pid=${groupProblem.pid}`, who.m4)).statusCode).toBe(200);
    await kit.call('POST', '/api/group/add-training-problem-from-group', who.m4, { tid, problemId: groupProblem.problemId });
  });

  it('the back office adds a group problem to a group training with the same use case', async () => {
    const other = await addGroupProblem(kit, gid, 'Back office pick');
    const added = await kit.call('POST', '/api/admin/training/add-training-problem-from-group', who.superAdmin, { tid, problemId: other.problemId });
    expect([added.statusCode, added.msg]).toEqual([200, 'Add Successfully']);
    // A site admin outside the group manages none of its trainings.
    expect((await kit.call('POST', '/api/admin/training/add-training-problem-from-group', who.siteAdmin, { tid, problemId: other.problemId })).statusCode).toBe(
      403,
    );
    await kit.call('DELETE', `/api/group/training-problem?tid=${tid}&pid=${other.pid}`, who.superAdmin);
  });

  it('lets super admins clone a group’s trainings into another group, which needs a target', async () => {
    const notSuper = await kit.call('POST', '/api/group/clone-training', who.owner, { sgid: gid, tgid: otherGid });
    expect([notSuper.statusCode, notSuper.msg]).toEqual([403, 'Only super admins may clone trainings']);
    const noTarget = await kit.call('POST', '/api/group/clone-training', who.superAdmin, { sgid: gid, tgid: null });
    expect([noTarget.statusCode, noTarget.msg]).toEqual([400, 'Choose the target group']);
    expect((await kit.call('POST', '/api/group/clone-training', who.superAdmin, { sgid: gid, tgid: gid })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/group/clone-training', who.superAdmin, { sgid: gid, tgid: 999_999 })).statusCode).toBe(404);
    const db = kit.service.database.dataSource;
    // The training links a problem of the source group, which the gateway copies; this service runs
    // alone here (no gateway answers): nothing is cloned, and the caller is told to try again later.
    // The copies themselves: apps/gateway/test/group-problem/clone-trainings.test.ts.
    const noGateway = await kit.call('POST', '/api/group/clone-training', who.superAdmin, { sgid: gid, tgid: otherGid });
    expect([noGateway.statusCode, noGateway.msg]).toEqual([503, 'The group problems cannot be copied now; please try again later']);
    expect(await db.getRepository(TrainingEntity).count({ where: { gid: otherGid } })).toBe(0);
    // A problem of a third group in a source training (never added through the calls) refuses the clone before anything is copied.
    const third = await addGroupProblem(kit, publicGid, 'Third group');
    await db.getRepository(TrainingProblemEntity).insert({ tid: lockedTid, pid: third.pid, displayId: 'Z', rank: 9 });
    const foreign = await kit.call('POST', '/api/group/clone-training', who.superAdmin, { sgid: gid, tgid: otherGid }, 'zh-CN');
    expect([foreign.statusCode, foreign.msg]).toEqual([400, `训练“Locked”含有其他团队的题目 ${third.problemId}，请先将其从训练中移除再克隆`]);
    expect(await db.getRepository(TrainingEntity).count({ where: { gid: otherGid } })).toBe(0);
    await db.getRepository(TrainingProblemEntity).delete({ tid: lockedTid, pid: third.pid });

    // Without problems of the source group, no copy is asked for: public problems stay linked as they are.
    expect((await kit.call('DELETE', `/api/group/training-problem?tid=${tid}&pid=${groupProblem.pid}`, who.m4)).statusCode).toBe(200);
    const cloned = await kit.call<{ count: number; problems: number }>(
      'POST',
      '/api/group/clone-training',
      who.superAdmin,
      { sgid: gid, tgid: otherGid },
      'zh-CN',
    );
    expect([cloned.statusCode, cloned.msg, cloned.data]).toEqual([200, '复制成功', { count: 2, problems: 0 }]);
    const copies = await db.getRepository(TrainingEntity).find({ where: { gid: otherGid }, order: { id: 'ASC' } });
    expect(copies.map((copy) => [copy.title, copy.author])).toEqual([
      ['Loops and arrays', who.superAdmin.username],
      ['Locked', who.superAdmin.username],
    ]);
    const original = await db.getRepository(TrainingEntity).findOneByOrFail({ id: lockedTid });
    expect(copies[1]?.pwdHash).toBe(original.pwdHash);
    const links = await db.getRepository(TrainingProblemEntity).find({ where: { tid: copies[0]?.id ?? 0 }, order: { rank: 'ASC' } });
    expect(links.map((link) => [link.pid, link.displayId])).toEqual([[publicPid, 'A']]);
    const list = await kit.call<TrainingListDto>('GET', `/api/group/get-training-list?gid=${otherGid}`, who.m3);
    expect(list.data.records.find((row) => row.title === 'Loops and arrays')).toMatchObject({ categoryName: 'Basics', problemCount: 1 });
  });

  it('deletes a training with its problems (group root or author)', async () => {
    expect((await kit.call('DELETE', `/api/group/training?tid=${tid}`, who.m3)).statusCode).toBe(403);
    const deleted = await kit.call('DELETE', `/api/group/training?tid=${tid}`, who.m5);
    expect([deleted.statusCode, deleted.msg]).toEqual([200, 'Delete successfully']);
    expect(await kit.service.database.dataSource.getRepository(TrainingProblemEntity).count({ where: { tid } })).toBe(0);
  });
});
