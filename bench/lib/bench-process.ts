/** What the HTTP benches share around their measurements: a service (contest, community) as a process, and cleaning up. */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './api-servers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Something to undo when the bench ends, whatever happened. */
export interface Cleanup {
  what: string;
  run: () => Promise<unknown>;
}

/** The services a bench starts as processes, with the variable of their port. */
const SERVICE_PORT_VARIABLES = { contest: 'OJ_CONTEST_PORT', community: 'OJ_COMMUNITY_PORT' } as const;

/** Starts the contest service (startServiceProcess). */
export function startContestService(env: Record<string, string>, cleanups: Cleanup[]): Promise<{ baseUrl: string; pid: number }> {
  return startServiceProcess('contest', env, cleanups);
}

/**
 * Starts a service as `node apps/<service>/src/server.ts` runs it (production, loopback, a free
 * port) with `env` added, registers its stop in `cleanups`, and waits until it is ready (60 s at most).
 */
export async function startServiceProcess(
  service: keyof typeof SERVICE_PORT_VARIABLES,
  env: Record<string, string>,
  cleanups: Cleanup[],
): Promise<{ baseUrl: string; pid: number }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // OJ_BENCH_PROFILE_DIR: the service writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.OJ_BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.OJ_BENCH_PROFILE_DIR}`] : [];
  // OJ_BENCH_NODE_ARGS: further node flags for the service (e.g. --trace-gc), space-separated.
  const extra = (process.env.OJ_BENCH_NODE_ARGS ?? '').split(' ').filter((flag) => flag !== '');
  const child = spawn(process.execPath, [...profile, ...extra, `apps/${service}/src/server.ts`], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', OJ_HOST: '127.0.0.1', [SERVICE_PORT_VARIABLES[service]]: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  cleanups.push({
    what: `${service} service`,
    run: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000).then(() => child.kill('SIGKILL'))]);
    },
  });
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the ${service} service exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (tries > 300) throw new Error(`the ${service} service was not ready within 60 s`);
    await sleep(200);
  }
  return { baseUrl, pid: child.pid ?? 0 };
}

/** Runs `main`, then every cleanup, last first (a failing one is logged and the others still run); exits with main's code, 2 when it threw. */
export async function runBench(main: () => Promise<number>, cleanups: Cleanup[], log: (message: string) => void): Promise<never> {
  let exitCode = 2;
  try {
    exitCode = await main();
  } catch (error) {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        log(`cleanup of ${cleanup.what} failed: ${(error as Error).message}`);
      }
    }
  }
  process.exit(exitCode);
}
