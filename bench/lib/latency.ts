/**
 * Part 2b: submit-to-verdict latency through JetStream and a warm judge node, one submission at a
 * time, with each run split into the phases of its trace (see trace.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Verdict } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import type { BenchBus } from './bus.ts';
import type { TracedNode } from './node.ts';
import { median, nowMs, percentile } from './stats.ts';
import type { JobTrace } from './trace.ts';

/** One timed submission. */
export interface LatencyRun {
  submitId: number;
  totalMs: number;
  trace: JobTrace;
}

/** A phase of the path and its median over the runs that recorded it. */
export interface Phase {
  name: string;
  medianMs: number;
  /** Whether the phase is compiler work (the part the target allows for). */
  compile?: boolean;
}

/** The latency series and where the time went. */
export interface LatencyReport {
  runs: LatencyRun[];
  medianMs: number;
  p90Ms: number;
  /** Median g++ wall time as the runner measured it inside the judged container. */
  compileInJudgeMs: number;
  /** The bare compile taken right before each run (same order as runs). */
  pairedCompileMs: number[];
  /** Median and p90 over the runs of (latency - its paired bare compile). */
  pairedOverMedianMs: number;
  pairedOverP90Ms: number;
  phases: Phase[];
}

/** Submits one job, waits for its final result, and checks it was Accepted. */
export async function submitAndWait(bus: BenchBus, node: TracedNode, job: JudgeJob): Promise<LatencyRun> {
  const trace = node.book.of(job.submitId);
  trace.publishStartMs = nowMs();
  await bus.publish(job);
  trace.publishedMs = nowMs();
  const arrival = await bus.result(job.submitId, 120_000);
  if (arrival.result.status !== Verdict.Accepted) {
    throw new Error(`submission ${job.submitId} (${job.language}) was judged ${arrival.result.status}, not Accepted: ${arrival.result.compileMessage ?? ''}`);
  }
  trace.resultArrivedMs = arrival.arrivedAtMs;
  node.book.settled(job.submitId);
  return { submitId: job.submitId, totalMs: arrival.arrivedAtMs - trace.publishStartMs, trace };
}

type Span = (trace: JobTrace) => number | undefined;

function diff(later: number | undefined, earlier: number | undefined): number | undefined {
  return later === undefined || earlier === undefined ? undefined : later - earlier;
}

/** The time a stage took from its request to its exit frame (a stage makes no Docker API call). */
function execBody(trace: JobTrace, index: number): number | undefined {
  const exec = trace.execs[index];
  return exec ? diff(exec.inspectStartMs, exec.startedMs) : undefined;
}

// Consecutive spans of one submission: they add up to its total latency.
const SPANS: Array<{ name: string; span: Span; compile?: boolean }> = [
  { name: 'publish -> delivery (JetStream pull)', span: (t) => diff(t.deliveryMs, t.publishStartMs) },
  { name: 'delivery -> judge call (progress 6, test-data lease)', span: (t) => diff(t.judgeStartMs, t.deliveryMs) },
  { name: 'read case files', span: (t) => diff(t.acquireStartMs, t.judgeStartMs) },
  { name: 'pool.acquire (warm container)', span: (t) => diff(t.acquiredMs, t.acquireStartMs) },
  { name: 'plan + pack upload tar', span: (t) => diff(t.execs[0]?.createStartMs, t.acquiredMs) },
  { name: 'stage 1 g++ (runner-measured wall)', span: (t) => t.execs[0]?.compileWallMs, compile: true },
  { name: 'stage 1 rest (extract, runner, collect, frames)', span: (t) => diff(execBody(t, 0), t.execs[0]?.compileWallMs) },
  { name: 'between stages (unpack, parse, progress 7)', span: (t) => diff(t.execs[1]?.createStartMs, t.execs[0]?.inspectEndMs) },
  { name: 'stage 2 program runs (runner-measured wall, all cases)', span: (t) => t.execs[1]?.runWallMs },
  { name: 'stage 2 rest (extract, runner, truncate, collect, frames)', span: (t) => diff(execBody(t, 1), t.execs[1]?.runWallMs) },
  { name: 'evaluate + aggregate', span: (t) => diff(t.judgeEndMs, t.execs[1]?.inspectEndMs) },
  { name: 'publish result -> arrival', span: (t) => diff(t.resultArrivedMs, t.judgeEndMs) },
];

/** Medians of each span over the runs. */
export function phasesOf(runs: readonly LatencyRun[]): Phase[] {
  return SPANS.map(({ name, span, compile }) => {
    const values = runs.map((run) => span(run.trace)).filter((value): value is number => value !== undefined && Number.isFinite(value));
    return { name, medianMs: values.length > 0 ? median(values) : Number.NaN, ...(compile ? { compile } : {}) };
  });
}

// After the paired compile, before the submission: lets the reference container's exec wind down.
const SETTLE_MS = 200;

/**
 * Runs one discarded warm-up submission, then `runs` timed ones, `gapMs` apart so the pool has
 * re-warmed its container (a steady, lightly loaded judge). Before each run, `bareCompile` takes the
 * paired reference sample, so a load change on the machine shifts both figures alike.
 */
export async function measureLatency(
  bus: BenchBus,
  node: TracedNode,
  makeJob: () => JudgeJob,
  options: { runs: number; gapMs: number; bareCompile: () => Promise<number> },
): Promise<LatencyReport> {
  await sleep(options.gapMs);
  await submitAndWait(bus, node, makeJob());
  const timed: LatencyRun[] = [];
  const pairedCompileMs: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    await sleep(options.gapMs);
    pairedCompileMs.push(await options.bareCompile());
    await sleep(SETTLE_MS);
    timed.push(await submitAndWait(bus, node, makeJob()));
  }
  const totals = timed.map((run) => run.totalMs);
  const over = totals.map((total, index) => total - (pairedCompileMs[index] ?? Number.NaN));
  const compiles = timed.map((run) => run.trace.execs[0]?.compileWallMs).filter((value): value is number => value !== undefined);
  return {
    runs: timed,
    medianMs: median(totals),
    p90Ms: percentile(totals, 90),
    compileInJudgeMs: compiles.length > 0 ? median(compiles) : Number.NaN,
    pairedCompileMs,
    pairedOverMedianMs: median(over),
    pairedOverP90Ms: percentile(over, 90),
    phases: phasesOf(timed),
  };
}
