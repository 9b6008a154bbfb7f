import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { Role, Verdict } from '@oj/contracts';
import type { RejudgeProblemResultDto } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { body, createProblem, insertSubmission, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

// rejudge-contest-problem (spec 02 §2 "Rejudge admin", §6: super admin only): every submission of
// one problem in one contest back to Pending and enqueued, through the batch rejudge machinery.

describe('rejudge-contest-problem', () => {
  let h: Harness;
  let root: string;

  beforeAll(async () => {
    h = await startHarness('jd_contest_rejudge', { sweepIntervalMs: 0 });
    root = h.token(Role.SuperAdmin).authorization;
  });

  afterAll(async () => {
    await h.close();
  });

  const call = (payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'POST', url: '/api/admin/judge/rejudge-contest-problem', payload, headers: authorization ? { authorization } : {} });
  const submit = (pid: number, cid: number) =>
    insertSubmission(h, { pid, cid, uid: 'owner-uid', username: 'owner', status: Verdict.Accepted, score: 100, time: 10, memory: 100, judger: 'node-1' });

  it('refuses everyone but the super admin, and bad bodies', async () => {
    const { pid } = await createProblem(h);
    const submitId = await submit(pid, 7);
    expect((await call({ cid: 7, pid })).statusCode).toBe(401);
    // A contest admin who is no super admin, and the other admin roles, may not rejudge (spec 02 §6).
    for (const role of [Role.User, Role.Admin, Role.ProblemAdmin]) expect((await call({ cid: 7, pid }, h.token(role).authorization)).statusCode).toBe(403);
    for (const payload of [{}, { cid: 7 }, { pid }, { cid: 0, pid }, { cid: 'x', pid }]) expect((await call(payload, root)).statusCode).toBe(400);
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Accepted);
  });

  it("puts back only that contest's submissions of that problem, and enqueues them", async () => {
    const { pid } = await createProblem(h);
    const { pid: otherPid } = await createProblem(h);
    const chosen = [await submit(pid, 11), await submit(pid, 11)];
    const untouched = [await submit(pid, 12), await submit(pid, 0), await submit(otherPid, 11)];

    const response = await call({ cid: 11, pid }, root);
    expect(response.statusCode).toBe(200);
    const answer = body<{ msg: string; data: RejudgeProblemResultDto }>(response);
    expect(answer.msg).toBe('Rejudge successfully');
    expect(answer.data).toEqual({ pid, ok: true, count: 2, msg: 'Rejudge successfully' });
    for (const submitId of chosen) expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Pending, score: null, judger: null });
    for (const submitId of untouched) expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Accepted, score: 100 });

    const queued = await waitFor('the jobs to be enqueued', async () => {
      const rows = await h.database.dataSource.getRepository(JudgeEntity).find({ where: { submitId: In(chosen) }, select: { submitId: true, version: true } });
      return rows.every((row) => row.version > 0) ? rows : null;
    });
    for (const row of queued) {
      const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
      expect(job?.json()).toMatchObject({ submitId: row.submitId, problemId: pid });
    }
    const events = (await storedEvents(h)).filter((event) => event.reason === 'rejudge');
    expect(events.map((event) => event.submitId).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));
  });

  it('answers an empty contest problem, and 404 for an unknown problem', async () => {
    const { pid } = await createProblem(h);
    const empty = await call({ cid: 13, pid }, root);
    expect(body<{ msg: string; data: RejudgeProblemResultDto }>(empty)).toMatchObject({
      msg: 'The problem has no submissions',
      data: { pid, ok: true, count: 0 },
    });
    const unknown = await call({ cid: 13, pid: 987_654 }, root);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('The problem does not exist');
  });
});
