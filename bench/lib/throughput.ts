/**
 * Part 3: throughput. A batch of submissions is enqueued at once and the node, at its default
 * concurrency, judges them; the figure is the batch size over the time until the last verdict. Its
 * ratio to the compile-bound limit (slots ÷ the mean bare compile of the batch's languages, measured
 * just before the batch) says how much of what the compiler allows the judge reaches.
 */
import type { JudgeJob } from '@oj/contracts';
import { Verdict } from '@oj/contracts';
import type { BenchBus } from './bus.ts';
import type { Phase } from './latency.ts';
import { phasesOf } from './latency.ts';
import type { TraceBook } from './trace.ts';
import { median, nowMs } from './stats.ts';

/** Throughput of one batch. */
export interface ThroughputReport {
  jobs: number;
  byLanguage: Record<string, number>;
  wallMs: number;
  perMinute: number;
  accepted: number;
  /** Median time from the batch's start to each verdict. */
  medianLatencyMs: number;
  /** From the node's traces: median g++ wall inside the judge during the batch (C++ jobs). */
  compileInBatchMs: number;
  /** Median time of one judge call (acquire to verdict, compile included). */
  judgeCallMs: number;
  /** Share of the slots' time (slots × wall) spent inside judge calls. */
  slotBusyShare: number;
  /**
   * Per language, the median of each job's judge call minus its own compile (runner-measured): what the
   * judge spends on a job besides the compiler. Paired within each job, so the machine's swings in
   * compile speed cancel out.
   */
  beyondCompileMs: Record<string, number>;
  /** The C++ jobs' traces split as in part 2b (medians of each phase), under the batch's load. */
  cppPhases: Phase[];
  /** The compiles' share of the time inside judge calls (sum of compile walls ÷ sum of calls). */
  compileShare: number;
}

/** Throughput of one batch against what the compiles alone would allow. */
export interface ThroughputFigure extends ThroughputReport {
  /** 'cpp' (all C++) or 'mixed' (C++ and Python 3, alternating). */
  mix: 'cpp' | 'mixed';
  /** Median bare compile per language, measured just before the batch. */
  bareCompileMs: Record<string, number>;
  /** Slots × 60 s ÷ the batch's mean bare compile per submission. */
  limitPerMinute: number;
  /** perMinute ÷ limitPerMinute. */
  ratio: number;
  /** Median bare compile per language with one running per slot at once. */
  parallelCompileMs: Record<string, number>;
  /** The limit from those: every slot compiling back to back, at the speed compiles have side by side. */
  parallelLimitPerMinute: number;
  parallelRatio: number;
  /** Per language, the bare compile plus the bare runs of a submission's cases (no runner, no limits). */
  bareWorkMs: Record<string, number>;
  /** The limit from those: every slot compiling and running cases back to back, nothing else. */
  workLimitPerMinute: number;
  workRatio: number;
  slots: number;
}

/** The compile-bound limit of a batch: every slot compiling back to back, nothing else. */
export function compileBoundLimit(jobs: readonly JudgeJob[], bareCompileMs: Readonly<Record<string, number>>, slots: number): number {
  const perJob = jobs.reduce((total, job) => total + (bareCompileMs[job.language] ?? 0), 0) / jobs.length;
  return (slots * 60_000) / perJob;
}

/** Publishes every job, then waits for all results; the node's traces say where the slots' time went. */
export async function measureThroughput(bus: BenchBus, jobs: readonly JudgeJob[], book: TraceBook, slots: number): Promise<ThroughputReport> {
  const started = nowMs();
  for (const job of jobs) await bus.publish(job);
  const arrivals = await Promise.all(jobs.map((job) => bus.result(job.submitId, 10 * 60_000)));
  const wallMs = Math.max(...arrivals.map((arrival) => arrival.arrivedAtMs)) - started;
  const byLanguage: Record<string, number> = {};
  for (const job of jobs) byLanguage[job.language] = (byLanguage[job.language] ?? 0) + 1;
  // Per job, from its trace: its judge call and its compile (runner-measured), when both were seen.
  const traced = jobs.map((job) => ({ language: job.language, trace: book.settled(job.submitId) }));
  const timed = traced.map(({ language, trace }) => ({
    language,
    call: (trace.judgeEndMs ?? NaN) - (trace.judgeStartMs ?? NaN),
    compile: trace.execs[0]?.compileWallMs,
  }));
  const calls = timed.map((item) => item.call).filter(Number.isFinite);
  const compiles = timed
    .filter((item) => item.language.startsWith('C++'))
    .map((item) => item.compile)
    .filter((value): value is number => value !== undefined);
  const paired = timed.filter((item): item is typeof item & { compile: number } => item.compile !== undefined && Number.isFinite(item.call));
  const beyond: Record<string, number[]> = {};
  for (const item of paired) (beyond[item.language] ??= []).push(item.call - item.compile);
  const callSum = paired.reduce((total, item) => total + item.call, 0);
  const compileSum = paired.reduce((total, item) => total + item.compile, 0);
  return {
    cppPhases: phasesOf(traced.filter((item) => item.language.startsWith('C++')).map(({ trace }) => ({ submitId: trace.submitId, totalMs: NaN, trace }))),
    beyondCompileMs: Object.fromEntries(Object.entries(beyond).map(([language, values]) => [language, median(values)])),
    compileShare: callSum > 0 ? compileSum / callSum : NaN,
    compileInBatchMs: median(compiles),
    judgeCallMs: median(calls),
    slotBusyShare: calls.reduce((total, value) => total + value, 0) / (slots * wallMs),
    jobs: jobs.length,
    byLanguage,
    wallMs,
    perMinute: (jobs.length / wallMs) * 60_000,
    accepted: arrivals.filter((arrival) => arrival.result.status === Verdict.Accepted).length,
    medianLatencyMs: median(arrivals.map((arrival) => arrival.arrivedAtMs - started)),
  };
}
