import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { drainWithin, natsPlugin } from '../src/index.ts';
import { OwnNatsServer, hasNatsServer } from '../src/testing/own-nats-server.ts';

// A service closing after its NATS server went away (docker-compose down may stop NATS first) closes its connection:
// a drain then fails at once ("connection disconnected") or waits for a reconnect, and the client, left reconnecting
// forever, kept the process alive until the orchestrator's kill (issue 23: the compose stack's stop took 5 minutes).

/** A nats-server of the test's own, started. */
async function startServer(): Promise<OwnNatsServer> {
  const server = await OwnNatsServer.create();
  await server.start();
  return server;
}

describe.skipIf(!hasNatsServer())('closing with NATS gone', () => {
  let server: OwnNatsServer | null = null;

  afterEach(async () => {
    await server?.remove();
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
    await server.stop('SIGKILL');
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
    await server.stop('SIGKILL');
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(app.nats.isClosed()).toBe(true);
  });
});
