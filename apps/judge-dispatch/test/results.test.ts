import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemType, Role, Verdict } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { applyJudgeResult } from '../src/modules/judging/apply.ts';
import { body, createProblem, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';
import { publishProgress, publishResult, resultOf, resultsSettled, takeJob } from './fake-node.ts';

describe('judge results (durable consumer, idempotent)', () => {
  let h: Harness;
  let pid: number;
  let caseIds: number[];

  beforeAll(async () => {
    h = await startHarness('jd_results', { sweepIntervalMs: 0 });
    ({ pid, caseIds } = await createProblem(h));
  });

  afterAll(async () => {
    await h.close();
  });

  async function submit(problem = pid, authorization = h.token().authorization): Promise<number> {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid: problem, language: 'C++', code: 'int main(){}' },
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return body<{ data: { submitId: number } }>(response).data.submitId;
  }

  const cases = async (submitId: number) => h.database.dataSource.getRepository(JudgeCaseEntity).find({ where: { submitId }, order: { seq: 'ASC' } });

  it('shows progress, then applies the result with its cases in one go and publishes the event', async () => {
    const submitId = await submit();
    const { job, sequence } = await takeJob(h, submitId);
    await publishProgress(h, job, 6);
    await waitFor('Compiling', async () => (await judgeRow(h, submitId)).status === Verdict.Compiling);
    await publishProgress(h, job, 7);
    await waitFor('Judging', async () => (await judgeRow(h, submitId)).status === Verdict.Judging);

    const result = resultOf(job, Verdict.WrongAnswer, { timeMs: 31, memoryKb: 4096 }, [
      { caseId: caseIds[0] ?? 0, status: Verdict.Accepted, timeMs: 31, memoryKb: 4096, score: 0, groupNum: null, userOutput: '3\n' },
      { caseId: caseIds[1] ?? 0, status: Verdict.WrongAnswer, timeMs: 2, memoryKb: 100, score: 0, groupNum: null, userOutput: '1\n' },
      { caseId: caseIds[2] ?? 0, status: Verdict.WrongAnswer, timeMs: 2, memoryKb: 100, score: 0, groupNum: null, userOutput: '2\n' },
    ]);
    await publishResult(h, result, sequence);
    await resultsSettled(h);
    expect(await judgeRow(h, submitId)).toMatchObject({
      status: Verdict.WrongAnswer,
      time: 31,
      memory: 4096,
      score: null,
      judger: 'fake-node',
      version: sequence,
      errorMessage: null,
    });
    expect((await cases(submitId)).map((item) => [item.caseId, item.status, item.inputData, item.userOutput])).toEqual([
      [caseIds[0], 0, '1.in', '3\n'],
      [caseIds[1], -1, '2.in', '1\n'],
      [caseIds[2], -1, '3.in', '2\n'],
    ]);
    const event = (await storedEvents(h)).filter((item) => item.submitId === submitId);
    expect(event).toEqual([expect.objectContaining({ pid, oldStatus: Verdict.Judging, newStatus: Verdict.WrongAnswer, reason: 'judged', cid: 0 })]);
  });

  it('ignores a duplicate result, late progress and malformed messages', async () => {
    const submitId = await submit();
    const { job, sequence } = await takeJob(h, submitId);
    const result = resultOf(job, Verdict.Accepted);
    await publishResult(h, result, sequence);
    await resultsSettled(h);
    const applied = await judgeRow(h, submitId);
    expect(applied.status).toBe(Verdict.Accepted);

    // A redelivery of the same result (the stream's msgID check would drop a re-publish, so apply directly).
    const again = await applyJudgeResult(h.database.dataSource, result, sequence);
    expect(again.kind).toBe('replayed');
    const different = await applyJudgeResult(h.database.dataSource, resultOf(job, Verdict.WrongAnswer), sequence);
    expect(different.kind).toBe('stale');
    await publishProgress(h, job, 6);
    await h.js.publish(h.names.subjects.judgeResult(submitId), '{"not":"a result"}');
    await h.js.publish(h.names.subjects.judgeResult(submitId), 'not json at all');
    await resultsSettled(h);
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Accepted, version: applied.version, gmtModified: applied.gmtModified });
    expect(await cases(submitId)).toHaveLength(3);
    expect((await storedEvents(h)).filter((item) => item.submitId === submitId)).toHaveLength(1);
  });

  it("ignores a result or progress without the job's result token, and logs no token", async () => {
    const submitId = await submit();
    const { job, sequence } = await takeJob(h, submitId);
    expect(job.resultToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { resultToken: _token, ...withoutToken } = resultOf(job, Verdict.Accepted);
    await publishResult(h, withoutToken, sequence);
    await publishResult(h, resultOf(job, Verdict.Accepted, { resultToken: 'guessed' }), sequence);
    await publishProgress(h, submitId, 6);
    await publishProgress(h, { ...job, resultToken: 'guessed' }, 7);
    await resultsSettled(h);
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Pending, judger: null });
    expect(await cases(submitId)).toHaveLength(0);
    expect(await applyJudgeResult(h.database.dataSource, withoutToken, sequence)).toEqual({ kind: 'rejected' });

    // The forged copies did not take the genuine result's msgID (it is tied to the token).
    await publishResult(h, resultOf(job, Verdict.Accepted), sequence);
    await waitFor('the genuine result', async () => (await judgeRow(h, submitId)).status === Verdict.Accepted);
  });

  it('ignores the result of a run that a rejudge replaced', async () => {
    const submitId = await submit();
    const old = await takeJob(h, submitId);
    const rejudge = await h.app.inject({
      method: 'GET',
      url: `/api/rejudge?submitId=${submitId}`,
      headers: { authorization: h.token(Role.SuperAdmin).authorization },
    });
    expect(rejudge.statusCode).toBe(200);
    const fresh = await takeJob(h, submitId);
    expect(fresh.sequence).toBeGreaterThan(old.sequence);

    await publishResult(h, resultOf(old.job, Verdict.WrongAnswer), old.sequence);
    await resultsSettled(h);
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Pending);
    await publishResult(h, resultOf(fresh.job, Verdict.Accepted), fresh.sequence);
    await resultsSettled(h);
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Accepted, version: fresh.sequence });
  });

  it('scores OI problems and stores the OI rank score', async () => {
    const oi = await createProblem(h, {
      type: ProblemType.Oi,
      difficulty: 2,
      cases: [
        { input: '1', output: '1', score: 40 },
        { input: '2', output: '2', score: 60 },
      ],
    });
    const submitId = await submit(oi.pid);
    const { job, sequence } = await takeJob(h, submitId);
    expect(job).toMatchObject({ type: 'oi', cases: [{ score: 40 }, { score: 60 }] });
    await publishResult(h, resultOf(job, Verdict.PartialAccepted, { score: 60 }), sequence);
    await resultsSettled(h);
    // 60 * 0.1 + 2 * 2
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.PartialAccepted, score: 60, oiRankScore: 10 });
  });

  it('keeps the compiler output of a Compile Error as the error message', async () => {
    const submitId = await submit();
    const { job, sequence } = await takeJob(h, submitId);
    await publishResult(h, resultOf(job, Verdict.CompileError, { compileMessage: "main.cpp:1: error: expected ';'" }, []), sequence);
    await resultsSettled(h);
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.CompileError, errorMessage: "main.cpp:1: error: expected ';'" });
    expect(await cases(submitId)).toHaveLength(0);
  });

  it('loses no result while judge-dispatch is down', async () => {
    const submitId = await submit();
    const { job, sequence } = await takeJob(h, submitId);
    await h.stopApp();
    await publishProgress(h, job, 6);
    await publishResult(h, resultOf(job, Verdict.TimeLimitExceeded), sequence);
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Pending);
    await h.startApp();
    await waitFor('the result applied after the restart', async () => (await judgeRow(h, submitId)).status === Verdict.TimeLimitExceeded);
    await resultsSettled(h);
    expect((await storedEvents(h)).filter((item) => item.submitId === submitId)).toEqual([expect.objectContaining({ newStatus: Verdict.TimeLimitExceeded })]);
  });
});
