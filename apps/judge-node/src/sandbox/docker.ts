/**
 * The thin dockerode adapter: create a locked-down sandbox container, exec in it (optionally piping
 * stdin, which is how files get into its tmpfs), remove it.
 */
import type Docker from 'dockerode';

/** PATH inside the sandbox: imported images have an empty config. */
export const SANDBOX_PATH = '/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin';

/** Label that marks sandbox containers, with the owning process as its value. */
export const SANDBOX_LABEL = 'oj.judge.sandbox';

/** Resource settings of a sandbox container. */
export interface SandboxContainerSettings {
  image: string;
  /** tmpfs size of /w, the work directory (sources, inputs, outputs). */
  workDirMb: number;
  /** tmpfs size of /tmp. */
  tmpDirMb: number;
  /** cgroup memory cap of the whole container (tmpfs pages count too); a backstop, not the verdict limit. */
  memoryMb: number;
  pidsLimit: number;
  /** CPU share of the container, in cores. */
  cpus: number;
  owner: string;
}

/**
 * Creates and starts a container that idles until judged. The runner is exec'ed in it as root with only
 * SETUID, SETGID and KILL, and drops every user process to an unprivileged uid of its own.
 */
export async function startSandbox(docker: Docker, settings: SandboxContainerSettings): Promise<Docker.Container> {
  const memoryBytes = settings.memoryMb * 1024 * 1024;
  const container = await docker.createContainer({
    Image: settings.image,
    Cmd: ['sleep', 'infinity'],
    User: '0:0',
    WorkingDir: '/w',
    Env: [`PATH=${SANDBOX_PATH}`, 'LANG=C.UTF-8'],
    Labels: { [SANDBOX_LABEL]: settings.owner },
    NetworkDisabled: true,
    HostConfig: {
      NetworkMode: 'none',
      ReadonlyRootfs: true,
      Tmpfs: {
        '/w': `rw,exec,nosuid,nodev,size=${settings.workDirMb}m`,
        '/tmp': `rw,exec,nosuid,nodev,size=${settings.tmpDirMb}m,mode=1777`,
      },
      Memory: memoryBytes,
      MemorySwap: memoryBytes,
      PidsLimit: settings.pidsLimit,
      NanoCpus: Math.round(settings.cpus * 1e9),
      CapDrop: ['ALL'],
      CapAdd: ['SETUID', 'SETGID', 'KILL'],
      SecurityOpt: ['no-new-privileges'],
      IpcMode: 'private',
      Ulimits: [{ Name: 'core', Soft: 0, Hard: 0 }],
      LogConfig: { Type: 'none', Config: {} },
      AutoRemove: false,
    },
  });
  try {
    await container.start();
  } catch (error) {
    await removeQuietly(container);
    throw error;
  }
  return container;
}

/** Removes a container, ignoring "already gone". */
export async function removeQuietly(container: Docker.Container): Promise<void> {
  try {
    await container.remove({ force: true, v: true });
  } catch {
    // Gone already, or the engine is shutting down: nothing left to free.
  }
}

/**
 * Splits Docker's multiplexed exec stream: frames of an 8-byte header (stream 1 stdout or 2 stderr,
 * then a big-endian 32-bit length) and the payload.
 */
class Demuxer {
  readonly stdout: Buffer[] = [];
  readonly stderr: Buffer[] = [];
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= 8) {
      const size = this.pending.readUInt32BE(4);
      if (this.pending.length < 8 + size) break;
      const payload = this.pending.subarray(8, 8 + size);
      (this.pending[0] === 2 ? this.stderr : this.stdout).push(payload);
      this.pending = this.pending.subarray(8 + size);
    }
  }
}

/** What an exec produced. */
export interface ExecOutput {
  exitCode: number;
  stdout: Buffer;
  stderr: Buffer;
}

/** Runs a command in the container, optionally feeding stdin, and collects its output. */
export async function execIn(
  container: Docker.Container,
  cmd: readonly string[],
  options: { user?: string; stdin?: Buffer; timeoutMs?: number } = {},
): Promise<ExecOutput> {
  const exec = await container.exec({
    Cmd: [...cmd],
    User: options.user ?? '0:0',
    AttachStdin: options.stdin !== undefined,
    AttachStdout: true,
    AttachStderr: true,
  });
  const stream = await exec.start({ hijack: true, stdin: options.stdin !== undefined });
  const demux = new Demuxer();
  stream.on('data', (chunk: Buffer) => {
    demux.push(chunk);
  });
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('close', resolve);
    stream.on('error', reject);
  });
  if (options.stdin !== undefined) stream.end(options.stdin);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      stream.destroy();
      reject(new Error(`docker exec ${cmd[0] ?? ''} did not finish in ${options.timeoutMs ?? 0} ms`));
    }, options.timeoutMs ?? 600_000);
  });
  try {
    await Promise.race([finished, timeout]);
  } finally {
    clearTimeout(timer);
  }
  const info = await exec.inspect();
  return { exitCode: info.ExitCode ?? -1, stdout: Buffer.concat(demux.stdout), stderr: Buffer.concat(demux.stderr) };
}
