/**
 * scripts/judge end to end: one JSON object on stdout, logs on stderr, non-zero exit only when it cannot judge.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, REPO_ROOT } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'oj-judge-cli-'));
const casesDir = join(dir, 'cases');

function judge(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(join(REPO_ROOT, 'scripts/judge'), args, { encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/judge', () => {
  beforeAll(() => {
    ensureJudgeImages();
    spawnSync('mkdir', ['-p', casesDir]);
    const cases: [string, string][] = [
      ['1 2\n', '3\n'],
      ['2 2\n', '4\n'],
      ['5 5\n', '11\n'],
    ];
    cases.forEach(([input, answer], index) => {
      writeFileSync(join(casesDir, `${index + 1}.in`), input);
      writeFileSync(join(casesDir, `${index + 1}.out`), answer);
    });
    writeFileSync(
      join(casesDir, 'cases.json'),
      JSON.stringify([
        { caseId: 1, score: 20 },
        { caseId: 2, score: 30 },
        { caseId: 3, score: 50 },
      ]),
    );
    writeFileSync(join(dir, 'sum.py'), 'a, b = map(int, input().split())\nprint(a + b)\n');
    writeFileSync(join(dir, 'broken.c'), 'int main(void) { return }\n');
  }, IMAGE_BUILD_TIMEOUT_MS);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints exactly one JSON object with the verdict, score and cases', { timeout: 120_000 }, () => {
    const run = judge([
      '--lang',
      'Python3',
      '--source',
      join(dir, 'sum.py'),
      '--cases',
      casesDir,
      '--time-limit',
      '1000',
      '--memory-limit',
      '256',
      '--type',
      'oi',
    ]);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0] ?? '') as {
      status: number;
      score: number;
      compileMessage: string;
      cases: { caseId: number; status: number; score: number }[];
    };
    expect(result).toMatchObject({ status: 8, score: 50, compileMessage: '' });
    expect(result.cases.map((item) => [item.caseId, item.status, item.score])).toEqual([
      [1, 0, 20],
      [2, 0, 30],
      [3, -1, 0],
    ]);
  });

  it('reports a compile error as status -2 with the message, still exiting 0', { timeout: 120_000 }, () => {
    const run = judge(['--lang', 'C', '--source', join(dir, 'broken.c'), '--cases', casesDir, '--time-limit', '1000', '--memory-limit', '256']);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { status: number; compileMessage: string; cases: { status: number }[] };
    expect(result.status).toBe(-2);
    expect(result.compileMessage).toMatch(/error/);
    expect(result.cases.map((item) => item.status)).toEqual([-4, -4, -4]);
  });

  it('exits non-zero with nothing on stdout when it cannot judge', { timeout: 120_000 }, () => {
    const run = judge(['--lang', 'C', '--source', join(dir, 'missing.c'), '--cases', casesDir, '--time-limit', '1000', '--memory-limit', '256']);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/missing\.c/);
  });
});
