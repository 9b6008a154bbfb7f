/** What else the machine is doing: load averages and the busiest processes, so figures can be read in context. */
import { execFile } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** "load 1.20 0.90 0.70 on 2 cores". */
export function loadLine(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
}

/** The busiest processes over one second (top's second frame), or a note when top is missing. */
export async function busiestProcesses(count = 6): Promise<string> {
  try {
    const { stdout } = await run('top', ['-b', '-n', '2', '-d', '1', '-o', '%CPU', '-w', '160']);
    const frames = stdout.split(/^top - /m);
    const lines = (frames.at(-1) ?? '').split('\n');
    const header = lines.findIndex((line) => line.trimStart().startsWith('PID'));
    return lines.slice(header, header + 1 + count).join('\n');
  } catch (error) {
    return `(top unavailable: ${(error as Error).message})`;
  }
}
