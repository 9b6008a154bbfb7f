import { Counter, Gauge, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import type { JudgeNodeRuntime } from './runtime.ts';
import type { WorkerObserver } from './types.ts';

/**
 * Registers the judge node's metrics on `registry` and returns the observer that feeds them:
 * jobs by outcome, jobs running, time jobs waited in the queue, time spent per delivery, and
 * test-data downloads. Gauges read the runtime when scraped; before it starts they read 0.
 */
export function registerJudgeMetrics(registry: Registry, runtime: () => JudgeNodeRuntime | null): WorkerObserver {
  const jobs = new Counter({
    name: 'oj_judge_jobs_total',
    help: 'Job deliveries handled, by outcome (result, retry, system-error, already-judged, rejected)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'oj_judge_jobs_running',
    help: 'Jobs being judged now',
    registers: [registry],
    collect() {
      this.set(runtime()?.worker.running ?? 0);
    },
  });
  new Gauge({
    name: 'oj_judge_concurrency',
    help: 'Jobs this node judges at once',
    registers: [registry],
    collect() {
      this.set(runtime()?.worker.concurrency ?? 0);
    },
  });
  new Counter({
    name: 'oj_judge_test_data_downloads_total',
    help: 'Test-data versions downloaded from the object store (cache misses)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(runtime()?.cache.downloads ?? 0);
    },
  });
  const queueWait = new Histogram({
    name: 'oj_judge_queue_wait_seconds',
    help: 'Time from enqueue to the start of a delivery',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'oj_judge_job_duration_seconds',
    help: 'Time to handle one delivery: test data, judging and publishing',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  return {
    jobStarted: ({ queueWaitMs }) => {
      queueWait.observe(Math.max(0, queueWaitMs) / 1000);
    },
    jobFinished: ({ outcome, durationMs }) => {
      jobs.inc({ outcome });
      duration.observe({ outcome }, durationMs / 1000);
    },
  };
}
