/**
 * A submission that prints a lot must get a clear verdict without making the judge node hold its output:
 * each case's output is capped near its answer's size, and what comes back is read as a stream.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeJob, JudgeResult } from '@oj/contracts';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { judgeSubmission } from '../../src/sandbox/index.ts';
import type { RunOutputStats } from '../../src/sandbox/index.ts';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, SandboxFixture, statuses } from './helpers.ts';
import type { CaseData } from './helpers.ts';

/** Prints the input's number of MiB of "x" lines; "ignore" first makes it ignore SIGXFSZ and go on. */
const PRINTER = String.raw`
#include <signal.h>
#include <stdio.h>
#include <string.h>
static char block[1 << 20];
int main(void) {
  char word[16] = ""; int mib = 0;
  if (scanf("%15s", word) == 1 && strcmp(word, "ignore") == 0) { signal(SIGXFSZ, SIG_IGN); scanf("%d", &mib); } else sscanf(word, "%d", &mib);
  memset(block, 'x', sizeof block);
  for (size_t i = 63; i < sizeof block; i += 64) block[i] = '\n';
  for (int i = 0; i < mib; i++) fwrite(block, 1, sizeof block, stdout);
  return 0;
}
`;

/** Accepts when the output holds as many bytes as the answer says. */
const SIZE_CHECKER = String.raw`
#include <cstdio>
int main(int argc, char **argv) {
  FILE *out = fopen(argv[2], "rb"), *ans = fopen(argv[3], "rb");
  long want = 0, got = 0; char buf[65536]; size_t n;
  if (!out || !ans || fscanf(ans, "%ld", &want) != 1) return 3;
  while ((n = fread(buf, 1, sizeof buf, out)) > 0) got += (long)n;
  fprintf(stderr, "%ld bytes", got);
  return got == want ? 0 : 1;
}
`;

const MIB = 1 << 20;

function lines(mib: number): string {
  return `${'x'.repeat(63)}\n`.repeat((mib * MIB) / 64);
}

describe('output bounds', () => {
  const fixture = new SandboxFixture(1);
  const dirs: string[] = [];
  beforeAll(() => {
    ensureJudgeImages();
    return fixture.pool.start();
  }, IMAGE_BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await fixture.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Judges with the stats of the run stage's archive, and the peak of Buffer memory the process held. */
  async function judge(
    cases: CaseData[],
    overrides: Partial<JudgeJob> = {},
  ): Promise<{ result: JudgeResult; stats: RunOutputStats | null; peakBufferBytes: number }> {
    const { dir, specs } = fixture.data(cases);
    const cacheDir = mkdtempSync(join(tmpdir(), 'oj-sandbox-cache-'));
    dirs.push(cacheDir);
    const job = sampleJudgeJob({ submitId: 1, problemId: 1, dataVersion: 'test', language: 'C', code: PRINTER, cases: specs, ...overrides });
    let stats: RunOutputStats | null = null;
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);
    try {
      const result = await judgeSubmission(job, dir, {
        pool: fixture.pool,
        cacheDir,
        judger: 'test',
        onRunOutput: (reported) => (stats = reported),
      });
      return { result, stats, peakBufferBytes: peak - before };
    } finally {
      clearInterval(sampler);
    }
  }

  it('64 MiB printed on each of 16 cases is Output Limit Exceeded, and little of it reaches the node', { timeout: 120_000 }, async () => {
    const cases = Array.from({ length: 16 }, () => ({ input: '64\n', answer: 'x\n' }));
    const { result, stats, peakBufferBytes } = await judge(cases);
    expect(statuses(result)).toEqual(cases.map(() => 3));
    for (const item of result.cases) {
      expect(item.message).toMatch(/Output limit exceeded/);
      expect(item.userOutput?.length ?? 0).toBeLessThan(2000);
    }
    expect(stats).not.toBeNull();
    expect(stats!.largestFileHeldBytes).toBeLessThanOrEqual(1 * MIB);
    expect(stats!.archiveBytes).toBeLessThan(16 * 2 * MIB);
    expect(peakBufferBytes).toBeLessThan(128 * MIB);
  });

  it('a program that ignores SIGXFSZ and stops at the cap is Output Limit Exceeded too', { timeout: 60_000 }, async () => {
    const { result } = await judge([{ input: 'ignore 8\n', answer: 'x\n' }]);
    expect(statuses(result)).toEqual([3]);
    expect(result.cases[0]?.message).toMatch(/Output limit exceeded/);
  });

  it('the cap grows with the answer: 3 MiB of right output is accepted', { timeout: 60_000 }, async () => {
    const { result, stats } = await judge([{ input: '3\n', answer: lines(3) }]);
    expect(statuses(result)).toEqual([0]);
    expect(stats!.largestFileHeldBytes).toBe(3 * MIB);
  });

  it('special judge: the checker reads every byte, the node only a preview', { timeout: 120_000 }, async () => {
    const cases = Array.from({ length: 4 }, () => ({ input: '24\n', answer: `${24 * MIB}\n` }));
    const { result, stats, peakBufferBytes } = await judge(cases, { judgeMode: 'spj', checker: { language: 'C++', code: SIZE_CHECKER } });
    expect(statuses(result), JSON.stringify(result.cases.map((item) => item.message))).toEqual([0, 0, 0, 0]);
    expect(result.cases[0]?.userOutput?.length ?? 0).toBeLessThan(2000);
    expect(stats!.archiveBytes).toBeLessThan(MIB);
    expect(peakBufferBytes).toBeLessThan(64 * MIB);
  });
});
