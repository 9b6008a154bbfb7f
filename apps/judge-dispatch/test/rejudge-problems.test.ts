import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { JudgeCaseMode, REJUDGE_PROBLEMS_MAX, Role, Verdict } from '@oj/contracts';
import type { RejudgeProblemResultDto } from '@oj/contracts';
import { JudgeCaseEntity, JudgeEntity } from '@oj/db';
import { MARK_BATCH } from '../src/modules/admin-judge/rejudge-problems.ts';
import { body, createProblem, insertSubmission, judgeRow, startHarness, storedEvents, submissionRow, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('rejudge-problems (super admin): every submission of each problem, one result per problem', () => {
  let h: Harness;
  let root: string;

  beforeAll(async () => {
    h = await startHarness('jd_rejudge_problems', { sweepIntervalMs: 0 });
    root = h.token(Role.SuperAdmin).authorization;
  });

  afterAll(async () => {
    await h.close();
  });

  const call = (payload: unknown, authorization?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/judge/rejudge-problems',
      payload: payload as Record<string, unknown>,
      headers: authorization ? { authorization } : {},
    });
  const submit = (pid: number, status: number, extra: Record<string, unknown> = {}) =>
    insertSubmission(h, { pid, uid: 'owner-uid', username: 'owner', status, score: 40, judger: 'node-1', time: 10, memory: 100, ...extra });
  const queuedVersions = async (ids: number[]) => {
    const rows = await h.database.dataSource.getRepository(JudgeEntity).find({ where: { submitId: In(ids) }, select: { submitId: true, version: true } });
    return rows.every((row) => row.version > 0) ? rows : null;
  };

  it('refuses everyone but the super admin, and bad lists of problems', async () => {
    const { pid } = await createProblem(h);
    const submitId = await submit(pid, Verdict.Accepted);
    expect((await call({ pids: [pid] })).statusCode).toBe(401);
    for (const role of [Role.User, Role.Admin, Role.ProblemAdmin]) expect((await call({ pids: [pid] }, h.token(role).authorization)).statusCode).toBe(403);
    for (const payload of [
      {},
      { pids: [] },
      { pids: [0] },
      { pids: ['x'] },
      { pids: [pid, pid] },
      { pids: Array.from({ length: REJUDGE_PROBLEMS_MAX + 1 }, (_, i) => i + 1) },
    ]) {
      expect((await call(payload, root)).statusCode).toBe(400);
    }
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Accepted);
  });

  it('puts every submission of the problems back to Pending, answers per problem, and enqueues their jobs', async () => {
    const first = (await createProblem(h)).pid;
    const empty = (await createProblem(h)).pid;
    const other = (await createProblem(h)).pid;
    const ids = [
      await submit(first, Verdict.Accepted),
      await submit(first, Verdict.WrongAnswer, { isManual: true, errorMessage: 'old' }),
      await submit(first, Verdict.CompileError, { cid: 3, cpid: 1 }),
    ];
    await h.database.dataSource
      .getRepository(JudgeCaseEntity)
      .insert({ submitId: ids[1], uid: 'owner-uid', pid: first, caseId: 1, status: -1, seq: 1, mode: JudgeCaseMode.Default });
    const untouched = await submit(other, Verdict.Accepted);

    const response = await call({ pids: [first, 987_654, empty] }, root);
    expect(response.statusCode).toBe(200);
    const answer = body<{ msg: string; data: RejudgeProblemResultDto[] }>(response);
    expect(answer.msg).toBe('Rejudge successfully');
    expect(answer.data).toEqual([
      { pid: first, ok: true, count: 3, msg: 'Rejudge successfully' },
      { pid: 987_654, ok: false, count: 0, msg: 'The problem does not exist' },
      { pid: empty, ok: true, count: 0, msg: 'The problem has no submissions' },
    ]);

    for (const submitId of ids) {
      expect(await judgeRow(h, submitId)).toMatchObject({
        status: Verdict.Pending,
        score: null,
        time: null,
        memory: null,
        judger: null,
        isManual: false,
        errorMessage: null,
      });
    }
    expect(await h.database.dataSource.getRepository(JudgeCaseEntity).count({ where: { submitId: In(ids) } })).toBe(0);
    expect(await judgeRow(h, untouched)).toMatchObject({ status: Verdict.Accepted, score: 40 });

    // The jobs follow the answer; each is the submission's own.
    const rows = await waitFor('the jobs to be enqueued', () => queuedVersions(ids));
    for (const row of rows) {
      const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
      expect(job?.json()).toMatchObject({ submitId: row.submitId, problemId: first });
    }
    const events = (await storedEvents(h)).filter((event) => ids.includes(event.submitId));
    expect(events.map((event) => [event.submitId, event.oldStatus, event.newStatus, event.reason])).toEqual(
      expect.arrayContaining([
        [ids[0], Verdict.Accepted, Verdict.Pending, 'rejudge'],
        [ids[1], Verdict.WrongAnswer, Verdict.Pending, 'rejudge'],
        [ids[2], Verdict.CompileError, Verdict.Pending, 'rejudge'],
      ]),
    );
    expect(events).toHaveLength(3);
  });

  it(`handles a problem with more submissions than one batch (${MARK_BATCH})`, async () => {
    const { pid } = await createProblem(h);
    const count = MARK_BATCH * 2 + 17;
    const rows = Array.from({ length: count }, () => submissionRow({ pid, uid: 'many-uid', username: 'many', status: Verdict.WrongAnswer }));
    await h.database.dataSource.getRepository(JudgeEntity).insert(rows);
    const ids = (await h.database.dataSource.getRepository(JudgeEntity).find({ where: { pid }, select: { submitId: true } })).map((row) => row.submitId);
    const response = await call({ pids: [pid] }, root);
    expect(body<{ data: RejudgeProblemResultDto[] }>(response).data).toEqual([{ pid, ok: true, count, msg: 'Rejudge successfully' }]);
    expect(await h.database.dataSource.getRepository(JudgeEntity).count({ where: { pid, status: Verdict.Pending } })).toBe(count);
    await waitFor('every job to be enqueued', () => queuedVersions(ids), 60_000, 250);
  }, 90_000);
});
