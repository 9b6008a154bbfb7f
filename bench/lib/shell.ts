/**
 * Shell access to a sandbox container for the in-container measurements: upload files, run a script,
 * and time a command with the container's own clock so docker exec round trips stay out of the figure.
 */
import type Docker from 'dockerode';
import { execIn } from '../../apps/judge-node/src/sandbox/docker.ts';
import { packTar } from '../../apps/judge-node/src/sandbox/tar.ts';
import type { TarEntry } from '../../apps/judge-node/src/sandbox/tar.ts';
import { nowMs } from './stats.ts';

/** Runs a script as root in the container; throws with its stderr on a non-zero exit. */
export async function sh(container: Docker.Container, script: string, stdin?: Buffer): Promise<string> {
  const output = await execIn(container, ['sh', '-c', script], { ...(stdin ? { stdin } : {}), timeoutMs: 120_000 });
  if (output.exitCode !== 0) throw new Error(`in-container script failed (${output.exitCode}): ${script}\n${output.stderr.toString()}`);
  return output.stdout.toString();
}

/** Extracts the entries under `dir` (created if missing) in the container's tmpfs. */
export async function upload(container: Docker.Container, dir: string, entries: readonly TarEntry[]): Promise<void> {
  await sh(container, `mkdir -p ${dir} && tar -x -C ${dir} -f -`, packTar(entries));
}

/** How long one command took: by the container's clock, and as one docker exec seen from the host. */
export interface TimedCommand {
  inContainerMs: number;
  hostMs: number;
}

/**
 * Times `command` (a shell fragment whose stdout is discarded) between two `date +%s%N` readings in
 * the container. The two `date` processes add well under a millisecond, to every sample alike.
 */
export async function timeInContainer(container: Docker.Container, command: string): Promise<TimedCommand> {
  const script = `s=$(date +%s%N); { ${command}; } >/dev/null || exit $?; e=$(date +%s%N); echo $((e - s))`;
  const started = nowMs();
  const output = await sh(container, script);
  const hostMs = nowMs() - started;
  const nanos = Number(output.trim());
  if (!Number.isFinite(nanos)) throw new Error(`could not read the timing of: ${command}`);
  return { inContainerMs: nanos / 1e6, hostMs };
}
