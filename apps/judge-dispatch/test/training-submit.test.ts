import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from '@oj/db';
import { writingAs } from '@oj/db/testing';
import { SubmissionMessage } from '@oj/contracts';
import { body, createProblem, judgeRow, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

const CODE = 'int main() { return 0; }';

// A submission made in a training (submit-problem-judge's tid): a private training's problem is
// refused to a user who has not registered, and the row records the training.
describe('submit-problem-judge in a training', () => {
  let h: Harness;
  let pid: number;
  let otherPid: number;
  let privateTid: number;
  let publicTid: number;
  let hiddenTid: number;

  const addTraining = async (fields: { auth: string; visible?: boolean; gid?: number }, pids: number[]): Promise<number> =>
    writingAs('contest', async () => {
      const db = h.database.dataSource;
      const inserted = await db.getRepository(TrainingEntity).insert({
        title: `Training ${fields.auth}`,
        description: '',
        auth: fields.auth,
        pwdHash: null,
        uid: 'author-uid',
        author: 'author',
        visible: fields.visible ?? true,
        gid: fields.gid ?? null,
      });
      const tid = Number(inserted.identifiers[0]?.id);
      for (const [rank, problem] of pids.entries()) await db.getRepository(TrainingProblemEntity).insert({ tid, pid: problem, displayId: `P${rank}`, rank });
      return tid;
    });

  beforeAll(async () => {
    h = await startHarness('jd_training');
    ({ pid } = await createProblem(h));
    ({ pid: otherPid } = await createProblem(h));
    privateTid = await addTraining({ auth: 'Private' }, [pid]);
    publicTid = await addTraining({ auth: 'Public' }, [pid]);
    hiddenTid = await addTraining({ auth: 'Public', visible: false }, [pid]);
  });

  afterAll(async () => {
    await h.close();
  });

  const submit = (payload: Record<string, unknown>, authorization: string) =>
    h.app.inject({ method: 'POST', url: '/api/submit-problem-judge', payload, headers: { authorization } });

  it('refuses a private training’s problem to a user who has not registered, in both languages', async () => {
    const user = h.token(Role.User);
    const refused = await submit({ pid, tid: privateTid, language: 'C++', code: CODE }, user.authorization);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe(SubmissionMessage.trainingNotRegistered.en);
    const zh = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, tid: privateTid, language: 'C++', code: CODE },
      headers: { authorization: user.authorization, 'accept-language': 'zh-CN' },
    });
    expect(body(zh).msg).toBe('您尚未报名该训练');
  });

  it('takes it once the user has registered, and records the training', async () => {
    const user = h.token(Role.User);
    await writingAs('contest', async () => {
      await h.database.dataSource.getRepository(TrainingRegisterEntity).insert({ tid: privateTid, uid: user.uid });
    });
    const taken = await submit({ pid, tid: privateTid, language: 'C++', code: CODE }, user.authorization);
    expect(taken.statusCode, taken.body).toBe(200);
    const row = await judgeRow(h, body<{ data: { submitId: number } }>(taken).data.submitId);
    expect(row.tid).toBe(privateTid);
    expect(row.cid).toBe(0);
  });

  it('lets the super admin in unregistered, and anyone into a public training', async () => {
    expect((await submit({ pid, tid: privateTid, language: 'C++', code: CODE }, h.token(Role.SuperAdmin).authorization)).statusCode).toBe(200);
    // An admin who is not the author is no training admin.
    expect((await submit({ pid, tid: privateTid, language: 'C++', code: CODE }, h.token(Role.Admin).authorization)).statusCode).toBe(403);
    expect((await submit({ pid, tid: publicTid, language: 'C++', code: CODE }, h.token(Role.User).authorization)).statusCode).toBe(200);
  });

  it('refuses a problem outside the training, a hidden training and an unknown one', async () => {
    const user = h.token(Role.User).authorization;
    const outside = await submit({ pid: otherPid, tid: publicTid, language: 'C++', code: CODE }, user);
    expect([outside.statusCode, body(outside).msg]).toEqual([400, SubmissionMessage.problemNotInTraining.en]);
    for (const tid of [hiddenTid, 987_654]) {
      const missing = await submit({ pid, tid, language: 'C++', code: CODE }, user);
      expect([missing.statusCode, body(missing).msg]).toEqual([404, SubmissionMessage.trainingNotExists.en]);
    }
  });

  it('takes a private group’s training from its members only (their level read through groupMembership)', async () => {
    const member = h.token(Role.User);
    const outsider = h.token(Role.User);
    const gid = await writingAs('community', async () => {
      const db = h.database.dataSource;
      const inserted = await db.getRepository(GroupEntity).insert({
        name: 'Training submitters',
        shortName: 'tsubm',
        brief: 'Submitting in group trainings',
        description: 'Submitting in group trainings',
        owner: 'owner-uid',
        auth: 3,
        code: 'abc123',
        visible: true,
        status: 0,
        avatar: null,
      });
      const id = Number(inserted.identifiers[0]?.id);
      await db.getRepository(GroupMemberEntity).insert({ gid: id, uid: member.uid, auth: 3, reason: null });
      return id;
    });
    const groupTid = await addTraining({ auth: 'Public', gid }, [pid]);
    expect((await submit({ pid, tid: groupTid, language: 'C++', code: CODE }, member.authorization)).statusCode).toBe(200);
    const refused = await submit({ pid, tid: groupTid, language: 'C++', code: CODE }, outsider.authorization);
    expect([refused.statusCode, body(refused).msg]).toEqual([404, SubmissionMessage.trainingNotExists.en]);
  });

  it('keeps submissions without a training as they were (tid 0 is none)', async () => {
    const plain = await submit({ pid: otherPid, tid: 0, language: 'C++', code: CODE }, h.token(Role.User).authorization);
    expect(plain.statusCode).toBe(200);
    expect((await judgeRow(h, body<{ data: { submitId: number } }>(plain).data.submitId)).tid).toBeNull();
  });
});
