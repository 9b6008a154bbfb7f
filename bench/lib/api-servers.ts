/** The servers under load, each in a child process so the load generator never shares their event loop. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { dbConfigEnv } from '@oj/db';
import type { DbConfig } from '@oj/db';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A server process the bench started. */
export interface ChildServer {
  name: string;
  pid: number;
  baseUrl: string;
  /** The last lines it wrote (warnings, errors), for reports. */
  output(): string;
  stop(): Promise<void>;
}

/** A TCP port free right now on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  baseUrl: string,
  nodeFlags: readonly string[] = [],
): { child: ChildProcess; server: ChildServer } {
  // OJ_BENCH_PROFILE_DIR: a V8 CPU profile of this server too, written there when it stops (beside the service's).
  const profile = process.env.OJ_BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.OJ_BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...nodeFlags, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const server: ChildServer = {
    name,
    pid: child.pid,
    baseUrl,
    output: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  return { child, server };
}

async function waitReady(server: ChildServer, child: ChildProcess, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server.name} exited with ${child.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}${path}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Settings of the gateway under test. */
export interface GatewayChildOptions {
  db: DbConfig;
  namespace: string;
  dataDir: string;
  logLevel: string;
  /** The token secret (OJ_JWT_SECRET), so the bench can sign tokens the gateway accepts. */
  secret: string;
}

/** The young generation's cap the gateway runs with in production (docs/operations.md, "Memory"). */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/**
 * Node's flags for the gateway: those scripts/lib/platform.sh (and the images) start it with, or
 * OJ_BENCH_GATEWAY_NODE_FLAGS (space-separated; empty for none), to compare (bench/README.md).
 */
export function gatewayNodeFlags(environment: NodeJS.ProcessEnv = process.env): string[] {
  const chosen = environment.OJ_BENCH_GATEWAY_NODE_FLAGS ?? GATEWAY_NODE_FLAGS.join(' ');
  return chosen.split(/\s+/).filter((flag) => flag !== '');
}

/** The gateway (all-in-one: every service's routes in one process), as `node apps/gateway/src/server.ts` runs it. */
export async function startGateway(options: GatewayChildOptions): Promise<ChildServer> {
  const port = await freePort();
  const { child, server } = startChild(
    'gateway',
    'apps/gateway/src/server.ts',
    {
      NODE_ENV: 'production',
      OJ_MODE: 'all-in-one',
      OJ_HOST: '127.0.0.1',
      OJ_GATEWAY_PORT: String(port),
      OJ_LOG_LEVEL: options.logLevel,
      ...dbConfigEnv(options.db),
      OJ_NATS_NAMESPACE: options.namespace,
      OJ_JWT_SECRET: options.secret,
      OJ_DATA_DIR: options.dataDir,
      OJ_WEB_DIST: `${options.dataDir}/no-web-dist`,
      OJ_ADMIN_DIST: `${options.dataDir}/no-admin-dist`,
    },
    `http://127.0.0.1:${port}`,
    gatewayNodeFlags(),
  );
  await waitReady(server, child, '/readyz', 60_000);
  return server;
}

/**
 * The reference: one bare Fastify route with the services' server options and logging off; with
 * `pageBytes`, also `POST /bare-page` answering a kept JSON string of that size.
 */
export async function startBareServer(options: { pageBytes?: number } = {}): Promise<ChildServer> {
  const port = await freePort();
  const env: Record<string, string> = { OJ_BENCH_BARE_PORT: String(port) };
  if (options.pageBytes !== undefined) env.OJ_BENCH_BARE_PAGE_BYTES = String(options.pageBytes);
  const { child, server } = startChild('bare', 'bench/lib/api-bare-server.ts', env, `http://127.0.0.1:${port}`);
  await waitReady(server, child, '/bare', 30_000);
  return server;
}

/** Deletes the streams (queues, KV buckets, object stores) of a NATS namespace. */
export async function deleteNamespaceStreams(servers: string, namespace: string): Promise<number> {
  const connection = await connect({ servers });
  try {
    const manager = await jetstreamManager(connection);
    const names: string[] = [];
    for await (const stream of manager.streams.list()) names.push(stream.config.name);
    const mine = names.filter((name) => name.includes(namespace) || name.includes(namespace.toUpperCase()));
    for (const name of mine) await manager.streams.delete(name);
    return mine.length;
  } finally {
    await connection.close();
  }
}
