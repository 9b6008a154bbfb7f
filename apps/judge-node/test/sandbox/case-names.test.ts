/**
 * Case file names come from the job, not from the test data: the judge checks them before it reads a
 * file. An unsafe one is System Error, and nothing outside the test data directory is opened (a FIFO
 * stands there: opening it would hang the judge).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JudgeCaseSpec } from '@oj/contracts';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { judgeSubmission, SandboxPool } from '../../src/sandbox/index.ts';

const base = mkdtempSync(join(tmpdir(), 'oj-case-names-'));
const dataDir = join(base, 'data');
mkdirSync(dataDir);
writeFileSync(join(dataDir, '1.in'), '1 2\n');
writeFileSync(join(dataDir, '1.out'), '3\n');
execFileSync('mkfifo', [join(base, 'x.in'), join(base, 'x.out')]);
// Never started: a job refused before it needs a container must not ask for one.
const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });

function spec(inputName: string, outputName = '1.out'): JudgeCaseSpec {
  return { caseId: 1, inputName, outputName, score: 0, groupNum: null };
}

describe('test data case names', () => {
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it.each([
    ['a parent path', spec('../x.in')],
    ['a parent path as the answer', spec('1.in', '../x.out')],
    ['an absolute path', spec(join(base, 'x.in'))],
    ['a sub-directory', spec('data/../../x.in')],
    ['a NUL byte', spec('1.in\0.txt')],
    ['an empty name', spec('')],
    ['a dot name', spec('..')],
  ])('refuses %s as System Error without reading it', { timeout: 10_000 }, async (_what, bad) => {
    const job = sampleJudgeJob({
      submitId: 1,
      problemId: 1,
      dataVersion: 'v1',
      language: 'C',
      code: 'int main(void) { return 0; }',
      cases: [spec('1.in'), { ...bad, caseId: 2 }],
    });
    const result = await judgeSubmission(job, dataDir, { pool, cacheDir: join(base, 'cache') });
    expect(result.status).toBe(4);
    expect(result.compileMessage).toMatch(/unsafe test data file name for case 2/i);
    expect(result.cases.map((item) => item.status)).toEqual([-4, -4]);
  });
});
