import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Role } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, publishLive } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveModule } from '../../src/modules/live/index.ts';
import type { LiveModuleOptions } from '../../src/modules/live/index.ts';
import { gatewayTestConfig, testDeps } from '../helpers.ts';
import { closeListening, openLive } from './sse-client.ts';

// Issue 12, the live channel's timings and limits: the live module alone, with short timings.

const METRICS_TOKEN = 'live-limits-scraper-token-0123';
const SETTINGS: LiveModuleOptions = { heartbeatMs: 150, maxConnectionsPerUser: 2, maxStreamMs: 1_500, retryMs: 700 };

async function startLiveApp(database: TestDatabase, settings: LiveModuleOptions = SETTINGS): Promise<{ app: FastifyInstance; base: string; port: number }> {
  const withLive: FastifyPluginAsync = async (instance) => {
    await instance.register(liveModule, { prefix: '/api', deps: testDeps(instance, { live: settings }) });
  };
  const app = await createService({ config: gatewayTestConfig({ OJ_METRICS_TOKEN: METRICS_TOKEN }), dataSource: database.dataSource, plugin: withLive });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${address.port}`, port: address.port };
}

/** A client that sends the request on a raw socket and does not read until told to. */
function stalledClient(port: number, token: string, topic: string): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    let paused = false;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET /api/live?topics=${topic} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      // Once the stream is ready, stop reading: the server's writes pile up in the socket buffers.
      if (!paused && text.includes('event: ready')) {
        paused = true;
        socket.pause();
        resolve({ socket, received: () => text });
      }
    });
    socket.on('error', reject);
  });
}

describe('live streams: heartbeat, lifetime, limits, slow readers, shutdown', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const tokenOf = (uid: string) => app.signToken({ uid, username: uid, roles: [Role.User] });

  const metric = async (from: string, name: string): Promise<number> => {
    const text = await (await fetch(`${from}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  };

  beforeAll(async () => {
    database = await createTestDatabase('gw_live_limits');
    ({ app, base } = await startLiveApp(database));
  }, 60_000);

  afterAll(async () => {
    await closeListening(app);
    await database.drop();
  });

  it('sends a heartbeat comment every interval', async () => {
    const stream = await openLive(base, '', tokenOf('u-beat'));
    await stream.waitFor((event) => event.event === 'ready');
    const startedMs = Date.now();
    await stream.waitFor((event) => event.event === ':' && event.data === 'ping', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pings = stream.events.filter((event) => event.event === ':').length;
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(pings).toBeLessThanOrEqual(Math.ceil((Date.now() - startedMs) / 150) + 1);
    expect(stream.retryMs).toBe(700);
    stream.close();
  });

  it('ends a stream at the end of its lifetime, saying so', async () => {
    const stream = await openLive(base, '', tokenOf('u-lifetime'));
    const startedMs = Date.now();
    const end = await stream.waitFor((event) => event.event === 'end', 4_000);
    expect(JSON.parse(end.data)).toEqual({ reason: 'expired' });
    await stream.ended;
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(1_300);
  });

  it('refuses a user more streams than allowed (429), and accepts again once one closes', async () => {
    const first = await openLive(base, '', tokenOf('u-tabs'));
    const second = await openLive(base, '', tokenOf('u-tabs'));
    const third = await openLive(base, '', tokenOf('u-tabs'));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ status: 429, msg: 'Too many live connections for this account; close another tab of the site' });
    expect((await openLive(base, '', tokenOf('u-other-user'))).status).toBe(200);
    first.close();
    const deadline = Date.now() + 3_000;
    let again = await openLive(base, '', tokenOf('u-tabs'));
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openLive(base, '', tokenOf('u-tabs'));
    }
    expect(again.status).toBe(200);
    second.close();
    again.close();
  });

  it('drops events for a reader whose socket is full instead of buffering them, then asks it to resync', async () => {
    // Streams that outlive the test (the default lifetime).
    const long = await startLiveApp(database, { ...SETTINGS, maxStreamMs: 60_000 });
    const slow = await stalledClient(long.port, tokenOf('u-slow'), 'contest.31');
    const fast = await openLive(long.base, '?topics=contest.31', tokenOf('u-fast'));
    try {
      await fast.waitFor((event) => event.event === 'ready');
      const title = 'x'.repeat(64 * 1024);
      // 40 MB in all: far more than the loopback socket buffers hold.
      const published = 600 * title.length;
      for (let id = 1; id <= 600; id += 1) {
        publishLive(long.app.nats, long.app.natsNames, 'contest.31', {
          kind: 'announcement',
          data: { cid: 31, id, title, gmtCreate: '2025-01-01T00:00:00.000Z' },
        });
        if (id % 50 === 0) await long.app.nats.flush();
      }
      await fast.waitFor((event) => event.event === 'live' && event.data.includes('"id":600,'), 20_000);
      expect(await metric(long.base, 'oj_live_dropped_events_total')).toBeGreaterThan(100);
      slow.socket.resume();
      const deadline = Date.now() + 10_000;
      while (!slow.received().includes('event: resync') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(slow.received().includes('event: resync'), 'the slow reader got a resync').toBe(true);
      // What the stalled reader could not take was dropped, not queued for it: it got a fraction.
      expect(slow.received().length).toBeLessThan(published / 2);
      expect(slow.received().length).toBeGreaterThan(title.length);
    } finally {
      slow.socket.destroy();
      fast.close();
      await closeListening(long.app);
    }
  }, 30_000);

  it('ends every stream with `shutdown` when the app closes, without waiting for its clients', async () => {
    const other = await startLiveApp(database);
    const stream = await openLive(other.base, '?topics=contest.40', other.app.signToken({ uid: 'u-bye', username: 'bye', roles: [Role.User] }));
    await stream.waitFor((event) => event.event === 'ready');
    const closing = other.app.close();
    const end = await stream.waitFor((event) => event.event === 'end', 3_000);
    expect(JSON.parse(end.data)).toEqual({ reason: 'shutdown' });
    await stream.ended;
    const startedMs = Date.now();
    await closing;
    expect(Date.now() - startedMs).toBeLessThan(3_000);
  });
});
