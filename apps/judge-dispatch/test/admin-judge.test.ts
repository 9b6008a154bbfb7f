import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeCaseMode, ProblemType, Role, Verdict } from '@oj/contracts';
import type { JudgeChangeDto } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { body, createProblem, insertSubmission, judgeRow, startHarness, storedEvents } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('rejudge, manual judge and cancel judge (super admin only)', () => {
  let h: Harness;
  let pid: number;
  let oiPid: number;
  let root: string;

  beforeAll(async () => {
    h = await startHarness('jd_admin', { sweepIntervalMs: 0 });
    pid = (await createProblem(h)).pid;
    oiPid = (await createProblem(h, { type: ProblemType.Oi, difficulty: 1, cases: [{ input: '1', output: '1', score: 100 }] })).pid;
    root = h.token(Role.SuperAdmin).authorization;
  });

  afterAll(async () => {
    await h.close();
  });

  const submission = (extra: Parameters<typeof insertSubmission>[1] extends infer T ? Partial<T> : never = {}) =>
    insertSubmission(h, { pid, uid: 'owner-uid', username: 'owner', status: Verdict.Accepted, score: null, judger: 'node-1', time: 10, memory: 100, ...extra });
  const rejudge = (submitId: number, authorization?: string) =>
    h.app.inject({ method: 'GET', url: `/api/rejudge?submitId=${submitId}`, headers: authorization ? { authorization } : {} });
  const manual = (payload: Record<string, unknown>, authorization?: string, method: 'PUT' | 'POST' = 'PUT') =>
    h.app.inject({ method, url: '/api/admin/judge/manual-judge', payload, headers: authorization ? { authorization } : {} });
  const cancel = (payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'POST', url: '/api/admin/judge/cancel-judge', payload, headers: authorization ? { authorization } : {} });

  it('refuses everyone but the super admin', async () => {
    const submitId = await submission();
    const calls = [
      (auth?: string) => rejudge(submitId, auth),
      (auth?: string) => manual({ submitId, status: Verdict.WrongAnswer }, auth),
      (auth?: string) => cancel({ submitId }, auth),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const role of [Role.User, Role.Admin, Role.ProblemAdmin]) expect((await call(h.token(role).authorization)).statusCode).toBe(403);
    }
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Accepted, isManual: false });
  });

  it('rejudges: back to Pending, score and cases cleared, a new job, and the event', async () => {
    const submitId = await submission({ status: Verdict.WrongAnswer, score: 40, isManual: true, errorMessage: 'old' });
    await h.database.dataSource
      .getRepository(JudgeCaseEntity)
      .insert({ submitId, uid: 'owner-uid', pid, caseId: 1, status: -1, seq: 1, mode: JudgeCaseMode.Default });
    const response = await rejudge(submitId, root);
    expect(response.statusCode).toBe(200);
    const answer = body<{ msg: string; data: JudgeChangeDto }>(response);
    expect(answer.msg).toBe('Rejudge successfully');
    expect(answer.data).toEqual({
      submitId,
      status: Verdict.Pending,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: null,
      judger: null,
    });
    const row = await judgeRow(h, submitId);
    expect(row).toMatchObject({ status: Verdict.Pending, score: null, isManual: false, errorMessage: null });
    expect(row.version).toBeGreaterThan(0);
    expect(await h.database.dataSource.getRepository(JudgeCaseEntity).count({ where: { submitId } })).toBe(0);
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
    expect(job?.json()).toMatchObject({ submitId, problemId: pid });
    const events = (await storedEvents(h)).filter((event) => event.submitId === submitId);
    expect(events).toEqual([expect.objectContaining({ oldStatus: Verdict.WrongAnswer, newStatus: Verdict.Pending, reason: 'rejudge' })]);
    expect((await rejudge(424_242, root)).statusCode).toBe(404);
  });

  it('manual judge: offers only final verdicts and never while moving or after a compile error', async () => {
    const submitId = await submission({ status: Verdict.WrongAnswer });
    for (const status of [-4, -2, 5, 6, 7, 9, -5, -10, 42]) {
      const response = await manual({ submitId, status }, root);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe('This status can not be chosen in a manual judge');
    }
    for (const current of [Verdict.Pending, Verdict.Compiling, Verdict.Judging, Verdict.CompileError]) {
      const blocked = await submission({ status: current });
      const response = await manual({ submitId: blocked, status: Verdict.Accepted }, root);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('can not be judged manually');
      expect((await judgeRow(h, blocked)).status).toBe(current);
    }
    expect((await manual({ submitId, status: 'AC' }, root)).statusCode).toBe(400);
    expect((await manual({ status: 0 }, root)).statusCode).toBe(400);
    expect((await manual({ submitId: 555_555, status: 0 }, root)).statusCode).toBe(404);
  });

  it('manual judge: sets the verdict and score, recomputes the OI rank score and marks it manual', async () => {
    const submitId = await insertSubmission(h, { pid: oiPid, uid: 'owner-uid', username: 'owner', status: Verdict.PartialAccepted, score: 30, oiRankScore: 5 });
    const response = await manual({ submitId, status: Verdict.Accepted, score: 100 }, root);
    expect(response.statusCode).toBe(200);
    expect(body(response).msg).toBe('Update Successfully');
    // 100 * 0.1 + 1 * 2
    expect(body<{ data: JudgeChangeDto }>(response).data).toMatchObject({ status: Verdict.Accepted, score: 100, oiRankScore: 12 });
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Accepted, score: 100, oiRankScore: 12, isManual: true });
    const viaPost = await manual({ submitId, status: Verdict.WrongAnswer }, root, 'POST');
    expect(body<{ data: JudgeChangeDto }>(viaPost).data).toMatchObject({ status: Verdict.WrongAnswer, score: 100 });
    const events = (await storedEvents(h)).filter((event) => event.submitId === submitId);
    expect(events.map((event) => [event.reason, event.oldStatus, event.newStatus, event.isManual])).toEqual([
      ['manual', Verdict.PartialAccepted, Verdict.Accepted, true],
      ['manual', Verdict.Accepted, Verdict.WrongAnswer, true],
    ]);
  });

  it('cancel judge: Cancelled and manual, refused when already cancelled', async () => {
    const submitId = await submission({ status: Verdict.Pending });
    const response = await cancel({ submitId }, root);
    expect(response.statusCode).toBe(200);
    expect(body(response).msg).toBe('Cancel Successfully');
    expect(body<{ data: JudgeChangeDto }>(response).data).toMatchObject({ submitId, status: Verdict.Cancelled, judger: 'node-1' });
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Cancelled, isManual: true });
    const again = await cancel({ submitId }, root);
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toBe('The submission has already been cancelled');
    expect((await storedEvents(h)).filter((event) => event.submitId === submitId).map((event) => event.reason)).toEqual(['cancel']);
    expect((await cancel({}, root)).statusCode).toBe(400);
  });
});
