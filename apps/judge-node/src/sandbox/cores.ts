/**
 * The cores a judge node may use: those of its own CPU affinity. A node started under `taskset -c 1`, in a
 * container with `--cpuset-cpus`, or in a Kubernetes pod with exclusive CPUs then pins its sandbox
 * containers to those cores only, not to cores 0..n-1 of the machine (which belong to someone else).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';

/** Parses a kernel CPU list such as "0-3,8,10-11" into sorted core numbers; throws on anything else. */
export function parseCoreList(text: string): number[] {
  const cores = new Set<number>();
  for (const part of text.trim().split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`not a CPU list: "${text}"`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first || last > 4095) throw new Error(`not a CPU list: "${text}"`);
    for (let core = first; core <= last; core++) cores.add(core);
  }
  return [...cores].sort((a, b) => a - b);
}

/** Writes core numbers back as a CPU list ("0,2,3"), the form Docker's CpusetCpus takes. */
export function formatCoreList(cores: readonly number[]): string {
  return cores.join(',');
}

/**
 * The cores this process may run on (`Cpus_allowed_list` in /proc/self/status, Linux); where that cannot
 * be read, cores 0..n-1 with n = os.availableParallelism().
 */
export function allowedCores(statusText?: string): number[] {
  try {
    const text = statusText ?? readFileSync('/proc/self/status', 'utf8');
    const line = /^Cpus_allowed_list:\s*(.+)$/m.exec(text)?.[1];
    if (line) return parseCoreList(line);
  } catch {
    // Not Linux, or no /proc: fall through.
  }
  return Array.from({ length: availableParallelism() }, (_, core) => core);
}

/** Whether `cores` leave out some of the machine's online cores. */
export function restrictedCores(cores: readonly number[]): boolean {
  return cores.length < cpus().length;
}
