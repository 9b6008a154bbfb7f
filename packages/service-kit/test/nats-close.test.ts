import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { drainWithin, freePort, natsPlugin } from '../src/index.ts';

// A service closing after its NATS server went away (docker-compose down may stop NATS first) closes its connection:
// a drain then fails at once ("connection disconnected") or waits for a reconnect, and the client, left reconnecting
// forever, kept the process alive until the orchestrator's kill (issue 23: the compose stack's stop took 5 minutes).

const NATS_SERVER = '/usr/sbin/nats-server';

async function listening(port: number): Promise<boolean> {
  const socket = createConnection({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** A nats-server with JetStream on a free port, killed by the test. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const store = await mkdtemp(join(tmpdir(), 'oj-nats-close-'));
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
  child.on('exit', () => {
    void rm(store, { recursive: true, force: true });
  });
  for (let tries = 0; tries < 100 && !(await listening(port)); tries += 1) await sleep(50);
  return { url: `nats://127.0.0.1:${port}`, child };
}

describe('closing with NATS gone', () => {
  let server: { url: string; child: ChildProcess } | null = null;

  afterEach(() => {
    server?.child.kill('SIGKILL');
    server = null;
  });

  it('drains a healthy connection', async () => {
    server = await startServer();
    const connection = await connect({ servers: server.url });
    expect(await drainWithin(connection, 5_000)).toBe('drained');
    expect(connection.isClosed()).toBe(true);
  });

  it('closes the connection when the drain cannot finish (the server is gone)', async () => {
    server = await startServer();
    const connection = await connect({ servers: server.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    const started = Date.now();
    expect(await drainWithin(connection, 800)).toBe('closed');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(connection.isClosed()).toBe(true);
  });

  it('lets a service whose server stopped first close within its drain bound', async () => {
    server = await startServer();
    const app = Fastify();
    await app.register(natsPlugin, { servers: [server.url], namespace: 'tclose', name: 'close-test', drainTimeoutMs: 1_000 });
    await app.ready();
    expect(app.natsStatus().connected).toBe(true);
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(app.nats.isClosed()).toBe(true);
  });
});
