/**
 * Timestamps of one job's path through a judge node, taken by wrapping (never changing) the pieces the
 * node is built from: the pool's acquire, the container's exec calls, the judge call and the worker's
 * observer. Exec output is read a second time, only to pick up the runner's own compile and run times.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Duplex } from 'node:stream';
import type Docker from 'dockerode';
import type { JudgeImageName } from '@oj/judge-core';
import { SandboxPool } from '../../apps/judge-node/src/sandbox/pool.ts';
import type { Sandbox } from '../../apps/judge-node/src/sandbox/pool.ts';
import { parseRunnerOutput } from '../../apps/judge-node/src/sandbox/runner-protocol.ts';
import { unpackTar } from '../../apps/judge-node/src/sandbox/tar.ts';
import type { ExecSession } from '../../apps/judge-node/src/sandbox/exec.ts';
import { nowMs } from './stats.ts';

/** One docker exec: API calls, stream, and what the runner measured inside it. */
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

/** Traces by submitId; entries appear on first use. */
export class TraceBook {
  private readonly traces = new Map<number, JobTrace>();
  readonly current = new AsyncLocalStorage<JobTrace>();

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

/** Splits Docker's multiplexed stream and keeps stdout (frames: 8-byte header, then payload). */
function demuxStdout(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + 8 <= raw.length) {
    const size = raw.readUInt32BE(offset + 4);
    if (raw[offset] === 1) parts.push(raw.subarray(offset + 8, offset + 8 + size));
    offset += 8 + size;
  }
  return Buffer.concat(parts);
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

function tracedExec(exec: Docker.Exec, record: ExecTrace): Docker.Exec {
  const traced = Object.create(exec) as Docker.Exec;
  const start = async (options: Docker.ExecStartOptions): Promise<Duplex> => {
    const stream = await exec.start(options);
    record.startedMs = nowMs();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = (): void => {
      if (record.streamEndMs !== undefined) return;
      record.streamEndMs = nowMs();
      readRunnerTimes(record, demuxStdout(Buffer.concat(chunks)));
    };
    stream.once('end', ended);
    stream.once('close', ended);
    return stream;
  };
  const inspect = async (options?: Docker.ExecInspectOptions): Promise<Docker.ExecInspectInfo> => {
    record.inspectStartMs = nowMs();
    const info = await exec.inspect(options);
    record.inspectEndMs = nowMs();
    return info;
  };
  traced.start = start as Docker.Exec['start'];
  traced.inspect = inspect as Docker.Exec['inspect'];
  return traced;
}

function tracedContainer(container: Docker.Container, trace: JobTrace): Docker.Container {
  const traced = Object.create(container) as Docker.Container;
  const exec = async (options: Docker.ExecCreateOptions): Promise<Docker.Exec> => {
    const record: ExecTrace = { createStartMs: nowMs() };
    trace.execs.push(record);
    const created = await container.exec(options);
    record.createdMs = nowMs();
    return tracedExec(created, record);
  };
  traced.exec = exec as Docker.Container['exec'];
  return traced;
}

/**
 * A parked stage (an exec started when the container was pooled): its create and start happened before the
 * job, so the record starts when the judge feeds it and ends when its output is back.
 */
function tracedStage(stage: ExecSession, trace: JobTrace): ExecSession {
  const traced = Object.create(stage) as ExecSession;
  // A streamed stage (the run stage) hands its stdout to the judge's sink, not to finish(): keep a copy.
  const streamed: Buffer[] = [];
  traced.streamStdout = (sink) => {
    stage.streamStdout((chunk) => {
      streamed.push(chunk);
      sink(chunk);
    });
  };
  traced.finish = async (input, timeoutMs, what) => {
    const fedMs = nowMs();
    const record: ExecTrace = { createStartMs: fedMs, createdMs: fedMs, startedMs: fedMs };
    trace.execs.push(record);
    const output = await stage.finish(input, timeoutMs, what);
    record.streamEndMs = nowMs();
    record.inspectStartMs = record.streamEndMs;
    record.inspectEndMs = record.streamEndMs;
    readRunnerTimes(record, streamed.length > 0 ? Buffer.concat(streamed) : output.stdout);
    return output;
  };
  return traced;
}

/** The node's real pool, with acquire timed and the handed-out container's execs and parked stages traced. */
export class TracedPool extends SandboxPool {
  book: TraceBook | null = null;

  override async acquire(image: JudgeImageName): Promise<Sandbox> {
    const trace = this.book?.current.getStore();
    const started = nowMs();
    const sandbox = await super.acquire(image);
    if (!trace) return sandbox;
    trace.acquireStartMs = started;
    trace.acquiredMs = nowMs();
    return {
      ...sandbox,
      container: tracedContainer(sandbox.container, trace),
      stages: { prepare: tracedStage(sandbox.stages.prepare, trace), run: tracedStage(sandbox.stages.run, trace) },
    };
  }
}
