/**
 * The fixed cost of one `docker exec` into a warm sandbox, the unit the judge pays twice per
 * submission: the host-side round trip of `true`, and how long after the call the process starts
 * (container clock against host clock: the same kernel's CLOCK_REALTIME, read with ms precision).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type Docker from 'dockerode';
import { execIn } from '../../apps/judge-node/src/sandbox/docker.ts';
import { median, nowMs } from './stats.ts';

/** Medians over the probes. */
export interface ExecProbe {
  runs: number;
  roundTripMs: number;
  /** From the exec call on the host to the process running in the container. */
  launchMs: number;
  /** From the process's last moment to the call returning on the host. */
  returnMs: number;
  /**
   * The alternative: an exec launched ahead of time and parked on a read of its stdin; from writing
   * one line to it to its output stream ending on the host.
   */
  prelaunchedMs: number;
}

/** One exec launched early and idle; resolves with the ms from feeding its stdin to its stream's end. */
async function prelaunched(container: Docker.Container): Promise<number> {
  const exec = await container.exec({ Cmd: ['sh', '-c', 'read line && echo "$line"'], AttachStdin: true, AttachStdout: true, AttachStderr: true, User: '0:0' });
  const stream = await exec.start({ hijack: true, stdin: true });
  const ended = new Promise<number>((resolve, reject) => {
    stream.on('data', () => undefined);
    stream.once('end', () => {
      resolve(nowMs());
    });
    stream.once('error', reject);
  });
  await sleep(300);
  const written = nowMs();
  stream.end('go\n');
  return (await ended) - written;
}

/** Runs `date +%s%N` as a docker exec `runs` times and splits each round trip around it. */
export async function probeExec(container: Docker.Container, runs: number): Promise<ExecProbe> {
  const roundTrips: number[] = [];
  const launches: number[] = [];
  const returns: number[] = [];
  await execIn(container, ['true']);
  for (let run = 0; run < runs; run++) {
    const wallBefore = Date.now();
    const started = nowMs();
    const output = await execIn(container, ['date', '+%s%N']);
    roundTrips.push(nowMs() - started);
    const insideMs = Number(output.stdout.toString().trim()) / 1e6;
    launches.push(insideMs - wallBefore);
    returns.push(Date.now() - insideMs);
  }
  const parked: number[] = [];
  for (let run = 0; run < runs; run++) parked.push(await prelaunched(container));
  return { runs, roundTripMs: median(roundTrips), launchMs: median(launches), returnMs: median(returns), prelaunchedMs: median(parked) };
}
