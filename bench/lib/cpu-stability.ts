/**
 * Part 4: how stable a program's CPU time is while the node's other slots are busy. A fixed amount of
 * CPU work (about 300 ms here) is judged N times, one at a time, through judgeSubmission, while every
 * other slot judges CPU-bound programs without a pause. The figure is max / min of its reported time.
 * It runs twice: with the pool's cores of their own (slots <= cores), and with every container sharing
 * every core (what a node with more slots than cores gets).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeJob } from '@oj/contracts';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { judgeSubmission } from '../../apps/judge-node/src/sandbox/judge.ts';
import { SandboxPool } from '../../apps/judge-node/src/sandbox/pool.ts';

// A dependent multiply-add chain: no memory traffic, nothing to optimise away, the same work every run.
const BURNER_C = `#include <stdio.h>
int main(void) {
  unsigned long long x = 1;
  for (unsigned long i = 0; i < 310000000UL; i++) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
  printf("%llu\\n", x & 1);
  return 0;
}
`;
const BURNER_ANSWER = '1\n';

// The neighbour: two seconds of CPU per case, three cases per job.
const NEIGHBOUR_C = `#include <stdio.h>
#include <time.h>
int main(void) {
  volatile unsigned long x = 0;
  while (clock() < 2 * CLOCKS_PER_SEC) x++;
  puts("1");
  return 0;
}
`;

/** The burner's reported CPU times in one setting. */
export interface StabilityRun {
  pinned: boolean;
  timesMs: number[];
  ratio: number;
}

/** Both settings. */
export interface CpuStability {
  runs: number;
  neighbours: number;
  pinned: StabilityRun;
  shared: StabilityRun;
}

let submitId = 900_000;

function job(code: string, cases: number): JudgeJob {
  submitId += 1;
  const specs = Array.from({ length: cases }, (_, index) => ({
    caseId: index + 1,
    inputName: 'in.txt',
    outputName: 'ans.txt',
    score: 0,
    groupNum: null,
  }));
  return sampleJudgeJob({ submitId, problemId: 1, dataVersion: 'bench', language: 'C With O2', code, cases: specs, timeLimitMs: 5000 });
}

async function once(pinned: boolean, runs: number, neighbours: number, dir: string): Promise<StabilityRun> {
  const cores = availableParallelism();
  // slots > cores turns pinning off; the number of neighbours is the same either way.
  const pool = new SandboxPool({ warm: { main: neighbours + 2, py2: 0 }, slots: pinned ? neighbours + 1 : cores + 1 });
  const options = { pool, cacheDir: join(dir, 'checkers') };
  let stopped = false;
  try {
    await pool.start();
    const busy = Array.from({ length: neighbours }, async () => {
      while (!stopped) await judgeSubmission(job(NEIGHBOUR_C, 3), dir, options);
    });
    const timesMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await judgeSubmission(job(BURNER_C, 1), dir, options);
      if (result.status !== 0) throw new Error(`the burner was not accepted: ${JSON.stringify(result)}`);
      timesMs.push(result.timeMs);
    }
    stopped = true;
    await Promise.all(busy);
    return { pinned, timesMs, ratio: Math.max(...timesMs) / Math.min(...timesMs) };
  } finally {
    stopped = true;
    await pool.close();
  }
}

/** Judges the burner `runs` times with cores of their own, then shared; neighbours = slots - 1. */
export async function measureCpuStability(runs: number, slots: number): Promise<CpuStability> {
  const neighbours = Math.max(1, Math.min(slots, availableParallelism()) - 1);
  const dir = await mkdtemp(join(tmpdir(), 'oj-bench-stability-'));
  try {
    await writeFile(join(dir, 'in.txt'), '');
    await writeFile(join(dir, 'ans.txt'), BURNER_ANSWER);
    const pinned = await once(true, runs, neighbours, dir);
    const shared = await once(false, runs, neighbours, dir);
    return { runs, neighbours, pinned, shared };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
