/**
 * The platform's own authenticated NATS server for a test: the configuration and passwords written by
 * `packages/service-kit/src/cli/nats-config.ts`, as scripts/start writes them (one user per role, the
 * judge role's narrow permissions), and nats-server started on it. Passwords stay in files in `dir`;
 * processes get them the way scripts/start hands them over (OJ_NATS_USER + OJ_NATS_PASSWORD_FILE).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsConnectOptions } from '@oj/service-kit/no-database';

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
  log: () => string;
  stop: () => Promise<void>;
}

export function natsServerAvailable(): boolean {
  return existsSync(NATS_SERVER);
}

/** Writes the configuration for `namespace` listening on host:port and starts nats-server on it. */
export async function startPlatformNats(options: { namespace: string; host: string; port: number }): Promise<PlatformNats> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-multihost-nats-'));
  const { namespace, host, port } = options;
  await promisify(execFile)(process.execPath, [CONFIG_CLI, '--dir', dir, '--namespace', namespace, '--host', host, '--port', String(port)]);
  const child = spawn(NATS_SERVER, ['-c', join(dir, 'nats.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { url, namespace, passwordFile, connectService, log: () => output, stop };
}
