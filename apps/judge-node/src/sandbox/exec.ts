/**
 * `docker exec` sessions. Docker spends ~50 ms launching each exec'ed process, so the sandbox starts
 * its execs ahead of time and leaves them blocked on their stdin ("parked"): fed, they answer in a few
 * ms. Closing the stdin of a parked exec without feeding it makes it exit.
 */
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type Docker from 'dockerode';
import { DockerStreamDemuxer } from './docker-stream.ts';

/** What an exec produced. */
export interface ExecOutput {
  exitCode: number;
  stdout: Buffer;
  stderr: Buffer;
}

/**
 * The byte a parked command writes to stderr before it blocks (`printf R >&2`, a shell builtin), so the
 * host knows the process runs. It is dropped from the stderr that finish() returns.
 */
export const READY_MARKER = 'R';

// The stages' own stderr (a shell's, tar's): only ever read as an error message.
const STDERR_KEEP_BYTES = 64 * 1024;

/** Keeps an exec's stdout and stderr (the latter capped), or hands stdout to a sink as it arrives. */
class Demuxer {
  readonly stdout: Buffer[] = [];
  readonly stderr: Buffer[] = [];
  /** Takes the first stderr byte (the ready marker), which is then left out of stderr. */
  onFirstStderrByte: ((byte: number) => void) | null = null;
  /** When set, stdout goes there as it arrives instead of being kept. */
  stdoutSink: ((chunk: Buffer) => void) | null = null;
  private stderrBytes = 0;
  private readonly frames = new DockerStreamDemuxer(
    (payload) => {
      if (this.stdoutSink) this.stdoutSink(payload);
      else this.stdout.push(payload);
    },
    (payload) => {
      let rest = payload;
      if (this.onFirstStderrByte && rest.length > 0) {
        const take = this.onFirstStderrByte;
        this.onFirstStderrByte = null;
        take(rest[0] ?? 0);
        rest = rest.subarray(1);
      }
      if (this.stderrBytes < STDERR_KEEP_BYTES) {
        this.stderr.push(rest.subarray(0, STDERR_KEEP_BYTES - this.stderrBytes));
        this.stderrBytes += rest.length;
      }
    },
  );

  push(chunk: Buffer): void {
    this.frames.push(chunk);
  }
}

/** How to start an exec session. */
export interface ExecSessionOptions {
  /** Default root (0:0). */
  user?: string;
  /** Attach stdin: the command gets what finish() writes, then end of file. */
  stdin: boolean;
  /** The command writes READY_MARKER to stderr first; `ready` settles on it. */
  announcesReady?: boolean;
  /** Parked: until finish(), the connection does not keep the Node process alive. */
  parked?: boolean;
}

/** One started `docker exec`: optionally waiting on its stdin until finish() feeds it. */
export class ExecSession {
  /** Resolves once the process announced it runs; rejects if it ended first. */
  readonly ready: Promise<void>;
  private readonly exec: Docker.Exec;
  private readonly stream: Duplex;
  private readonly attachedStdin: boolean;
  private readonly demux = new Demuxer();
  private readonly ended: Promise<void>;
  private streamOpen = true;
  private used = false;

  private constructor(exec: Docker.Exec, stream: Duplex, options: ExecSessionOptions) {
    this.exec = exec;
    this.stream = stream;
    this.attachedStdin = options.stdin;
    this.ended = new Promise<void>((resolve, reject) => {
      stream.on('end', resolve);
      stream.on('close', resolve);
      stream.on('error', reject);
    });
    void this.ended.then(
      () => (this.streamOpen = false),
      () => (this.streamOpen = false),
    );
    if (options.announcesReady) {
      this.ready = new Promise<void>((resolve, reject) => {
        this.demux.onFirstStderrByte = (byte) => {
          if (byte === READY_MARKER.charCodeAt(0)) resolve();
          else reject(new Error(`the parked exec wrote ${JSON.stringify(String.fromCharCode(byte))} before its ready marker`));
        };
        this.ended.then(() => {
          reject(
            new Error(
              `the parked exec ended before it was ready: ${Buffer.concat([...this.demux.stdout, ...this.demux.stderr])
                .toString()
                .trim()}`,
            ),
          );
        }, reject);
      });
      // Nobody may be waiting for it (a sandbox handed out at once); the failure then shows in finish().
      this.ready.catch(() => undefined);
    } else {
      this.ready = Promise.resolve();
    }
    // Errors surface through finish(); without a listener an early one would crash the process.
    this.ended.catch(() => undefined);
    stream.on('data', (chunk: Buffer) => {
      this.demux.push(chunk);
    });
  }

  /** Creates and starts an exec of `cmd` in the container. */
  static async open(container: Docker.Container, cmd: readonly string[], options: ExecSessionOptions): Promise<ExecSession> {
    const exec = await container.exec({
      Cmd: [...cmd],
      User: options.user ?? '0:0',
      AttachStdin: options.stdin,
      AttachStdout: true,
      AttachStderr: true,
    });
    const stream = await exec.start({ hijack: true, stdin: options.stdin });
    if (options.parked && stream instanceof Socket) stream.unref();
    return new ExecSession(exec, stream, options);
  }

  /** Not fed or abandoned yet, and its connection is still open (the process may still be waiting). */
  get alive(): boolean {
    return this.streamOpen && !this.used;
  }

  /**
   * Hands stdout to `sink` as it arrives, instead of keeping it for finish() (whose stdout is then empty):
   * for output that must not be held whole. Call it before finish().
   */
  streamStdout(sink: (chunk: Buffer) => void): void {
    this.demux.stdoutSink = sink;
  }

  /**
   * Writes `input` (if any) and closes stdin, then waits for the command to end and reads its exit code.
   * Rejects after `timeoutMs`, dropping the connection.
   */
  async finish(input: Buffer | string | null, timeoutMs: number, what: string): Promise<ExecOutput> {
    if (this.used) throw new Error(`${what}: this exec was already used`);
    this.used = true;
    if (this.stream instanceof Socket) this.stream.ref();
    if (this.attachedStdin && this.streamOpen) {
      if (input === null) this.stream.end();
      else this.stream.end(input);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        this.stream.destroy();
        reject(new Error(`${what} did not finish in ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      await Promise.race([this.ended, timeout]);
    } finally {
      clearTimeout(timer);
    }
    const info = await this.exec.inspect();
    return { exitCode: info.ExitCode ?? -1, stdout: Buffer.concat(this.demux.stdout), stderr: Buffer.concat(this.demux.stderr) };
  }

  /** Closes stdin unfed, so a command waiting on it exits, and drops the connection. */
  abandon(): void {
    this.used = true;
    if (!this.streamOpen) return;
    this.stream.end();
    this.stream.destroy();
  }
}

/** Runs a command in the container, optionally feeding stdin, and collects its output. */
export async function execIn(
  container: Docker.Container,
  cmd: readonly string[],
  options: { user?: string; stdin?: Buffer; timeoutMs?: number } = {},
): Promise<ExecOutput> {
  const session = await ExecSession.open(container, cmd, { stdin: options.stdin !== undefined, ...(options.user ? { user: options.user } : {}) });
  return session.finish(options.stdin ?? null, options.timeoutMs ?? 600_000, `docker exec ${cmd[0] ?? ''}`);
}
