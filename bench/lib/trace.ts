/**
 * Timestamps of one job's path through a judge node, taken by wrapping (never changing) the pieces the
 * node is built from: the pool's acquire, the agent's stages, the judge call and the worker's observer.
 * Stage output is read a second time, only to pick up the runner's own compile and run times, and only
 * when the trace is read (`settled`), so the bench does not load the machine it measures.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { JudgeImageName } from '@oj/judge-core';
import { SandboxPool } from '../../apps/judge-node/src/sandbox/pool.ts';
import type { Sandbox } from '../../apps/judge-node/src/sandbox/pool.ts';
import { parseRunnerOutput } from '../../apps/judge-node/src/sandbox/runner-protocol.ts';
import { unpackTar } from '../../apps/judge-node/src/sandbox/tar.ts';
import type { SandboxAgent } from '../../apps/judge-node/src/sandbox/agent.ts';
import { nowMs } from './stats.ts';

/** One stage (formerly one docker exec): when it was sent, when it ended, and what the runner measured inside it. */
export interface ExecTrace {
  createStartMs: number;
  createdMs?: number;
  startedMs?: number;
  streamEndMs?: number;
  inspectStartMs?: number;
  inspectEndMs?: number;
  /** Wall time of the compile step, from out/compile.jsonl (prepare exec only). */
  compileWallMs?: number;
  /** Summed wall time of the program runs, from out/run.jsonl (run exec only). */
  runWallMs?: number;
  caseCount?: number;
}

/** Every timestamp collected for one submission (host monotonic clock, ms). */
export interface JobTrace {
  submitId: number;
  publishStartMs?: number;
  publishedMs?: number;
  deliveryMs?: number;
  judgeStartMs?: number;
  acquireStartMs?: number;
  acquiredMs?: number;
  compilingMs?: number;
  judgingMs?: number;
  judgeEndMs?: number;
  /** When the final result reached the bench's subscriber. */
  resultArrivedMs?: number;
  /** When the worker had acked the job (observer.jobFinished). */
  finishedMs?: number;
  execs: ExecTrace[];
}

/** Stage outputs kept for readRunnerTimes until their trace is settled. */
const unread = new WeakMap<ExecTrace, Buffer>();

/** Traces by submitId; entries appear on first use. */
export class TraceBook {
  private readonly traces = new Map<number, JobTrace>();
  readonly current = new AsyncLocalStorage<JobTrace>();

  /** The trace of a finished submission, with the runner's times read from its stages' output. */
  settled(submitId: number): JobTrace {
    const trace = this.of(submitId);
    for (const record of trace.execs) {
      const stdout = unread.get(record);
      if (!stdout) continue;
      unread.delete(record);
      readRunnerTimes(record, stdout);
    }
    return trace;
  }

  /** The trace of a submission, created if new. */
  of(submitId: number): JobTrace {
    let trace = this.traces.get(submitId);
    if (!trace) {
      trace = { submitId, execs: [] };
      this.traces.set(submitId, trace);
    }
    return trace;
  }
}

/** Reads the runner's compile and run wall times out of an exec's stdout archive, if it holds them. */
function readRunnerTimes(record: ExecTrace, stdout: Buffer): void {
  let files: Map<string, Buffer>;
  try {
    files = unpackTar(stdout);
  } catch {
    return;
  }
  const compile = files.get('out/compile.jsonl');
  if (compile) record.compileWallMs = parseRunnerOutput(compile.toString())[0]?.program.wallMs;
  const run = files.get('out/run.jsonl');
  if (run) {
    const results = parseRunnerOutput(run.toString());
    record.runWallMs = results.reduce((total, item) => total + item.program.wallMs, 0);
    record.caseCount = results.length;
  }
}

/**
 * Traces the agent's stages while the job holds the sandbox: an own `stage` property on the agent object
 * (removed on release) records when each stage was sent and when its exit frame came back. There is no
 * exec to create or inspect: those timestamps equal the send and the end.
 */
function traceStages(agent: SandboxAgent, trace: JobTrace): void {
  const stage = agent.stage.bind(agent);
  agent.stage = async (script, archive, timeoutMs, what, onStdout) => {
    const sentMs = nowMs();
    const record: ExecTrace = { createStartMs: sentMs, createdMs: sentMs, startedMs: sentMs };
    trace.execs.push(record);
    // A streamed stage (the run stage) hands its stdout to the judge's sink: keep a copy.
    const streamed: Buffer[] = [];
    const sink = onStdout
      ? (chunk: Buffer): void => {
          streamed.push(Buffer.from(chunk));
          onStdout(chunk);
        }
      : undefined;
    const output = await stage(script, archive, timeoutMs, what, sink);
    record.streamEndMs = nowMs();
    record.inspectStartMs = record.streamEndMs;
    record.inspectEndMs = record.streamEndMs;
    unread.set(record, streamed.length > 0 ? Buffer.concat(streamed) : output.stdout);
    return output;
  };
}

/** The node's real pool, with acquire timed and the handed-out container's agent stages traced. */
export class TracedPool extends SandboxPool {
  book: TraceBook | null = null;

  override async acquire(image: JudgeImageName): Promise<Sandbox> {
    const trace = this.book?.current.getStore();
    const started = nowMs();
    const sandbox = await super.acquire(image);
    if (!trace) return sandbox;
    trace.acquireStartMs = started;
    trace.acquiredMs = nowMs();
    traceStages(sandbox.agent, trace);
    return sandbox;
  }

  override release(sandbox: Sandbox): void {
    delete (sandbox.agent as Partial<Pick<SandboxAgent, 'stage'>>).stage;
    super.release(sandbox);
  }
}
