/**
 * An in-process judge node exactly as `src/server.ts` wires it (real sandbox pool with its default warm
 * containers, judgeSubmission, startJudgeNodeRuntime), plus the tracing hooks of trace.ts.
 */
import { availableParallelism, hostname } from 'node:os';
import { join } from 'node:path';
import { JUDGE_QUEUE } from '@oj/contracts';
import { judgeSubmission } from '../../apps/judge-node/src/sandbox/judge.ts';
import { startJudgeNodeRuntime } from '../../apps/judge-node/src/worker/runtime.ts';
import type { JudgeNodeRuntime } from '../../apps/judge-node/src/worker/runtime.ts';
import { silentLog } from '../../apps/judge-node/src/worker/types.ts';
import type { Judge } from '../../apps/judge-node/src/worker/types.ts';
import type { BenchBus } from './bus.ts';
import { nowMs } from './stats.ts';
import { TraceBook, TracedPool } from './trace.ts';

/** A running traced node. */
export interface TracedNode {
  runtime: JudgeNodeRuntime;
  pool: TracedPool;
  book: TraceBook;
  concurrency: number;
  /** Stops pulling, finishes jobs in hand, removes the sandbox containers. */
  stop: () => Promise<void>;
}

/** Starts a judge node on the bench namespace with the production defaults (concurrency = cores). */
export async function startTracedNode(bus: BenchBus, concurrency = availableParallelism(), reuse = true): Promise<TracedNode> {
  const book = new TraceBook();
  const pool = new TracedPool({ slots: concurrency, reuse, log: (message) => process.stderr.write(`[bench] sandbox: ${message}\n`) });
  pool.book = book;
  await pool.start();
  const cacheDir = join(bus.dataDir, 'checker-cache');
  const judge: Judge = async (job, testDataDir, onProgress) => {
    const trace = book.of(job.submitId);
    trace.judgeStartMs = nowMs();
    try {
      return await book.current.run(trace, () =>
        judgeSubmission(job, testDataDir ?? '', {
          pool,
          cacheDir,
          onProgress: (status) => {
            if (status === 6) trace.compilingMs = nowMs();
            else trace.judgingMs = nowMs();
            onProgress(status);
          },
        }),
      );
    } finally {
      trace.judgeEndMs = nowMs();
    }
  };
  const runtime = await startJudgeNodeRuntime({
    js: bus.js,
    jsm: bus.jsm,
    names: bus.names,
    judge,
    nodeId: `bench-${hostname()
      .replaceAll(/[^A-Za-z0-9_-]/g, '-')
      .slice(0, 30)}`,
    concurrency,
    dataDir: bus.dataDir,
    ackWaitMs: JUDGE_QUEUE.ackWaitMs,
    maxDeliver: JUDGE_QUEUE.maxDeliver,
    retryDelayMs: 1000,
    jobTimeoutMs: 15 * 60_000,
    heartbeatIntervalMs: JUDGE_QUEUE.heartbeatIntervalMs,
    version: 'bench',
    log: silentLog,
    observer: {
      jobStarted: ({ submitId }) => {
        book.of(submitId).deliveryMs = nowMs();
      },
      jobFinished: ({ submitId }) => {
        if (submitId !== null) book.of(submitId).finishedMs = nowMs();
      },
    },
  });
  return {
    runtime,
    pool,
    book,
    concurrency,
    stop: async () => {
      await runtime.stop();
      await pool.close();
    },
  };
}
