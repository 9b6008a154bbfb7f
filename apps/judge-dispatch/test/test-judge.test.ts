import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemType, Role, Verdict } from '@oj/contracts';
import type { JudgeJob, TestJudgeResultDto } from '@oj/contracts';
import { body, createProblem, startHarness, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';
import { publishResult, resultOf, resultsSettled, takeJob } from './fake-node.ts';

describe('test judge (online self-test runs)', () => {
  let h: Harness;
  let pid: number;

  beforeAll(async () => {
    h = await startHarness('jd_testjudge', { sweepIntervalMs: 0 });
    pid = (await createProblem(h)).pid;
  });

  afterAll(async () => {
    await h.close();
  });

  const run = (payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'POST', url: '/api/submit-problem-test-judge', payload, headers: authorization ? { authorization } : {} });
  const result = (key: string, authorization?: string) =>
    h.app.inject({ method: 'GET', url: `/api/get-test-judge-result?testJudgeKey=${key}`, headers: authorization ? { authorization } : {} });

  it('queues a test job on its own subject and keeps the outcome for its owner', async () => {
    const me = h.token();
    const response = await run(
      { pid, language: 'C++', code: 'int main(){}', type: 'public', userInput: '3 4\n', expectedOutput: '7\n', mode: 'default', isRemoteJudge: false },
      me.authorization,
    );
    expect(response.statusCode).toBe(200);
    const key = body<{ data: { testJudgeKey: string } }>(response).data.testJudgeKey;
    const pending = body<{ data: TestJudgeResultDto }>(await result(key, me.authorization)).data;
    expect(pending).toEqual({
      status: Verdict.Pending,
      time: null,
      memory: null,
      stderr: null,
      userInput: '3 4\n',
      expectedOutput: '7\n',
      userOutput: null,
      problemJudgeMode: 'default',
    });

    const { job, sequence, subject } = await takeJob(h, -Number(key));
    expect(job).toMatchObject<Partial<JudgeJob>>({ isTestJudge: true, testInput: '3 4\n', expectedOutput: '7\n', problemId: pid });
    expect(subject).toBe(h.names.subjects.judgeJob('test'));
    await publishResult(
      h,
      resultOf(job, Verdict.Accepted, { timeMs: 3, memoryKb: 1500 }, [
        { caseId: 1, status: Verdict.Accepted, timeMs: 3, memoryKb: 1500, score: 0, groupNum: null, userOutput: '7\n', message: 'debug line' },
      ]),
      sequence,
    );
    const done = await waitFor('the test result', async () => {
      const data = body<{ data: TestJudgeResultDto }>(await result(key, me.authorization)).data;
      return data.status === Verdict.Pending ? null : data;
    });
    expect(done).toEqual({
      status: Verdict.Accepted,
      time: 3,
      memory: 1500,
      stderr: 'debug line',
      userInput: '3 4\n',
      expectedOutput: '7\n',
      userOutput: '7\n',
      problemJudgeMode: 'default',
    });

    expect((await result(key, h.token().authorization)).statusCode).toBe(404);
    expect((await result(key)).statusCode).toBe(401);
    expect((await result('123456789', me.authorization)).statusCode).toBe(404);
    expect((await result('not-a-key', me.authorization)).statusCode).toBe(400);
  });

  it('reports a compile error through stderr', async () => {
    const me = h.token();
    const key = body<{ data: { testJudgeKey: string } }>(await run({ pid, language: 'C++', code: 'int main(', userInput: '' }, me.authorization)).data
      .testJudgeKey;
    const { job, sequence } = await takeJob(h, -Number(key));
    expect(job.expectedOutput).toBeNull();
    await publishResult(h, resultOf(job, Verdict.CompileError, { compileMessage: 'expected declaration' }, []), sequence);
    const done = await waitFor('the test result', async () => {
      const data = body<{ data: TestJudgeResultDto }>(await result(key, me.authorization)).data;
      return data.status === Verdict.Pending ? null : data;
    });
    expect(done).toMatchObject({ status: Verdict.CompileError, stderr: 'expected declaration', userOutput: null });
  });

  it("keeps a test run Pending when a result lacks the run's token, and takes the genuine one", async () => {
    const me = h.token();
    const key = body<{ data: { testJudgeKey: string } }>(await run({ pid, language: 'C++', code: 'int main(){}', userInput: '1 2' }, me.authorization)).data
      .testJudgeKey;
    const { job, sequence } = await takeJob(h, -Number(key));
    const { resultToken: _token, ...forged } = resultOf(job, Verdict.Accepted, { timeMs: 1 });
    await publishResult(h, forged, sequence);
    await publishResult(h, { ...forged, resultToken: 'guessed' }, sequence);
    await resultsSettled(h);
    expect(body<{ data: TestJudgeResultDto }>(await result(key, me.authorization)).data.status).toBe(Verdict.Pending);
    await publishResult(h, resultOf(job, Verdict.WrongAnswer, { timeMs: 2 }), sequence);
    const done = await waitFor('the genuine result', async () => {
      const data = body<{ data: TestJudgeResultDto }>(await result(key, me.authorization)).data;
      return data.status === Verdict.Pending ? null : data;
    });
    expect(done).toMatchObject({ status: Verdict.WrongAnswer, time: 2 });
    expect(done).not.toHaveProperty('resultTokenHash');
  });

  it('applies the submission rules and its own', async () => {
    const me = h.token().authorization;
    const base = { pid, language: 'C++', code: 'int main(){}', userInput: '1 2' };
    expect((await run(base)).statusCode).toBe(401);
    expect(body(await run({ ...base, code: '  ' }, me)).msg).toBe('Code can not be empty');
    expect(body(await run({ ...base, code: 'x'.repeat(65536) }, me)).msg).toBe('Code Length can not exceed 65535');
    const longInput = await run({ ...base, userInput: 'x'.repeat(1001) }, me);
    expect(longInput.statusCode).toBe(400);
    expect(body(longInput).msg).toBe('The test input can not exceed 1000 characters');
    expect((await run({ ...base, userInput: 'x'.repeat(1000) }, me)).statusCode).toBe(200);
    expect((await run(base, h.token(Role.NoSubmit).authorization)).statusCode).toBe(403);
    const hidden = await createProblem(h, { type: ProblemType.Hidden });
    expect(body(await run({ ...base, pid: hidden.pid }, me)).msg).toBe('This problem does not support online tests');
    expect(body(await run({ ...base, language: 'Rust' }, me)).msg).toBe('This language is not allowed for the problem');
    expect((await run({ pid, language: 'C++', code: 'x' }, me)).statusCode).toBe(400);
  });

  it('spaces the test runs of one user', async () => {
    const strict = await startHarness('jd_testjudge2', { sweepIntervalMs: 0, testJudgeIntervalMs: 60_000 });
    try {
      const problem = await createProblem(strict);
      const me = strict.token().authorization;
      const payload = { pid: problem.pid, language: 'C++', code: 'int main(){}', userInput: '' };
      const go = () => strict.app.inject({ method: 'POST', url: '/api/submit-problem-test-judge', payload, headers: { authorization: me } });
      expect((await go()).statusCode).toBe(200);
      const second = await go();
      expect(second.statusCode).toBe(429);
      expect(body(second).msg).toBe('Please wait a moment before running another test');
    } finally {
      await strict.close();
    }
  });
});
