import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { CaseResultDto, SubmissionDetailResponseDto, SubmissionSummaryDto, TestJudgeResultDto } from '@oj/contracts';
import { A_PLUS_B_CASES, body, createProblem, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from './judge-node.ts';
import type { TestJudgeNode } from './judge-node.ts';

const A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const A_MINUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const BROKEN = '#include <iostream>\nint main() { std::cout << undeclared; }\n';

describe('judging with a real judge node and sandbox', () => {
  let h: Harness;
  let node: TestJudgeNode | null = null;
  let pid: number;
  let user: ReturnType<Harness['token']>;

  beforeAll(async () => {
    ensureJudgeImages();
    h = await startHarness('jd_flow', { sweepIntervalMs: 0 });
    pid = (await createProblem(h, { cases: A_PLUS_B_CASES })).pid;
    user = h.token();
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node?.stop();
    await h.close();
  }, 60_000);

  async function submit(code: string): Promise<number> {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, language: 'C++', code },
      headers: { authorization: user.authorization },
    });
    expect(response.statusCode).toBe(200);
    return body<{ data: { submitId: number } }>(response).data.submitId;
  }

  async function statusOf(submitId: number): Promise<SubmissionSummaryDto | undefined> {
    const response = await h.app.inject({ method: 'POST', url: '/api/check-submissions-status', payload: { submitIds: [submitId] } });
    return body<{ data: Record<string, SubmissionSummaryDto> }>(response).data[String(submitId)];
  }

  async function finalStatus(submitId: number): Promise<SubmissionSummaryDto> {
    return waitFor(
      `submission ${submitId} to be judged`,
      async () => {
        const summary = await statusOf(submitId);
        return summary && ![Verdict.Pending, Verdict.Compiling, Verdict.Judging].includes(summary.status as 5) ? summary : null;
      },
      60_000,
      200,
    );
  }

  it('keeps a submission Pending while no node runs, and loses no result while dispatch restarts', async () => {
    const submitId = await submit(A_PLUS_B);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await statusOf(submitId))?.status).toBe(Verdict.Pending);

    // Dispatch goes down; the node judges meanwhile, so the verdict waits in the results stream.
    await h.stopApp();
    node = await startJudgeNode(h.names);
    await waitFor(
      'the verdict in the results stream',
      async () => (await h.jsm.streams.getMessage(h.names.streams.judgeResults.name, { last_by_subj: h.names.subjects.judgeResult(submitId) })) !== null,
      60_000,
      200,
    );
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Pending);
    await h.startApp();

    const summary = await finalStatus(submitId);
    expect(summary).toMatchObject({ status: Verdict.Accepted, judger: 'dispatch-test-node', language: 'C++' });
    expect(summary.time).not.toBeNull();
    // Case outputs go to the owner (and admin roles) only.
    const cases = body<{ data: CaseResultDto }>(
      await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${submitId}`, headers: { authorization: user.authorization } }),
    ).data;
    expect(cases.judgeCaseList?.map((item) => item.status)).toEqual([0, 0, 0]);
    expect(cases.judgeCaseList?.map((item) => item.userOutput)).toEqual(['3\n', '0\n', '2000000\n']);
    expect((await storedEvents(h)).filter((event) => event.submitId === submitId)).toEqual([
      expect.objectContaining({ newStatus: Verdict.Accepted, reason: 'judged' }),
    ]);
  }, 120_000);

  it('judges a wrong answer with its case results', async () => {
    const submitId = await submit(A_MINUS_B);
    expect((await finalStatus(submitId)).status).toBe(Verdict.WrongAnswer);
    const cases = body<{ data: CaseResultDto }>(
      await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${submitId}`, headers: { authorization: user.authorization } }),
    ).data;
    expect(cases.judgeCaseList?.map((item) => [item.status, item.userOutput])).toEqual([
      [-1, '-1\n'],
      [-1, '-10\n'],
      [-1, '0\n'],
    ]);
  }, 90_000);

  it('shows the compiler output of a Compile Error to the owner', async () => {
    const submitId = await submit(BROKEN);
    expect((await finalStatus(submitId)).status).toBe(Verdict.CompileError);
    const detail = body<{ data: SubmissionDetailResponseDto }>(
      await h.app.inject({ method: 'GET', url: `/api/get-submission-detail?submitId=${submitId}`, headers: { authorization: user.authorization } }),
    ).data;
    expect(detail.submission.errorMessage).toContain('undeclared');
    expect(detail.submission.code).toBe(BROKEN);
  }, 90_000);

  it("runs a test judge on the user's input", async () => {
    const run = async (expectedOutput: string | null) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        payload: { pid, language: 'C++', code: A_PLUS_B, userInput: '20 22\n', expectedOutput },
        headers: { authorization: user.authorization },
      });
      const key = body<{ data: { testJudgeKey: string } }>(response).data.testJudgeKey;
      return waitFor(
        'the test result',
        async () => {
          const data = body<{ data: TestJudgeResultDto }>(
            await h.app.inject({ method: 'GET', url: `/api/get-test-judge-result?testJudgeKey=${key}`, headers: { authorization: user.authorization } }),
          ).data;
          return data.status === Verdict.Pending ? null : data;
        },
        60_000,
        200,
      );
    };
    expect(await run(null)).toMatchObject({ status: Verdict.Accepted, userInput: '20 22\n', userOutput: '42\n', expectedOutput: null });
    expect(await run('41\n')).toMatchObject({ status: Verdict.WrongAnswer, userOutput: '42\n', expectedOutput: '41\n' });
  }, 120_000);
});
