import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { AdminTrainingDto, TrainingDetailDto, TrainingListDto, TrainingProblemDetailDto, TrainingProblemDto, TrainingRankDto } from '@oj/contracts';
import { JudgeEntity, TrainingEntity } from '@oj/db';
import { DEFAULT_PASSWORD_ATTEMPT_LIMITS } from '../src/modules/contest/password-attempts.ts';
import { startContestKit } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';

// Trainings end to end through the contest service (spec 02 §2-§7 "Trainings", spec 03 §2.10):
// the back office creates them, users list, register (password with a guess budget), enter, read
// problems and the rank of private ones; real names only for training admins.

describe('trainings', () => {
  let kit: ContestTestKit;
  let categoryId = 0;
  let privateTid = 0;
  let publicTid = 0;
  let hiddenTid = 0;
  let pidA = 0;
  let pidB = 0;
  const PASSWORD = 'open-sesame';

  const create = async (form: Record<string, unknown>, who: Account = kit.accounts.admin): Promise<number> => {
    const answer = await kit.call<AdminTrainingDto>('POST', '/api/admin/training', who, { rank: 1000, description: 'Practice.', categoryId, ...form });
    if (answer.statusCode !== 200) throw new Error(`create training: ${answer.statusCode} ${answer.msg}`);
    return answer.data.id;
  };
  const judged = async (who: Account, pid: number, status: number, time: number, tid: number | null) => {
    await kit.service.database.dataSource.getRepository(JudgeEntity).insert({
      pid,
      uid: who.uid,
      username: who.username,
      submitTime: new Date(),
      status,
      time,
      cid: 0,
      cpid: 0,
      tid,
      displayPid: 'X',
      code: 'int main() {}',
      language: 'C++',
      length: 13,
    });
  };

  beforeAll(async () => {
    kit = await startContestKit();
    pidA = await kit.addBankProblem({ title: 'Alpha' });
    pidB = await kit.addBankProblem({ title: 'Beta' });
  });
  afterAll(async () => {
    await kit.close();
  });

  it('answers the back office as other admin routes: 401 anonymous, 403 user, 200 admin', async () => {
    for (const [who, status] of [
      [null, 401],
      [kit.accounts.alice, 403],
      [kit.accounts.admin, 200],
      [kit.accounts.root, 200],
    ] as const) {
      expect((await kit.call('GET', '/api/admin/training/get-training-list', who)).statusCode).toBe(status);
      expect((await kit.call('GET', '/api/admin/training/category', who)).statusCode).toBe(status);
    }
    expect((await kit.call('POST', '/api/admin/training/category', kit.accounts.alice, { name: 'x', color: '#fff' })).statusCode).toBe(403);
  });

  it('manages categories with colours; refuses a bad colour with a 400', async () => {
    const bad = await kit.call('POST', '/api/admin/training/category', kit.accounts.admin, { name: 'Basics', color: 'url(x)' });
    expect(bad.statusCode).toBe(400);
    const made = await kit.call<{ id: number }>('POST', '/api/admin/training/category', kit.accounts.admin, { name: 'Basics', color: '#2d8cf0' });
    expect([made.statusCode, made.msg]).toEqual([200, 'Create Successfully']);
    categoryId = made.data.id;
    const other = await kit.call<{ id: number }>('POST', '/api/admin/training/category', kit.accounts.admin, { name: 'Temp', color: 'red' });
    expect(
      (await kit.call('PUT', '/api/admin/training/category', kit.accounts.admin, { id: other.data.id, name: 'Graphs', color: '#19be6b' })).statusCode,
    ).toBe(200);
    const listed = await kit.call<{ id: number; name: string; color: string }[]>('GET', '/api/get-training-category');
    expect(listed.data).toEqual([
      { id: categoryId, name: 'Basics', color: '#2d8cf0' },
      { id: other.data.id, name: 'Graphs', color: '#19be6b' },
    ]);
    expect((await kit.call('DELETE', `/api/admin/training/category?id=${other.data.id}`, kit.accounts.admin)).statusCode).toBe(200);
  });

  it('creates trainings: a private one needs a password, stored as an HMAC; an unknown category is a 400', async () => {
    const noPassword = await kit.call('POST', '/api/admin/training', kit.accounts.admin, { rank: 1, title: 'P', description: '', auth: 'Private', categoryId });
    expect([noPassword.statusCode, noPassword.msg]).toEqual([400, 'A password is required for a private training']);
    const noCategory = await kit.call('POST', '/api/admin/training', kit.accounts.admin, {
      rank: 1,
      title: 'P',
      description: '',
      auth: 'Public',
      categoryId: 99_999,
    });
    expect([noCategory.statusCode, noCategory.msg]).toEqual([400, 'The training category does not exist']);
    privateTid = await create({ title: 'Private practice', auth: 'Private', pwd: PASSWORD, rank: 2 });
    publicTid = await create({ title: 'Public practice', auth: 'Public', rank: 1 });
    hiddenTid = await create({ title: 'Hidden practice', auth: 'Public', visible: false });
    const row = await kit.service.database.dataSource.getRepository(TrainingEntity).findOneByOrFail({ id: privateTid });
    expect(row.pwdHash).toMatch(/^hmac-sha256\$/);
    expect(row.pwdHash).not.toContain(PASSWORD);
    expect(row.author).toBe(kit.accounts.admin.username);
    // A category is kept while a training uses it.
    expect((await kit.call('DELETE', `/api/admin/training/category?id=${categoryId}`, kit.accounts.admin)).statusCode).toBe(400);
  });

  it('adds public problems, orders and removes them; only the author or root manages a training', async () => {
    for (const tid of [privateTid, publicTid]) {
      expect(
        (await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.admin, { tid, pid: pidA, displayId: 'A' })).statusCode,
      ).toBe(200);
      expect(
        (await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.admin, { tid, pid: pidB, displayId: 'B' })).statusCode,
      ).toBe(200);
    }
    const again = await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.admin, {
      tid: publicTid,
      pid: pidA,
      displayId: 'A',
    });
    expect([again.statusCode, again.msg]).toEqual([400, 'This problem is already in this training']);
    const group = await kit.call('POST', '/api/admin/training/add-training-problem-from-group', kit.accounts.admin, { tid: publicTid, problemId: 'whatever' });
    expect([group.statusCode, group.msg]).toEqual([400, 'Only a group training takes problems from its group']);
    const hiddenProblem = await kit.addBankProblem({ auth: 2 });
    expect(
      (
        await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.admin, {
          tid: publicTid,
          pid: hiddenProblem,
          displayId: 'H',
        })
      ).statusCode,
    ).toBe(400);
    const foreign = await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.otherAdmin, {
      tid: publicTid,
      pid: hiddenProblem,
      displayId: 'H',
    });
    expect([foreign.statusCode, foreign.msg]).toEqual([403, 'You can only manage the trainings you created']);
    expect((await kit.call('GET', `/api/admin/training?tid=${publicTid}`, kit.accounts.root)).statusCode).toBe(200);
    expect((await kit.call<{ total: number }>('GET', '/api/admin/training/get-training-list', kit.accounts.otherAdmin)).data.total).toBe(0);
    expect((await kit.call<{ total: number }>('GET', '/api/admin/training/get-training-list', kit.accounts.root)).data.total).toBe(3);

    // B before A in the private training.
    expect((await kit.call('PUT', '/api/admin/training/update-training-problem', kit.accounts.admin, { tid: privateTid, pid: pidB, rank: 0 })).statusCode).toBe(
      200,
    );
    const listed = await kit.call<{ records: { pid: number }[] }>('GET', `/api/admin/training/get-problem-list?tid=${privateTid}`, kit.accounts.admin);
    expect(listed.data.records.map((row) => row.pid)).toEqual([pidB, pidA]);
    const temp = await kit.addBankProblem();
    await kit.call('POST', '/api/admin/training/add-training-problem-from-public', kit.accounts.admin, { tid: publicTid, pid: temp, displayId: 'T' });
    expect((await kit.call('DELETE', `/api/admin/training/delete-training-problem?tid=${publicTid}&pid=${temp}`, kit.accounts.admin)).statusCode).toBe(200);
    expect((await kit.call('DELETE', `/api/admin/training/delete-training-problem?tid=${publicTid}&pid=${temp}`, kit.accounts.admin)).statusCode).toBe(404);
  });

  it('lists visible trainings outside groups by rank, with filters, for anyone', async () => {
    const anonymous = await kit.call<TrainingListDto>('GET', '/api/get-training-list');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.data.records.map((row) => row.id)).toEqual([publicTid, privateTid]);
    expect(anonymous.data.records[0]).toMatchObject({
      title: 'Public practice',
      auth: 'Public',
      categoryName: 'Basics',
      categoryColor: '#2d8cf0',
      problemCount: 2,
      acCount: 0,
    });
    expect((await kit.call<TrainingListDto>('GET', '/api/get-training-list?auth=Private')).data.records.map((row) => row.id)).toEqual([privateTid]);
    expect((await kit.call<TrainingListDto>('GET', '/api/get-training-list?keyword=public')).data.total).toBe(1);
    expect((await kit.call<TrainingListDto>('GET', `/api/get-training-list?categoryId=${categoryId + 1000}`)).data.total).toBe(0);
    // Hidden: its admins may still open it; a user may not know it exists.
    expect((await kit.call('GET', `/api/get-training-detail?tid=${hiddenTid}`, kit.accounts.alice)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/get-training-detail?tid=${hiddenTid}`, kit.accounts.admin)).statusCode).toBe(200);
    expect((await kit.call('PUT', '/api/admin/training/change-training-status', kit.accounts.admin, { tid: hiddenTid, visible: true })).statusCode).toBe(200);
    expect((await kit.call<TrainingListDto>('GET', '/api/get-training-list')).data.total).toBe(3);
  });

  it('keeps a private training closed until the user registers with the password', async () => {
    expect((await kit.call('GET', `/api/get-training-detail?tid=${privateTid}`)).statusCode).toBe(401);
    const detail = await kit.call<TrainingDetailDto>('GET', `/api/get-training-detail?tid=${privateTid}`, kit.accounts.alice);
    expect(detail.data).toMatchObject({ access: false, isAdmin: false, hasRank: true, description: 'Practice.' });
    const closed = await kit.call('GET', `/api/get-training-problem-list?tid=${privateTid}`, kit.accounts.alice);
    expect([closed.statusCode, closed.msg]).toEqual([403, 'You have not registered for this training']);
    expect((await kit.call('GET', `/api/get-training-rank?tid=${privateTid}`, kit.accounts.alice)).statusCode).toBe(403);
    const empty = await kit.call('POST', '/api/register-training', kit.accounts.alice, { tid: privateTid, password: '' });
    expect([empty.statusCode, empty.msg]).toEqual([400, 'Enter the training password']);
    const wrong = await kit.call('POST', '/api/register-training', kit.accounts.alice, { tid: privateTid, password: 'nope' }, 'zh-CN');
    expect([wrong.statusCode, wrong.msg]).toEqual([400, '训练密码错误']);
    const right = await kit.call('POST', '/api/register-training', kit.accounts.alice, { tid: privateTid, password: PASSWORD });
    expect([right.statusCode, right.msg]).toEqual([200, 'Register training successfully']);
    expect((await kit.call<{ access: boolean }>('GET', `/api/get-training-access?tid=${privateTid}`, kit.accounts.alice)).data.access).toBe(true);
    expect((await kit.call<{ access: boolean }>('GET', `/api/get-training-access?tid=${privateTid}`, kit.accounts.bob)).data.access).toBe(false);
    // A public training is open without registering; the root is an admin of every training.
    expect((await kit.call('GET', `/api/get-training-problem-list?tid=${publicTid}`, kit.accounts.bob)).statusCode).toBe(200);
    expect((await kit.call<TrainingDetailDto>('GET', `/api/get-training-detail?tid=${privateTid}`, kit.accounts.root)).data).toMatchObject({
      access: true,
      isAdmin: true,
    });
  });

  it('counts wrong guesses: after the budget even the right password is refused (429)', async () => {
    const budget = DEFAULT_PASSWORD_ATTEMPT_LIMITS.perAccount;
    const statuses: number[] = [];
    for (let guess = 0; guess < budget + 2; guess += 1) {
      statuses.push((await kit.call('POST', '/api/register-training', kit.accounts.team3, { tid: privateTid, password: `guess-${guess}` })).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: budget }, () => 400), 429, 429]);
    const right = await kit.call('POST', '/api/register-training', kit.accounts.team3, { tid: privateTid, password: PASSWORD });
    expect([right.statusCode, right.msg]).toEqual([429, 'Too many wrong training passwords, please try again in 10 minutes']);
    expect((await kit.call('POST', '/api/register-training', kit.accounts.team3, { tid: privateTid, password: PASSWORD }, 'zh-CN')).msg).toBe(
      '训练密码错误次数过多，请 10 分钟后再试',
    );
  });

  it('shows problems with tags, counts of the training and the user’s standing; a problem page in the core shape', async () => {
    await judged(kit.accounts.alice, pidA, Verdict.WrongAnswer, 10, privateTid);
    await judged(kit.accounts.alice, pidA, Verdict.Accepted, 30, privateTid);
    const list = await kit.call<TrainingProblemDto[]>('GET', `/api/get-training-problem-list?tid=${privateTid}`, kit.accounts.alice);
    expect(list.data.map((row) => [row.pid, row.ac, row.total, row.myStatus])).toEqual([
      [pidB, 0, 0, -10],
      [pidA, 1, 2, Verdict.Accepted],
    ]);
    const problemId = list.data[1]?.problemId ?? '';
    const page = await kit.call<TrainingProblemDetailDto>(
      'GET',
      `/api/get-training-problem-details?tid=${privateTid}&problemId=${problemId}`,
      kit.accounts.alice,
    );
    expect(page.statusCode).toBe(200);
    expect(page.data.problem.title).toBe('Alpha');
    expect(page.data.languages).toEqual(['C++']);
    expect(page.data.problemCount).toMatchObject({ ac: 1, total: 2, wa: 1 });
    expect(page.data.trainingProblem).toEqual({ tid: privateTid, pid: pidA, displayId: 'A' });
    const stranger = await kit.addBankProblem();
    const notIn = await kit.call('GET', `/api/get-training-problem-details?tid=${privateTid}&problemId=${String(stranger)}`, kit.accounts.alice);
    expect(notIn.statusCode).toBe(404);
    // The list's progress: alice solved 1 of 2 in both trainings (solved anywhere outside contests).
    const listed = await kit.call<TrainingListDto>('GET', '/api/get-training-list', kit.accounts.alice);
    expect(listed.data.records.find((row) => row.id === privateTid)?.acCount).toBe(1);
    expect(listed.data.records.find((row) => row.id === publicTid)?.acCount).toBe(1);
  });

  it('ranks the registered users of a private training; real names for training admins only; no stale answer after an AC', async () => {
    await kit.call('POST', '/api/register-training', kit.accounts.bob, { tid: privateTid, password: PASSWORD });
    const before = await kit.call<TrainingRankDto>('GET', `/api/get-training-rank?tid=${privateTid}`, kit.accounts.bob);
    expect(before.data.records.map((row) => [row.username, row.rank, row.ac, row.totalRunTime])).toEqual([
      ['alice', 1, 1, 30],
      ['bob', 2, 0, 0],
    ]);
    expect(before.data.records.every((row) => row.realname === null)).toBe(true);
    const problemIdOfA = before.data.problems.find((problem) => problem.pid === pidA)?.problemId ?? '';
    expect(before.data.records[0]?.submissionInfo[problemIdOfA]).toEqual({ status: Verdict.Accepted, runTime: 30 });

    await judged(kit.accounts.bob, pidA, Verdict.Accepted, 5, privateTid);
    await judged(kit.accounts.bob, pidB, Verdict.Accepted, 7, privateTid);
    const after = await kit.call<TrainingRankDto>('GET', `/api/get-training-rank?tid=${privateTid}`, kit.accounts.root);
    expect(after.data.records.map((row) => [row.username, row.rank, row.ac, row.totalRunTime])).toEqual([
      ['bob', 1, 2, 12],
      ['alice', 2, 1, 30],
    ]);
    expect(after.data.records.map((row) => row.realname)).toEqual(['bob real', 'alice real']);
    expect((await kit.call<TrainingRankDto>('GET', `/api/get-training-rank?tid=${privateTid}`, kit.accounts.admin)).data.records[0]?.realname).toBe('bob real');
    expect((await kit.call<TrainingRankDto>('GET', `/api/get-training-rank?tid=${privateTid}&keyword=ali`, kit.accounts.root)).data.total).toBe(1);
    const publicRank = await kit.call('GET', `/api/get-training-rank?tid=${publicTid}`, kit.accounts.bob);
    expect([publicRank.statusCode, publicRank.msg]).toEqual([400, 'Only private trainings have a rank']);
  });

  it('updates and deletes a training; an empty password keeps the stored one', async () => {
    const update = await kit.call<AdminTrainingDto>('PUT', '/api/admin/training', kit.accounts.admin, {
      id: privateTid,
      rank: 5,
      title: 'Private practice 2',
      description: 'Changed.',
      auth: 'Private',
      pwd: '',
      categoryId,
    });
    expect([update.statusCode, update.data.title, update.data.hasPassword]).toEqual([200, 'Private practice 2', true]);
    expect((await kit.call('DELETE', `/api/admin/training?tid=${hiddenTid}`, kit.accounts.otherAdmin)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/admin/training?tid=${hiddenTid}`, kit.accounts.admin)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/get-training-detail?tid=${hiddenTid}`, kit.accounts.root)).statusCode).toBe(404);
  });
});
