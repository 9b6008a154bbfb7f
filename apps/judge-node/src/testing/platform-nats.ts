/**
 * The platform's own authenticated NATS server for a test: the configuration and passwords written by
 * `packages/service-kit/src/cli/nats-config.ts`, as scripts/start writes them (one user per role, the
 * judge role's narrow permissions), and nats-server started on it. Passwords stay in files in `dir`;
 * processes get them the way scripts/start hands them over (OJ_NATS_USER + OJ_NATS_PASSWORD_FILE).
 * TLS as docs/operations.md sets it up for judge nodes on other hosts: a CA of the test's own (openssl)
 * signs a server certificate for the listen address, and clients verify it with the CA file.
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
const OPENSSL = '/usr/bin/openssl';
const CONFIG_CLI = fileURLToPath(new URL('../../../../packages/service-kit/src/cli/nats-config.ts', import.meta.url));

/** A running server and the credentials of its roles. */
export interface PlatformNats {
  /** `tls://host:port`: the server requires TLS from every client, as docs/operations.md sets it up for remote nodes. */
  url: string;
  /** The CA that signed the server's certificate (clients' OJ_NATS_TLS_CA). */
  caFile: string;
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
  return existsSync(NATS_SERVER) && existsSync(OPENSSL);
}

/** A CA and a server certificate for `name` and `address`, made with openssl in `dir`. */
async function makeServerCertificate(dir: string, name: string, address: string): Promise<{ caFile: string; certFile: string; keyFile: string }> {
  const openssl = (...args: string[]): Promise<unknown> => promisify(execFile)(OPENSSL, args, { cwd: dir });
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await openssl('req', '-x509', ...curve, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=OJ test NATS CA');
  await openssl('req', ...curve, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=oj-nats');
  await writeFile(join(dir, 'san.cnf'), `subjectAltName=DNS:${name},IP:${address}\n`);
  await openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'san.cnf',
  );
  return { caFile: join(dir, 'ca.pem'), certFile: join(dir, 'server.pem'), keyFile: join(dir, 'server.key') };
}

/** Writes the configuration for `namespace` listening on host:port and starts nats-server on it. */
export async function startPlatformNats(options: {
  namespace: string;
  /** The address it listens on. */
  host: string;
  /** The name clients use (its certificate's name); the hosts resolve it to `host`. */
  serverName: string;
  port: number;
  /** Server pings to clients (nats-server's ping_interval and ping_max); its defaults (2 min, 2) when absent. */
  ping?: { intervalSec: number; max: number };
}): Promise<PlatformNats> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-multihost-nats-'));
  const { namespace, host, port } = options;
  const tls = await makeServerCertificate(dir, options.serverName, host);
  await promisify(execFile)(process.execPath, [
    CONFIG_CLI,
    ...['--dir', dir, '--namespace', namespace, '--host', host, '--port', String(port)],
    ...['--tls-cert', tls.certFile, '--tls-key', tls.keyFile],
  ]);
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
  // Clients on the hosts resolve the name (their /etc/hosts); the test's own connection, where the name
  // does not resolve, dials the address. nats.js checks the certificate of an IP URL against "localhost".
  const url = `tls://${options.serverName}:${port}`;
  const passwordFile = { service: join(dir, 'service.password'), judge: join(dir, 'judge.password') };
  const connectService = async (name: string): Promise<NatsConnection> => {
    const connectOptions = natsConnectOptions({
      servers: [`tls://${host}:${port}`],
      namespace,
      name,
      role: 'service',
      auth: { user: 'oj-service', password: (await readFile(passwordFile.service, 'utf8')).trim() },
      tls: { caFile: tls.caFile },
    });
    // Node's TLS option, passed on by nats.js: the certificate is checked against the name, not the address.
    const withName = { ...connectOptions.tls, servername: options.serverName };
    return connect({ ...connectOptions, tls: withName });
  };
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
  let lastError = '';
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nats-server exited during start-up:\n${output}`);
    }
    const probe = await connectService('multihost-probe').catch((error: unknown) => {
      lastError = String(error);
      return null;
    });
    if (probe) {
      await probe.close();
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nats-server did not accept the service user within 20 s (${lastError}):\n${output}`);
    }
    await sleep(200);
  }
  return { url, caFile: tls.caFile, namespace, passwordFile, connectService, connections, setPingMax, log: () => output, stop };
}
