import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { hasTestData, openTestDataStore } from '@oj/judge-queue';
import { SubmissionMessage } from '@oj/contracts';
import { A_PLUS_B_CASES, NO_DATA_DIR, body, createProblem, confirmedJudgeRow, judgeRow, startHarness, uploadTestData } from './helpers.ts';
import type { Harness } from './helpers.ts';

// Test data lives in the object store only (issue 10): dispatch checks a version is there before
// enqueueing its job and reads no local directory, so services on several hosts share no disk.

const CODE = 'int main() { return 0; }';

describe('test data from the object store alone', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('jd_data');
  });

  afterAll(async () => {
    await h.close();
  });

  const submit = async (pid: number) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, language: 'C++', code: CODE },
      headers: { authorization: h.token().authorization },
    });
    expect(response.statusCode).toBe(200);
    return judgeRow(h, body<{ data: { submitId: number } }>(response).data.submitId);
  };

  it('runs with a data directory that does not exist, and never creates it', async () => {
    expect(h.config.dataDir).toBe(NO_DATA_DIR);
    const { pid } = await createProblem(h);
    const row = await confirmedJudgeRow(h, (await submit(pid)).submitId);
    expect(row).toMatchObject({ status: Verdict.Pending });
    expect(row.version).toBeGreaterThan(0);
    expect(existsSync(NO_DATA_DIR)).toBe(false);
  });

  it('takes a version uploaded after a submission found it missing, without a restart', async () => {
    const { pid } = await createProblem(h, { withoutData: true });
    expect(await submit(pid)).toMatchObject({ status: Verdict.SystemError, errorMessage: SubmissionMessage.noTestData.en });
    const { caseVersion } = await h.database.dataSource.getRepository(ProblemEntity).findOneByOrFail({ id: pid });
    await uploadTestData(h, pid, caseVersion, A_PLUS_B_CASES);
    expect(await hasTestData(await openTestDataStore(h.js, h.names), pid, caseVersion)).toBe(true);
    const row = await confirmedJudgeRow(h, (await submit(pid)).submitId);
    expect(row.status).toBe(Verdict.Pending);
    expect(row.version).toBeGreaterThan(0);
  });
});
