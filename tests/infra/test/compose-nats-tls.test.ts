/**
 * The compose stack's NATS certificates (infra/images/platform-nats-tls.sh, `oj-nats-tls` in the platform
 * image, run by oj-init), made here with the host's openssl into temporary directories, then served by
 * Debian's nats-server with the configuration nats-config.ts writes, as the stack's `nats` container does.
 * The clients connect as the services do (natsTlsFromEnv, natsConnectOptions). scripts/compose-e2e proves
 * the same with the real images.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '@nats-io/transport-node';
import { freePort, natsConnectOptions, natsTlsFromEnv } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/files.ts';

const SCRIPT = join(REPO_ROOT, 'infra', 'images', 'platform-nats-tls.sh');
const NATS_CONFIG = join(REPO_ROOT, 'packages', 'service-kit', 'src', 'cli', 'nats-config.ts');
const SERVER = '/usr/sbin/nats-server';
const NAMES = 'judge-gateway.example.org, 192.0.2.10';

/** Runs oj-nats-tls on `tls` and `ca` with OJ_COMPOSE_NATS_TLS_NAMES = `names`. */
function makeCertificates(tls: string, ca: string, names: string): { status: number | null; stderr: string } {
  const run = spawnSync('sh', [SCRIPT, tls, ca], { env: { PATH: process.env.PATH, OJ_COMPOSE_NATS_TLS_NAMES: names }, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

const mode = (file: string): number => statSync(file).mode & 0o777;
const contents = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
const altNames = (certificate: string): string =>
  execFileSync('openssl', ['x509', '-in', certificate, '-noout', '-ext', 'subjectAltName'], { encoding: 'utf8' }).split('\n').slice(1).join(' ').trim();

describe('oj-nats-tls: the compose stack’s NATS certificates', () => {
  const root = mkdtempSync(join(tmpdir(), 'oj-nats-tls-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('makes a CA and a server certificate for nats, localhost and the names given, the keys mode 600, the CA key apart', () => {
    const tls = join(root, 'made', 'tls');
    const ca = join(root, 'made', 'ca');
    expect(makeCertificates(tls, ca, NAMES).status).toBe(0);
    expect(readdirSync(tls).sort()).toEqual(['ca.pem', 'server.key', 'server.names', 'server.pem']);
    expect(readdirSync(ca)).toEqual(['ca.key']);
    expect([mode(join(tls, 'server.key')), mode(join(ca, 'ca.key'))]).toEqual([0o600, 0o600]);
    expect(altNames(join(tls, 'server.pem'))).toBe('DNS:nats, DNS:localhost, IP Address:127.0.0.1, DNS:judge-gateway.example.org, IP Address:192.0.2.10');
    execFileSync('openssl', ['verify', '-CAfile', join(tls, 'ca.pem'), join(tls, 'server.pem')], { stdio: 'pipe' });
  });

  it('never overwrites what exists: a second run keeps every file, and says so when the names changed', () => {
    const tls = join(root, 'made', 'tls');
    const ca = join(root, 'made', 'ca');
    const before = { tls: contents(tls), ca: contents(ca) };
    expect(makeCertificates(tls, ca, NAMES)).toEqual({ status: 0, stderr: '' });
    const changed = makeCertificates(tls, ca, 'another.example.org');
    expect(changed.status).toBe(0);
    expect(changed.stderr).toMatch(/warning: the server certificate was made for .*remove server\.pem and server\.key/);
    expect({ tls: contents(tls), ca: contents(ca) }).toEqual(before);
  });

  it('uses an operator’s own certificate, key and CA as they are, and refuses half of them', () => {
    const own = join(root, 'own');
    expect(makeCertificates(join(own, 'tls'), join(own, 'elsewhere'), 'oj.example.org').status).toBe(0);
    // Their files alone in the stack's directory, without the CA key that made them.
    const tls = join(root, 'operator', 'tls');
    const ca = join(root, 'operator', 'ca');
    makeCertificates(tls, join(root, 'scratch'), '');
    for (const name of ['ca.pem', 'server.pem', 'server.key']) writeFileSync(join(tls, name), readFileSync(join(own, 'tls', name)));
    rmSync(join(tls, 'server.names'));
    const given = contents(tls);
    expect(makeCertificates(tls, ca, '')).toEqual({ status: 0, stderr: '' });
    expect(contents(tls)).toEqual(given);
    expect(existsSync(join(ca, 'ca.key'))).toBe(false);

    rmSync(join(tls, 'server.key'));
    expect(makeCertificates(tls, ca, '').stderr).toMatch(/only one of server\.pem and server\.key/);
    // A CA certificate without its key cannot sign a new server certificate.
    rmSync(join(tls, 'server.pem'));
    expect(makeCertificates(tls, ca, '').stderr).toMatch(/not this stack's own CA/);
  });

  it('refuses a name that is neither a host name nor an address', () => {
    const result = makeCertificates(join(root, 'bad', 'tls'), join(root, 'bad', 'ca'), 'ok.example.org,bad;name');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/not a host name or an IP address: bad;name/);
  });
});

describe('NATS with those certificates (Debian nats-server, the configuration nats-config.ts writes)', () => {
  const root = mkdtempSync(join(tmpdir(), 'oj-nats-tls-server-'));
  const tls = join(root, 'nats', 'tls');
  let server: ChildProcess | undefined;
  let port = 0;
  const judgePassword = (): string => readFileSync(join(root, 'nats', 'judge.password'), 'utf8').trim();

  beforeAll(async () => {
    expect(existsSync(SERVER), 'nats-server missing: scripts/test installs it').toBe(true);
    expect(makeCertificates(tls, join(root, 'nats-ca'), NAMES).status).toBe(0);
    port = await freePort();
    const args = ['--dir', join(root, 'nats'), '--namespace', 'oj', '--host', '127.0.0.1', '--port', String(port)];
    execFileSync(process.execPath, [NATS_CONFIG, ...args, '--tls-cert', join(tls, 'server.pem'), '--tls-key', join(tls, 'server.key')]);
    server = spawn(SERVER, ['-c', join(root, 'nats', 'nats.conf')], { stdio: 'ignore' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connectTcp(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        }).on('error', () => {
          resolve(false);
        });
      });
      if (open) break;
      if (Date.now() > deadline) throw new Error('nats-server did not listen within 15 s');
      await sleep(100);
    }
  }, 30_000);

  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  /** Connects as a judge node does, from the variables the compose files set. */
  const connectAsJudge = async (env: Record<string, string>) => {
    const nc = await connect({
      ...natsConnectOptions({
        servers: [env.OJ_NATS_URL ?? ''],
        namespace: 'oj',
        name: 'oj-infra-test',
        role: 'judge',
        auth: { user: 'oj-judge', password: judgePassword() },
        tls: natsTlsFromEnv(env),
      }),
      reconnect: false,
      timeout: 10_000,
    });
    const rtt = await nc.rtt();
    await nc.close();
    return rtt;
  };

  it('lets in a client that verifies the server with the CA, by a name of the certificate or 127.0.0.1', async () => {
    const ca = join(tls, 'ca.pem');
    expect(await connectAsJudge({ OJ_NATS_URL: `tls://127.0.0.1:${port}`, OJ_NATS_TLS_CA: ca })).toBeGreaterThanOrEqual(0);
    expect(await connectAsJudge({ OJ_NATS_URL: `tls://localhost:${port}`, OJ_NATS_TLS_CA: ca })).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('refuses a client that does not trust the CA', async () => {
    await expect(connectAsJudge({ OJ_NATS_URL: `tls://127.0.0.1:${port}` })).rejects.toThrow();
  }, 30_000);

  it('closes on a plain client that sends CONNECT with the judge credential, answering neither +OK nor PONG', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      let text = '';
      let sent = false;
      const socket = connectTcp(port, '127.0.0.1');
      socket.setTimeout(10_000, () => {
        socket.destroy();
        reject(new Error('the server kept a plain client connected for 10 s'));
      });
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (!sent && text.includes('\r\n')) {
          sent = true;
          const connectLine = JSON.stringify({ verbose: true, pedantic: false, tls_required: false, user: 'oj-judge', pass: judgePassword(), protocol: 1 });
          socket.write(`CONNECT ${connectLine}\r\nPING\r\n`);
        }
      });
      socket.on('close', () => {
        resolve(text);
      });
      socket.on('error', reject);
    });
    const [greeting, ...rest] = received.split('\r\n');
    expect(greeting).toMatch(/^INFO .*"tls_required":true/);
    expect(rest.join('\r\n')).not.toMatch(/PONG|\+OK/);
  }, 30_000);
});
