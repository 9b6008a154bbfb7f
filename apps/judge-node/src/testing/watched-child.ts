/** A child process with everything it printed, and its end (the judge nodes that tests and benches start). */
import type { ChildProcess } from 'node:child_process';

/** How a child process ended. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface WatchedChild {
  child: ChildProcess;
  /** Its stdout and stderr so far, in the order they came. */
  output: () => string;
  exited: Promise<ChildExit>;
}

/** Collects the output of a child spawned with piped stdout and stderr, and its exit. */
export function watchChild(child: ChildProcess): WatchedChild {
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}
