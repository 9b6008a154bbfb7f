/**
 * The thin dockerode adapter: create a locked-down sandbox container and remove it. Execs, which are
 * how files get into its tmpfs (piped to tar on stdin), are in exec.ts.
 */
import type Docker from 'dockerode';
import { agentCommand, SandboxAgent } from './agent.ts';
import { CGROUP_MOUNT } from './memory-cgroup.ts';
import { RUNNER_PATH } from './runner-protocol.ts';

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
  /** The cores it may run on (Docker CpusetCpus, e.g. "1"); null for all of them. */
  cpusetCpus: string | null;
  /** The host directory of the program's memory cgroup, mounted at CGROUP_MOUNT; null runs without one. */
  memoryCgroup: { dir: string; version: 1 | 2 } | null;
  owner: string;
  /** The container's sandbox uids, which its agent wipes between jobs. */
  uids: readonly number[];
}

/**
 * Creates and starts a container whose PID 1 is the sandbox agent (agent.ts), attached before the start
 * so that nothing it writes is lost. The agent and the runner run as root with only SETUID, SETGID and
 * KILL, and drop every user process to an unprivileged uid of its own.
 */
export async function startSandbox(
  docker: Docker,
  settings: SandboxContainerSettings,
  log?: (message: string) => void,
): Promise<{ container: Docker.Container; agent: SandboxAgent }> {
  const memoryBytes = settings.memoryMb * 1024 * 1024;
  const container = await docker.createContainer({
    Image: settings.image,
    Cmd: agentCommand(RUNNER_PATH, settings.uids),
    OpenStdin: true,
    // The container's stdin closes when this attachment ends (the judge process died): the agent exits.
    StdinOnce: true,
    AttachStdin: true,
    AttachStdout: true,
    AttachStderr: true,
    Tty: false,
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
      ...(settings.cpusetCpus === null ? {} : { CpusetCpus: settings.cpusetCpus }),
      ...(settings.memoryCgroup === null
        ? {}
        : {
            Binds: [`${settings.memoryCgroup.dir}:${CGROUP_MOUNT}:rw`],
            // v2 moves a process only within the mover's cgroup namespace; the sandbox cgroup is outside Docker's.
            ...(settings.memoryCgroup.version === 2 ? { CgroupnsMode: 'host' as const } : {}),
          }),
      CapDrop: ['ALL'],
      CapAdd: ['SETUID', 'SETGID', 'KILL'],
      SecurityOpt: ['no-new-privileges'],
      IpcMode: 'private',
      Ulimits: [{ Name: 'core', Soft: 0, Hard: 0 }],
      LogConfig: { Type: 'none', Config: {} },
      AutoRemove: false,
    },
  });
  let agent: SandboxAgent | null = null;
  try {
    agent = await SandboxAgent.attach(container, log);
    await container.start();
  } catch (error) {
    agent?.close();
    await removeQuietly(container);
    throw error;
  }
  return { container, agent };
}

/** Removes a container, ignoring "already gone". */
export async function removeQuietly(container: Docker.Container): Promise<void> {
  try {
    await container.remove({ force: true, v: true });
  } catch {
    // Gone already, or the engine is shutting down: nothing left to free.
  }
}

export { execIn } from './exec.ts';
export type { ExecOutput } from './exec.ts';
