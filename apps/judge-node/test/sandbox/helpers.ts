/**
 * Shared fixtures of the sandbox tests: the judge images (built when missing), a pool, jobs and test
 * data directories made on the fly.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { JudgeCaseSpec, JudgeJob, JudgeResult } from '@oj/contracts';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { afterAll, beforeAll } from 'vitest';
import { judgeSubmission, SandboxPool } from '../../src/sandbox/index.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** Long enough to build both images from scratch (about four minutes here). */
export const IMAGE_BUILD_TIMEOUT_MS = 900_000;

/** Builds the judge images if they are missing or outdated (a no-op otherwise). */
export function ensureJudgeImages(): void {
  execFileSync('bash', ['-c', '. scripts/lib/judge-image.sh && oj_ensure_judge_images'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** One case of a test problem: input, answer, and optionally score and subtask group. */
export interface CaseData {
  input: string;
  answer?: string;
  score?: number;
  groupNum?: number | null;
}

/** A judging fixture: a pool, a checker cache and temporary test data, cleaned up by close(). */
export class SandboxFixture {
  readonly pool: SandboxPool;
  private readonly dirs: string[] = [];

  constructor(warm = 1) {
    this.pool = new SandboxPool({ warm: { main: warm, py2: warm } });
  }

  /** Writes cases as N.in / N.out into a fresh directory; returns it with the job's case specs. */
  data(cases: readonly CaseData[]): { dir: string; specs: JudgeCaseSpec[] } {
    const dir = mkdtempSync(join(tmpdir(), 'oj-sandbox-test-'));
    this.dirs.push(dir);
    const specs = cases.map((item, index) => {
      const caseId = index + 1;
      writeFileSync(join(dir, `${caseId}.in`), item.input);
      if (item.answer !== undefined) writeFileSync(join(dir, `${caseId}.out`), item.answer);
      return { caseId, inputName: `${caseId}.in`, outputName: `${caseId}.out`, score: item.score ?? 0, groupNum: item.groupNum ?? null };
    });
    return { dir, specs };
  }

  /** Judges `code` against `cases`; `overrides` change any job field. */
  async judge(language: string, code: string, cases: readonly CaseData[], overrides: Partial<JudgeJob> = {}): Promise<JudgeResult> {
    const { dir, specs } = this.data(cases);
    const job = sampleJudgeJob({ submitId: 1, problemId: 1, dataVersion: 'test', language, code, cases: specs, ...overrides });
    const cacheDir = mkdtempSync(join(tmpdir(), 'oj-sandbox-cache-'));
    this.dirs.push(cacheDir);
    return judgeSubmission(job, dir, { pool: this.pool, cacheDir, judger: 'test' });
  }

  async close(): Promise<void> {
    await this.pool.close();
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** A fixture for the enclosing suite: images ensured and the pool started before it, closed after it. */
export function useSandboxFixture(warm = 1): SandboxFixture {
  const fixture = new SandboxFixture(warm);
  beforeAll(() => {
    ensureJudgeImages();
    return fixture.pool.start();
  }, IMAGE_BUILD_TIMEOUT_MS);
  afterAll(() => fixture.close());
  return fixture;
}

/** Case statuses in order, for compact assertions. */
export function statuses(result: JudgeResult): number[] {
  return result.cases.map((item) => item.status);
}

/**
 * A pool of the enclosing suite, started before it (images ensured) and closed after it, with the
 * temporary directories made through `tempDir` removed then.
 */
export function usePool<P extends SandboxPool>(pool: P): { pool: P; tempDir: (prefix: string) => string } {
  const dirs: string[] = [];
  beforeAll(async () => {
    ensureJudgeImages();
    await pool.start();
  }, IMAGE_BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await pool.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = (prefix: string): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return { pool, tempDir };
}
