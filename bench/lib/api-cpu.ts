/** CPU time of processes from /proc, to tell whether a route waits on the app's JavaScript or on the database. */
import { readdir, readFile } from 'node:fs/promises';

// Linux reports utime and stime in clock ticks; 100 per second on every common kernel build.
const TICKS_PER_SEC = 100;

/** User plus system CPU seconds a process has used so far, or NaN when it cannot be read. */
export async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SEC;
  } catch {
    return Number.NaN;
  }
}

/** The pid of the first process with this command name (e.g. mariadbd), or null. */
export async function pidOf(...names: string[]): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = (await readFile(`/proc/${entry}/comm`, 'utf8')).trim();
      if (names.includes(comm)) return Number(entry);
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/** CPU milliseconds per request each watched process spent during a run. */
export interface CpuShare {
  label: string;
  msPerRequest: number;
}

/** Samples the watched processes around `work`, then divides by the requests it made. */
export async function cpuPerRequest<T extends { total: number }>(
  watched: readonly { label: string; pid: number }[],
  work: () => Promise<T>,
): Promise<{ result: T; shares: CpuShare[] }> {
  const before = await Promise.all(watched.map((process) => cpuSeconds(process.pid)));
  const result = await work();
  const after = await Promise.all(watched.map((process) => cpuSeconds(process.pid)));
  const shares = watched.map((process, index) => ({
    label: process.label,
    msPerRequest: (((after[index] ?? Number.NaN) - (before[index] ?? Number.NaN)) * 1000) / Math.max(result.total, 1),
  }));
  return { result, shares };
}
