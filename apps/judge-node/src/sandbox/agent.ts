/**
 * The host's side of the sandbox agent: `oj-runner --agent`, the PID 1 of every sandbox container,
 * reached over the container's attached stdin and stdout (no `docker exec` on a job's path). One request
 * at a time:
 *
 *   stage <script> <n>\n + n bytes of tar   extract into /w, then run the script: a `.steps` file (steps.ts)
 *                                           by the agent itself, a `.sh` file by `sh`; its stdout as 'O'
 *                                           frames, its stderr as 'E' frames (64 KiB at most), then 'X' <status>
 *   wipe\n                                  kill every process but the agent, remove SysV IPC objects, empty
 *                                           /w, /tmp, /dev/shm and /dev/mqueue: 'W' "ok" or "fail: <reason>"
 *   ping\n                                  'P'
 *
 * Agent frames on stdout: type (1 byte), big-endian uint32 length, payload; 'R' once when it runs, 'F'
 * before it exits on a request it cannot parse. Whatever goes wrong on the host's side (a timeout, a
 * frame out of place, the stream ending) marks the agent broken: its container is then removed, never reused.
 */
import { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type Docker from 'dockerode';
import { DockerStreamDemuxer } from './docker-stream.ts';

/** What a stage produced. */
export interface StageOutput {
  exitCode: number;
  stdout: Buffer;
  stderr: Buffer;
}

/** The agent's arguments after the binary: `--agent` and the container's sandbox uids. */
export function agentCommand(runnerPath: string, uids: readonly number[]): string[] {
  return [runnerPath, '--agent', ...uids.map(String)];
}

const STDERR_KEEP_BYTES = 64 * 1024;
/** The agent's 'R' payload this host speaks to (steps files need version 2). */
const AGENT_VERSION = 'oj-agent 2';
const FRAME_HEADER = 5;

type Reply =
  | {
      kind: 'stage';
      stdout: Buffer[];
      stderr: Buffer[];
      stderrBytes: number;
      sink: ((chunk: Buffer) => void) | null;
      resolve: (output: StageOutput) => void;
      reject: (error: Error) => void;
    }
  | { kind: 'wipe'; resolve: (result: string) => void; reject: (error: Error) => void }
  | { kind: 'ping'; resolve: () => void; reject: (error: Error) => void };

/** One container's agent, attached before the container starts. */
export class SandboxAgent {
  /** Resolves on the agent's 'R' frame; rejects if the stream ends or breaks first. */
  readonly ready: Promise<void>;
  private readonly demux: DockerStreamDemuxer;
  private pending: Buffer = Buffer.alloc(0);
  private reply: Reply | null = null;
  private streamOpen = true;
  private failure: string | null = null;
  private markReady: (() => void) | null = null;
  private failReady: ((error: Error) => void) | null = null;
  private diagnostics = '';
  private readonly stream: Duplex;
  private readonly log: (message: string) => void;

  private constructor(stream: Duplex, log: (message: string) => void) {
    this.stream = stream;
    this.log = log;
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve;
      this.failReady = reject;
    });
    this.ready.catch(() => undefined);
    this.demux = new DockerStreamDemuxer(
      (payload) => {
        this.onStdout(payload);
      },
      (payload) => {
        // The agent's own diagnostics: kept short for the error that may follow.
        this.diagnostics = (this.diagnostics + payload.toString()).slice(-2048);
      },
    );
    stream.on('data', (chunk: Buffer) => {
      this.demux.push(chunk);
    });
    const ended = (error?: Error): void => {
      this.streamOpen = false;
      this.break(`the agent's stream ended${error ? `: ${error.message}` : ''}${this.diagnostics ? ` (${this.diagnostics.trim()})` : ''}`);
    };
    stream.on('end', () => {
      ended();
    });
    stream.on('close', () => {
      ended();
    });
    stream.on('error', (error: Error) => {
      ended(error);
    });
  }

  /**
   * Attaches to a created, not yet started container whose command is the agent (OpenStdin, no TTY).
   * The connection does not keep Node's event loop alive.
   */
  static async attach(container: Docker.Container, log: (message: string) => void = () => undefined): Promise<SandboxAgent> {
    const stream: unknown = await container.attach({ stream: true, stdin: true, stdout: true, stderr: true, hijack: true });
    if (!(stream instanceof Duplex)) throw new Error('attaching to the sandbox did not give a two-way stream');
    if (stream instanceof Socket) stream.unref();
    return new SandboxAgent(stream, log);
  }

  /** Connected, not broken, and no request in flight: fit for a job. */
  get healthy(): boolean {
    return this.streamOpen && this.failure === null && this.reply === null;
  }

  /** Why the agent can no longer be used, or null. */
  get brokenReason(): string | null {
    return this.failure;
  }

  /**
   * Extracts `archive` into /w, then runs `sh script`. Stdout goes to `onStdout` as it arrives when
   * given (the returned stdout is then empty). Rejects (and breaks the agent) after `timeoutMs`.
   */
  stage(script: string, archive: Buffer, timeoutMs: number, what: string, onStdout?: (chunk: Buffer) => void): Promise<StageOutput> {
    return this.request(`stage ${script} ${archive.length}\n`, archive, timeoutMs, what, (resolve, reject) => ({
      kind: 'stage',
      stdout: [],
      stderr: [],
      stderrBytes: 0,
      sink: onStdout ?? null,
      resolve,
      reject,
    }));
  }

  /** Wipes the container for the next job: null when it is clean, else the agent's reason. */
  async wipe(timeoutMs: number): Promise<string | null> {
    const answer = await this.request('wipe\n', null, timeoutMs, 'the wipe', (resolve: (result: string) => void, reject) => ({
      kind: 'wipe',
      resolve,
      reject,
    }));
    return answer === 'ok' ? null : answer;
  }

  /** A round trip through the agent. */
  ping(timeoutMs: number): Promise<void> {
    return this.request('ping\n', null, timeoutMs, 'the ping', (resolve: () => void, reject) => ({ kind: 'ping', resolve, reject }));
  }

  /** Closes the agent's stdin (it exits) and drops the connection. */
  close(): void {
    this.break('closed');
    if (!this.streamOpen) return;
    this.streamOpen = false;
    this.stream.end();
    this.stream.destroy();
  }

  private request<T>(
    header: string,
    payload: Buffer | null,
    timeoutMs: number,
    what: string,
    makeReply: (resolve: (value: T) => void, reject: (error: Error) => void) => Reply,
  ): Promise<T> {
    if (this.failure !== null) return Promise.reject(new Error(`${what}: the sandbox agent is unusable (${this.failure})`));
    if (this.reply !== null) return Promise.reject(new Error(`${what}: the sandbox agent is busy`));
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.break(`${what} did not finish in ${timeoutMs} ms`);
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        this.reply = null;
        if (this.stream instanceof Socket) this.stream.unref();
      };
      this.reply = makeReply(
        (value: T) => {
          done();
          resolve(value);
        },
        (error: Error) => {
          done();
          reject(error);
        },
      );
      if (this.stream instanceof Socket) this.stream.ref();
      this.stream.write(header);
      if (payload && payload.length > 0) this.stream.write(payload);
    });
  }

  /** Marks the agent unusable and fails whatever waits on it. */
  private break(reason: string): void {
    if (this.failure === null) {
      this.failure = reason;
      if (reason !== 'closed') this.log(`sandbox agent: ${reason}`);
    }
    this.failReady?.(new Error(reason));
    this.failReady = null;
    this.markReady = null;
    this.reply?.reject(new Error(reason));
  }

  private onStdout(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= FRAME_HEADER) {
      const size = this.pending.readUInt32BE(1);
      if (this.pending.length < FRAME_HEADER + size) return;
      const type = String.fromCharCode(this.pending[0] ?? 0);
      const payload = this.pending.subarray(FRAME_HEADER, FRAME_HEADER + size);
      this.pending = this.pending.subarray(FRAME_HEADER + size);
      this.onFrame(type, payload);
    }
  }

  private onFrame(type: string, payload: Buffer): void {
    const reply = this.reply;
    if (type === 'R') {
      if (payload.toString() !== AGENT_VERSION) {
        this.break(
          `the sandbox image's agent is "${payload.toString()}", this judge node needs "${AGENT_VERSION}": rebuild the image (infra/judge-image/build.sh)`,
        );
        return;
      }
      this.failReady = null;
      this.markReady?.();
      this.markReady = null;
      return;
    }
    if (type === 'F') {
      this.break(`the agent refused a request: ${payload.toString()}`);
      return;
    }
    if (reply?.kind === 'stage' && type === 'O') {
      if (reply.sink) reply.sink(payload);
      else reply.stdout.push(Buffer.from(payload));
    } else if (reply?.kind === 'stage' && type === 'E') {
      if (reply.stderrBytes < STDERR_KEEP_BYTES) reply.stderr.push(Buffer.from(payload.subarray(0, STDERR_KEEP_BYTES - reply.stderrBytes)));
      reply.stderrBytes += payload.length;
    } else if (reply?.kind === 'stage' && type === 'X') {
      const exitCode = Number(payload.toString());
      reply.resolve({ exitCode: Number.isInteger(exitCode) ? exitCode : -1, stdout: Buffer.concat(reply.stdout), stderr: Buffer.concat(reply.stderr) });
    } else if (reply?.kind === 'wipe' && type === 'W') {
      reply.resolve(payload.toString());
    } else if (reply?.kind === 'ping' && type === 'P') {
      reply.resolve();
    } else {
      this.break(`unexpected frame ${JSON.stringify(type)} (${payload.length} bytes) while ${reply ? `waiting for a ${reply.kind} reply` : 'idle'}`);
    }
  }
}
