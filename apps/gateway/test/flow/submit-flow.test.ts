import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { saveSystemConfig, seedDefaults, seedDemoProblems } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import type { TestJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import { gatewayService } from '../../src/app.ts';
import { syncLanguageTable } from '../../src/modules/problem/index.ts';
import { codeIn, startSmtp } from '../account/helpers.ts';
import { seedDemoTestDataOf } from '../demo-data.ts';
import { gatewayTestConfig } from '../helpers.ts';

// The whole path a student takes, through the all-in-one gateway with a real database, NATS, SMTP server
// and a judge node running the Docker sandbox: register by mailed code, log in, find a problem, submit.

const A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const A_TIMES_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a * b << "\\n"; }\n';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

describe('a student registers, opens a problem and gets judged', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let node: TestJudgeNode;
  let dataDir: string;
  let token = '';

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<Envelope<T>> => {
    const response = await app.inject({
      method,
      url,
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      headers: token ? { authorization: token } : {},
    });
    const body = response.json<Envelope<T>>();
    expect(response.statusCode, `${method} ${url}: ${body.msg}`).toBe(200);
    return body;
  };

  const waitFor = async <T>(what: string, probe: () => Promise<T | null>, timeoutMs = 90_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const judged = (submitId: number) =>
    waitFor(`submission ${submitId}`, async () => {
      const { data } = await call<Record<string, { status: number; time: number; memory: number }>>('POST', '/api/check-submissions-status', {
        submitIds: [submitId],
      });
      const row = data[String(submitId)];
      return row && ![Verdict.Pending, Verdict.Compiling, Verdict.Judging].includes(row.status as 5) ? row : null;
    });

  beforeAll(async () => {
    ensureJudgeImages();
    database = await createTestDatabase('gw_flow');
    dataDir = await mkdtemp(join(tmpdir(), 'oj-flow-'));
    smtp = await startSmtp();
    const config = gatewayTestConfig({ OJ_DATA_DIR: dataDir });
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    // As the migrate CLI does: languages first, so the demo problems allow every language.
    await syncLanguageTable(database.dataSource);
    await seedDemoProblems(database.dataSource);
    await saveSystemConfig(
      database.dataSource,
      { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpSecure: false, smtpFrom: 'OJ <noreply@oj.test>', submissionIntervalSec: 0 },
      config.jwt.secret,
    );
    app = await createService({ config, dataSource: database.dataSource, plugin: gatewayService });
    await seedDemoTestDataOf(app);
    node = await startJudgeNode(app.natsNames);
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node.stop();
    await app.close();
    await smtp.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('registers through the mailed code and logs in', async () => {
    const email = 'student@example.org';
    const sent = await call<unknown>('GET', '/api/get-register-code', { email });
    expect(sent.msg.length).toBeGreaterThan(0);
    const code = codeIn(await smtp.nextMailTo(email));
    await call('POST', '/api/register', { username: 'student', password: 'student-pass', email, code });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'student', password: 'student-pass' } });
    expect(login.statusCode).toBe(200);
    expect(login.json<Envelope<{ username: string }>>().data.username).toBe('student');
    token = String(login.headers.authorization);
    expect(token.length).toBeGreaterThan(20);
  });

  it('finds A+B in the problem list and submits a C++ solution that is Accepted', async () => {
    const list = await call<{ total: number; records: { pid: number; problemId: string; title: string }[] }>('GET', '/api/get-problem-list', {
      keyword: 'A+B',
    });
    const problem = list.data.records.find((record) => record.title.includes('A+B'));
    expect(problem).toBeDefined();
    const detail = await call<{ problem: { id: number; timeLimit: number }; languages: string[] }>('GET', '/api/get-problem-detail', {
      problemId: problem?.problemId ?? '',
    });
    expect(detail.data.languages).toContain('C++');
    const pid = detail.data.problem.id;

    const { data } = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid, language: 'C++', code: A_PLUS_B });
    const verdict = await judged(data.submitId);
    expect(verdict.status).toBe(Verdict.Accepted);
    expect(verdict.memory).toBeGreaterThan(0);

    const shown = await call<{ submission: { status: number; code: string } }>('GET', '/api/get-submission-detail', { submitId: String(data.submitId) });
    expect(shown.data.submission).toMatchObject({ status: Verdict.Accepted, code: A_PLUS_B });
    // The statistics follow the verdict (applied from the submission-judged event).
    await waitFor(
      'the problem statistics',
      async () => {
        const again = await call<{ problemCount: { ac: number; total: number }; myStatus: number }>('GET', '/api/get-problem-detail', {
          problemId: problem?.problemId ?? '',
        });
        return again.data.problemCount.ac >= 1 && again.data.myStatus === Verdict.Accepted ? again : null;
      },
      20_000,
    );
  }, 120_000);

  it('shows a wrong answer as such, with its case results', async () => {
    const detail = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', { problemId: 'P1000' });
    const { data } = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: detail.data.problem.id, language: 'C++', code: A_TIMES_B });
    expect((await judged(data.submitId)).status).toBe(Verdict.WrongAnswer);
    const cases = await call<{ judgeCaseList: { status: number }[] }>('GET', '/api/get-all-case-result', { submitId: String(data.submitId) });
    expect(cases.data.judgeCaseList.length).toBeGreaterThan(0);
    expect(cases.data.judgeCaseList.some((row) => row.status === Verdict.WrongAnswer)).toBe(true);
  }, 120_000);

  it("returns the program's output for custom input in a test judge", async () => {
    const detail = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', { problemId: 'P1000' });
    // The per-user submission interval also applies here; wait it out rather than depend on its value.
    const started = await waitFor(
      'the test judge to be accepted',
      async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/submit-problem-test-judge',
          payload: { pid: detail.data.problem.id, language: 'C++', code: A_PLUS_B, userInput: '40 2\n' },
          headers: { authorization: token },
        });
        return response.statusCode === 200 ? response.json<Envelope<{ testJudgeKey: string }>>() : null;
      },
      30_000,
    );
    const result = await waitFor('the test judge result', async () => {
      const { data } = await call<{ status: number; userOutput: string }>('GET', '/api/get-test-judge-result', { testJudgeKey: started.data.testJudgeKey });
      return data.status === Verdict.Pending ? null : data;
    });
    expect(result.userOutput).toBe('42\n');
  }, 120_000);
});
