/**
 * The judge benchmark: runner cost per case, submit-to-verdict latency against the bare compile time,
 * and throughput, all in one run on this machine. See bench/README.md; run with `bench/judge`.
 *
 *   bench/run judge [--runner-cases 500] [--runner-rounds 3] [--compile-runs 5] [--latency-runs 10]
 *     [--gap-ms 1500] [--cases 5] [--throughput-jobs 40] [--throughput-mix both|mixed|cpp] [--concurrency N]
 *     [--stability-runs 20] [--stability-only] [--no-reuse]
 */
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { JudgeJob } from '@oj/contracts';
import { findLanguage } from '@oj/judge-core';
import type { LanguageSpec } from '@oj/judge-core';
import { SandboxPool } from '../apps/judge-node/src/sandbox/pool.ts';
import type { Sandbox } from '../apps/judge-node/src/sandbox/pool.ts';
import { aPlusBJob, BenchBus } from './lib/bus.ts';
import { bareCompileOnce, measureBareCompile, measureBareRuns, measureFreshCompile, measureParallelBareCompile } from './lib/compile.ts';
import { measureCpuStability } from './lib/cpu-stability.ts';
import { probeExec } from './lib/exec-probe.ts';
import { measureLatency } from './lib/latency.ts';
import { busiestProcesses, loadLine } from './lib/machine.ts';
import { startTracedNode } from './lib/node.ts';
import type { TracedNode } from './lib/node.ts';
import { printLatency, printRunner, printStability, printSummary, printThroughput, stabilityPasses } from './lib/report.ts';
import type { BenchResults, SandboxFigures } from './lib/report.ts';
import { measureRunnerOverhead } from './lib/runner-overhead.ts';
import { compileBoundLimit, measureThroughput } from './lib/throughput.ts';
import type { ThroughputFigure } from './lib/throughput.ts';
import { positiveFlag } from './lib/cli.ts';

const CPP = 'C++ 17 With O2';
const PYTHON = 'Python3';
const PROBLEM_ID = 1;
const DATA_VERSION = 'v1';

const { values: flags } = parseArgs({
  options: {
    'runner-cases': { type: 'string', default: '500' },
    'runner-rounds': { type: 'string', default: '3' },
    'compile-runs': { type: 'string', default: '5' },
    'latency-runs': { type: 'string', default: '10' },
    'gap-ms': { type: 'string', default: '1500' },
    cases: { type: 'string', default: '5' },
    'throughput-jobs': { type: 'string', default: '40' },
    'throughput-mix': { type: 'string', default: 'both' },
    concurrency: { type: 'string', default: String(availableParallelism()) },
    'stability-runs': { type: 'string', default: '20' },
    'stability-only': { type: 'boolean', default: false },
    /** Judge with a fresh container per job, as before containers were reused (OJ_JUDGE_REUSE=false). */
    'no-reuse': { type: 'boolean', default: false },
  },
});

function positive(name: Exclude<keyof typeof flags, 'stability-only' | 'no-reuse'>): number {
  return positiveFlag(flags, name);
}

function language(name: string): LanguageSpec {
  const spec = findLanguage(name);
  if (!spec) throw new Error(`language ${name} is missing from the table`);
  return spec;
}

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/**
 * Parts 1 and 2a, in containers with the pool's usual settings, before the node starts. The warm
 * container stays up for the paired compiles of part 2b; the caller closes the pool.
 */
async function sandboxParts(pool: SandboxPool, sandbox: Sandbox, cpp: LanguageSpec): Promise<SandboxFigures> {
  log('1. runner versus bare fork+exec');
  const runner = await measureRunnerOverhead(sandbox.container, sandbox.uidBase, positive('runner-cases'), positive('runner-rounds'));
  log('2a. bare g++ compile and docker exec cost');
  const runs = positive('compile-runs');
  const compile = await measureBareCompile(sandbox.container, cpp, runs);
  const exec = await probeExec(sandbox.container, 10);
  const freshCompileMs = await measureFreshCompile(pool, cpp, runs, false);
  const freshCompileAlongsideStartMs = await measureFreshCompile(pool, cpp, runs, true);
  return { runner, compile, exec, freshCompileMs, freshCompileAlongsideStartMs };
}

/**
 * Parts 2b and 3 on a judge node in a fresh namespace; `references` (one per slot, the first one the
 * paired reference of 2b) give the bare compiles.
 */
async function nodeParts(references: Sandbox[], cpp: LanguageSpec, python: LanguageSpec): Promise<Omit<BenchResults, keyof SandboxFigures | 'stability'>> {
  const reference = references[0];
  if (!reference) throw new Error('no reference container');
  const bus = await BenchBus.open(process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222');
  let node: TracedNode | null = null;
  try {
    const casesPerSubmission = positive('cases');
    const cases = await bus.publishAPlusB(PROBLEM_ID, DATA_VERSION, casesPerSubmission);
    node = await startTracedNode(bus, positive('concurrency'), !flags['no-reuse']);
    log(`2b. submit -> verdict through NATS namespace ${bus.names.namespace}`);
    const gapMs = positive('gap-ms');
    // Each run's source differs (a comment): the node's compile cache would otherwise skip every compile
    // after the first, and the figure is about a submission that compiles.
    let latencyRun = 0;
    const latencyJob = (): JudgeJob => aPlusBJob(CPP, `${cpp.template}\n// latency ${String(latencyRun++)}\n`, PROBLEM_ID, DATA_VERSION, cases);
    const latency = await measureLatency(bus, node, latencyJob, {
      runs: positive('latency-runs'),
      gapMs,
      bareCompile: () => bareCompileOnce(reference.container, cpp),
    });

    const choice = flags['throughput-mix'];
    if (choice !== 'both' && choice !== 'cpp' && choice !== 'mixed') throw new Error('--throughput-mix must be both, cpp or mixed');
    const mixes: Array<'cpp' | 'mixed'> = choice === 'both' ? ['cpp', 'mixed'] : [choice];
    const throughput: ThroughputFigure[] = [];
    for (const mix of mixes) {
      log(`3. throughput (${mix})`);
      await sleep(gapMs);
      // Every source differs (a comment), so that nothing could be compiled once for several jobs.
      const jobs = Array.from({ length: positive('throughput-jobs') }, (_, index) =>
        mix === 'mixed' && index % 2 === 1
          ? aPlusBJob(PYTHON, `${python.template}\n# ${mix} ${index}\n`, PROBLEM_ID, DATA_VERSION, cases)
          : aPlusBJob(CPP, `${cpp.template}\n// ${mix} ${index}\n`, PROBLEM_ID, DATA_VERSION, cases),
      );
      // The limit's compile times, taken right before the batch, under the same machine load: one
      // compile alone, and one per slot at once (what each costs when every slot compiles).
      const languages = mix === 'mixed' ? [cpp, python] : [cpp];
      const bareCompileMs: Record<string, number> = {};
      const parallelCompileMs: Record<string, number> = {};
      const bareWorkMs: Record<string, number> = {};
      for (const spec of languages) {
        bareCompileMs[spec.name] = await bareCompileMedian(reference, spec);
        // For context: what the cases' runs cost bare on top of the compile (an interpreter's starts).
        bareWorkMs[spec.name] = (bareCompileMs[spec.name] ?? 0) + (await measureBareRuns(reference.container, spec, casesPerSubmission, 3));
        parallelCompileMs[spec.name] = await measureParallelBareCompile(
          references.map((item) => item.container),
          spec,
          3,
        );
      }
      const batch = await measureThroughput(bus, jobs, node.book, node.concurrency);
      const limitPerMinute = compileBoundLimit(jobs, bareCompileMs, node.concurrency);
      const parallelLimitPerMinute = compileBoundLimit(jobs, parallelCompileMs, node.concurrency);
      const workLimitPerMinute = compileBoundLimit(jobs, bareWorkMs, node.concurrency);
      throughput.push({
        ...batch,
        mix,
        bareCompileMs,
        limitPerMinute,
        ratio: batch.perMinute / limitPerMinute,
        parallelCompileMs,
        parallelLimitPerMinute,
        parallelRatio: batch.perMinute / parallelLimitPerMinute,
        bareWorkMs,
        workLimitPerMinute,
        workRatio: batch.perMinute / workLimitPerMinute,
        slots: node.concurrency,
      });
    }
    return { latency, throughput, concurrency: node.concurrency, casesPerSubmission };
  } finally {
    log('cleaning up: stopping the node, removing its containers and the NATS namespace');
    await node?.stop();
    await bus.close();
  }
}

/** The median of 5 bare compiles of the language's template in the reference container. */
async function bareCompileMedian(reference: Sandbox, spec: LanguageSpec): Promise<number> {
  return (await measureBareCompile(reference.container, spec, 5)).medianMs;
}

/** Part 4, after the node has stopped, in pools of its own. */
function stabilityPart(): ReturnType<typeof measureCpuStability> {
  log('4. CPU time stability with the other slots busy');
  return measureCpuStability(positive('stability-runs'), positive('concurrency'));
}

async function main(): Promise<boolean> {
  const cpp = language(CPP);
  const python = language(PYTHON);
  const startedMs = performance.now();
  process.stdout.write(`judge benchmark: ${new Date().toISOString()}, ${loadLine()}\nbusiest processes at start:\n${await busiestProcesses()}\n`);
  if (flags['stability-only']) {
    const stability = await stabilityPart();
    printStability(stability);
    process.stdout.write(`\nfinished in ${((performance.now() - startedMs) / 1000).toFixed(1)} s, ${loadLine()}\n`);
    return stabilityPasses(stability);
  }
  const referencePool = new SandboxPool({ warm: { main: 0, py2: 0 }, slots: positive('concurrency') });
  try {
    const references: Sandbox[] = [];
    for (let slot = 0; slot < positive('concurrency'); slot++) references.push(await referencePool.acquire('main'));
    const [reference] = references;
    if (!reference) throw new Error('no reference container');
    try {
      const sandbox = await sandboxParts(referencePool, reference, cpp);
      const node = await nodeParts(references, cpp, python);
      const results: BenchResults = { ...sandbox, ...node, stability: await stabilityPart() };
      printRunner(results.runner);
      printLatency(results, results.latency, results.casesPerSubmission);
      for (const figure of results.throughput) printThroughput(figure, results.concurrency);
      printStability(results.stability);
      const passed = printSummary(results);
      process.stdout.write(`\nfinished in ${((performance.now() - startedMs) / 1000).toFixed(1)} s, ${loadLine()}\n`);
      return passed;
    } finally {
      for (const item of references) referencePool.release(item);
    }
  } finally {
    await referencePool.close();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
