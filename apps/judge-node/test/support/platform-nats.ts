/**
 * The platform's own authenticated NATS server for a test: the configuration and passwords written by
 * `packages/service-kit/src/cli/nats-config.ts`, as scripts/start writes them (one user per role, the
 * judge role's narrow permissions), and nats-server started on it. Passwords stay in files in `dir`;
 * processes get them the way scripts/start hands them over (OJ_NATS_USER + OJ_NATS_PASSWORD_FILE).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { freePort, natsConnectOptions } from '@oj/service-kit/no-database';

export const NATS_SERVER = '/usr/sbin/nats-server';
const CONFIG_CLI = fileURLToPath(new URL('../../../../packages/service-kit/src/cli/nats-config.ts', import.meta.url));

/** A running server and the credentials of its roles. */
export interface PlatformNats {
  url: string;
  namespace: string;
  /** The password files, as scripts/start leaves them (`<dir>/<role>.password`). */
  passwordFile: { service: string; judge: string };
  /** A connection with the service role (what judge-dispatch uses). */
  connectService: (name: string) => Promise<NatsConnection>;
  /** The client connections the server holds now (its monitoring port, on loopback). */
  connections: () => Promise<Array<{ cid: number; name: string; ip: string }>>;
  /**
   * Sets how many pings a client may leave unanswered before the server drops it, by rewriting the
   * configuration and reloading it (SIGHUP), as an operator would; the server reads it at each ping.
   */
  setPingMax: (max: number) => Promise<void>;
  log: () => string;
  stop: () => Promise<void>;
}

export function natsServerAvailable(): boolean {
  return existsSync(NATS_SERVER);
}

/** Writes the configuration for `namespace` listening on host:port and starts nats-server on it. */
export async function startPlatformNats(options: {
  namespace: string;
  host: string;
  port: number;
  /** Server pings to clients (nats-server's ping_interval and ping_max); its defaults (2 min, 2) when absent. */
  ping?: { intervalSec: number; max: number };
}): Promise<PlatformNats> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-multihost-nats-'));
  const { namespace, host, port } = options;
  await promisify(execFile)(process.execPath, [CONFIG_CLI, '--dir', dir, '--namespace', namespace, '--host', host, '--port', String(port)]);
  const configFile = join(dir, 'nats.conf');
  const generated = await readFile(configFile, 'utf8');
  const monitorPort = await freePort();
  const withExtras = (pingMax: number | undefined): string => {
    const ping = options.ping ? `ping_interval: "${options.ping.intervalSec}s"\nping_max: ${pingMax ?? options.ping.max}\n` : '';
    return `${generated}http: "127.0.0.1:${monitorPort}"\n${ping}`;
  };
  await writeFile(configFile, withExtras(undefined), { mode: 0o600 });
  const child = spawn(NATS_SERVER, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const url = `nats://${host}:${port}`;
  const passwordFile = { service: join(dir, 'service.password'), judge: join(dir, 'judge.password') };
  const connectService = async (name: string): Promise<NatsConnection> =>
    connect(
      natsConnectOptions({
        servers: [url],
        namespace,
        name,
        role: 'service',
        auth: { user: 'oj-service', password: (await readFile(passwordFile.service, 'utf8')).trim() },
      }),
    );
  const connections = async (): Promise<Array<{ cid: number; name: string; ip: string }>> => {
    const response = await fetch(`http://127.0.0.1:${monitorPort}/connz?limit=1024`, { signal: AbortSignal.timeout(5000) });
    return (
      ((await response.json()) as { connections?: Array<{ cid: number; name?: string; ip: string }> }).connections?.map((item) => ({
        ...item,
        name: item.name ?? '',
      })) ?? []
    );
  };
  const setPingMax = async (max: number): Promise<void> => {
    if (!options.ping) throw new Error('start the server with ping settings to change them');
    await writeFile(configFile, withExtras(max), { mode: 0o600 });
    const reloads = output.split('Reloaded server configuration').length;
    child.kill('SIGHUP');
    const deadline = Date.now() + 10_000;
    while (output.split('Reloaded server configuration').length === reloads) {
      if (Date.now() > deadline) throw new Error(`nats-server did not reload its configuration:\n${output}`);
      await sleep(100);
    }
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nats-server exited during start-up:\n${output}`);
    }
    const probe = await connectService('multihost-probe').catch(() => null);
    if (probe) {
      await probe.close();
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nats-server did not accept the service user within 20 s:\n${output}`);
    }
    await sleep(200);
  }
  return { url, namespace, passwordFile, connectService, connections, setPingMax, log: () => output, stop };
}
