import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import { ensureJudgeStreams, openJudgeNodesBucket, openTestDataStore } from '@oj/judge-queue';
import { bucketOpener, freePort, natsConnectOptions, natsTlsFromEnv } from '@oj/service-kit';
import { ensureDeadLetterStream, ensureEventsStream } from '@oj/service-kit/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/files.ts';
import { sourceManifests } from '../src/k8s.ts';

const SERVER = '/usr/sbin/nats-server';
const PASSWORDS = { OJ_NATS_SERVICE_PASSWORD: 'service-password-of-the-test', OJ_NATS_JUDGE_PASSWORD: 'judge-password-of-the-test' };

/**
 * The StatefulSet's configuration for server `index` of a cluster on loopback: the manifest's, with ports and
 * paths of this run (the Secret oj-nats-tls's files from `dir/tls`).
 */
function serverConfig(text: string, index: number, ports: { client: number[]; cluster: number[]; http: number[] }, dir: string): string {
  return text
    .replace('listen: 0.0.0.0:4222', `listen: 127.0.0.1:${ports.client[index]}`)
    .replace('http: 0.0.0.0:8222', `http: 127.0.0.1:${ports.http[index]}`)
    .replace('listen: 0.0.0.0:6222', `listen: 127.0.0.1:${ports.cluster[index]}`)
    .replace('store_dir: /data/jetstream', `store_dir: ${join(dir, `store-${index}`)}`)
    .replaceAll('/etc/nats-tls/', `${join(dir, 'tls')}/`)
    .replaceAll(/nats:\/\/nats-(\d)\.nats-headless:6222/g, (_match, peer: string) => `nats://127.0.0.1:${ports.cluster[Number(peer)]}`);
}

// Issue 23: the NATS configuration of infra/k8s, run as the 3-server cluster it describes (Debian's
// nats-server, on loopback), with TLS for clients and routes from a certificate infra/k8s/make-nats-tls.sh
// makes (for loopback: localhost and 127.0.0.1 added): the services create every stream, bucket and the
// object store with OJ_NATS_REPLICAS=3 as the oj-service user over TLS, and JetStream keeps 3 replicas of each.
describe('the NATS cluster of infra/k8s', () => {
  const servers: ChildProcess[] = [];
  let dir: string;
  let nc: NatsConnection | undefined;
  let jsm: JetStreamManager | undefined;
  let clientPorts: number[] = [];
  let monitorPorts: number[] = [];

  beforeAll(async () => {
    const config =
      sourceManifests().find((manifest) => manifest.object.kind === 'ConfigMap' && manifest.object.metadata.name === 'nats-config')?.object.data ?? {};
    dir = mkdtempSync(join(tmpdir(), 'oj-nats-cluster-'));
    const ports = { client: [] as number[], cluster: [] as number[], http: [] as number[] };
    for (let index = 0; index < 3; index++) for (const list of Object.values(ports)) list.push(await freePort());
    writeFileSync(join(dir, 'auth.conf'), config['auth.conf'] ?? '');
    // The Secret's three files, under the names the StatefulSet mounts them by.
    execFileSync('sh', [join(REPO_ROOT, 'infra', 'k8s', 'make-nats-tls.sh'), join(dir, 'made'), 'localhost', '127.0.0.1'], { stdio: 'pipe' });
    const secret = { 'tls.crt': 'nats.pem', 'tls.key': 'nats.key', 'ca.crt': 'nats-ca.pem' };
    execFileSync('mkdir', ['-m', '700', join(dir, 'tls')]);
    for (const [key, file] of Object.entries(secret)) writeFileSync(join(dir, 'tls', key), readFileSync(join(dir, 'made', file)), { mode: 0o400 });
    for (let index = 0; index < 3; index++) {
      const file = join(dir, `nats-${index}.conf`);
      writeFileSync(file, serverConfig(config['nats.conf'] ?? '', index, ports, dir));
      servers.push(spawn(SERVER, ['-c', file], { env: { POD_NAME: `nats-${index}`, ...PASSWORDS }, stdio: 'ignore' }));
    }
    // Ready when every server's /healthz (JetStream included) answers 200.
    const deadline = Date.now() + 30_000;
    for (const port of ports.http) {
      while (
        (await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 0,
        )) !== 200
      ) {
        if (Date.now() > deadline) throw new Error('the NATS cluster did not become healthy within 30 s');
        await sleep(200);
      }
    }
    vi.stubEnv('OJ_NATS_REPLICAS', '3');
    clientPorts = ports.client;
    monitorPorts = ports.http;
    // As a service reads them from oj-common: tls:// URLs and the CA of the Secret.
    const urls = ports.client.map((port) => `tls://127.0.0.1:${port}`);
    nc = await connect(
      natsConnectOptions({
        servers: urls,
        namespace: 'oj',
        name: 'oj-infra-test',
        role: 'service',
        auth: { user: 'oj-service', password: PASSWORDS.OJ_NATS_SERVICE_PASSWORD },
        tls: natsTlsFromEnv({ OJ_NATS_URL: urls.join(','), OJ_NATS_TLS_CA: join(dir, 'tls', 'ca.crt') }),
      }),
    );
    jsm = await jetstreamManager(nc);
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllEnvs();
    await nc?.close();
    for (const server of servers) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('requires TLS of every client and routes each server to the other two over TLS', async () => {
    for (const port of clientPorts) {
      const greeting = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connectTcp(port, '127.0.0.1');
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (text.includes('\r\n')) {
            socket.destroy();
            resolve(text.split('\r\n')[0] ?? '');
          }
        });
        socket.on('error', reject);
      });
      expect(greeting, `client port ${port}`).toMatch(/^INFO .*"tls_required":true/);
    }
    for (const port of monitorPorts) {
      const varz = (await (await fetch(`http://127.0.0.1:${port}/varz`)).json()) as { cluster?: Record<string, unknown> };
      expect(varz.cluster, `server with monitor port ${port}`).toMatchObject({ tls_required: true, tls_verify: true });
      const routez = (await (await fetch(`http://127.0.0.1:${port}/routez`)).json()) as { num_routes: number };
      expect(routez.num_routes, `server with monitor port ${port}`).toBe(2);
    }
  });

  it('creates every stream, bucket and the object store with 3 replicas, as the oj-service user', { timeout: 60_000 }, async () => {
    if (nc === undefined || jsm === undefined) throw new Error('not connected');
    const manager = jsm;
    const names = natsNames('oj');
    const js = jetstream(nc);
    // The meta leader may still be settling just after /healthz: a create is retried for a few seconds.
    const retried = async <T>(work: () => Promise<T>): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await work();
        } catch (error) {
          if (attempt >= 20) throw error;
          await sleep(500);
        }
      }
    };
    await retried(() => ensureJudgeStreams(manager, names));
    await retried(() => ensureEventsStream(manager, names));
    await retried(() => ensureDeadLetterStream(manager, names));
    await retried(() => bucketOpener()(js, names.kv.rateLimits, 60_000));
    await retried(() => openJudgeNodesBucket(js, names));
    await retried(() => openTestDataStore(js, names));
    const streams: { name: string; replicas: number; peers: number }[] = [];
    for await (const info of manager.streams.list()) {
      streams.push({ name: info.config.name, replicas: info.config.num_replicas, peers: (info.cluster?.replicas?.length ?? 0) + 1 });
    }
    expect(streams.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [
        names.streams.judgeJobs.name,
        names.streams.judgeResults.name,
        names.streams.events.name,
        names.streams.deadLetters.name,
        `KV_${names.kv.rateLimits}`,
        `KV_${names.kv.judgeNodes}`,
        `OBJ_${names.objectStores.testData}`,
      ]
        .sort()
        .map((name) => ({ name, replicas: 3, peers: 3 })),
    );
  });
});
