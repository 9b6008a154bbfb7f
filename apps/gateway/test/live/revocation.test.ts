import type { FastifyInstance } from 'fastify';
import { Kvm } from '@nats-io/kv';
import { seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, publishLive } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../../src/app.ts';
import { insertUser } from '../account/helpers.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';
import { closeListening, liveEvents, openLive } from './sse-client.ts';
import type { OpenStream } from './sse-client.ts';

// Security review F7: an open GET /api/live stream kept delivering for up to its lifetime (15
// minutes) after the session ended. Now a revocation ends the streams it covers within seconds,
// whichever process writes it. The whole gateway on a real port, real NATS.

/** How soon a revoked stream must have ended. */
const END_WITHIN_MS = 3_000;

describe('GET /api/live after the session ends (F7)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const open: OpenStream[] = [];

  const api = async (method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Response> =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const logIn = async (username: string, password: string): Promise<string> => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const token = response.headers.get('authorization');
    if (response.status !== 200 || token === null) throw new Error(`login failed: ${await response.text()}`);
    return token.replace(/^Bearer /, '');
  };

  /** Opens a stream, waits for `ready`, and checks that an event on the user's topic arrives. */
  async function liveStream(token: string, uid: string): Promise<OpenStream> {
    const stream = await openLive(base, '', token);
    open.push(stream);
    expect(stream.status, JSON.stringify(stream.body)).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    publishLive(app.nats, app.natsNames, `user.${uid}`, {
      kind: 'announcement',
      data: { cid: 1, id: 1, title: 'before', gmtCreate: '2025-01-01T10:00:00.000Z' },
    });
    await stream.waitFor((event) => event.event === 'live');
    return stream;
  }

  /** The stream ends within END_WITHIN_MS with `end`, and an event published after it never arrives. */
  async function expectEndedSoon(stream: OpenStream, uid: string, revokedAtMs: number): Promise<void> {
    await stream.waitFor((event) => event.event === 'end', END_WITHIN_MS);
    await stream.ended;
    expect(performance.now() - revokedAtMs).toBeLessThan(END_WITHIN_MS);
    const delivered = liveEvents(stream).length;
    publishLive(app.nats, app.natsNames, `user.${uid}`, {
      kind: 'announcement',
      data: { cid: 1, id: 2, title: 'after', gmtCreate: '2025-01-01T10:00:00.000Z' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveEvents(stream)).toHaveLength(delivered);
    const last = stream.events.filter((event) => event.event !== ':').at(-1);
    expect(last?.event).toBe('end');
  }

  beforeAll(async () => {
    database = await createTestDatabase('gw_live_revoke');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);

  afterAll(async () => {
    for (const stream of open) stream.close();
    await deleteNamespaceBuckets(app);
    await closeListening(app);
    await database.drop();
  });

  it('ends the stream of a session that logs out, and delivers nothing after', async () => {
    const uid = await insertUser(app, { username: 'lina', password: 'lina-pass', email: 'lina@example.org' });
    const token = await logIn('lina', 'lina-pass');
    const otherSession = await liveStream(await logIn('lina', 'lina-pass'), uid);
    const stream = await liveStream(token, uid);
    const revokedAt = performance.now();
    expect((await api('GET', '/logout', token)).status).toBe(200);
    await expectEndedSoon(stream, uid, revokedAt);
    // The user's other session keeps its stream.
    expect(otherSession.events.some((event) => event.event === 'end')).toBe(false);
    // And the logged-out token cannot open a new one.
    const again = await openLive(base, '', token);
    expect(again.status).toBe(401);
  });

  it('ends the streams of the other sessions when the password changes', async () => {
    const uid = await insertUser(app, { username: 'mira', password: 'mira-pass', email: 'mira@example.org' });
    const stream = await liveStream(await logIn('mira', 'mira-pass'), uid);
    const changer = await logIn('mira', 'mira-pass');
    // Revocation compares whole seconds: the tokens must be from a second before the change.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const revokedAt = performance.now();
    expect((await api('POST', '/change-password', changer, { oldPassword: 'mira-pass', newPassword: 'mira-new-pass' })).status).toBe(200);
    await expectEndedSoon(stream, uid, revokedAt);
  });

  it("ends a user's streams when the super admin signs them out everywhere", async () => {
    const uid = await insertUser(app, { username: 'nina', password: 'nina-pass', email: 'nina@example.org' });
    const stream = await liveStream(await logIn('nina', 'nina-pass'), uid);
    const root = await logIn('root', 'root-password');
    const revokedAt = performance.now();
    expect((await api('POST', '/admin/user/force-logout', root, { uid })).status).toBe(200);
    await expectEndedSoon(stream, uid, revokedAt);
  });

  it('ends a stream revoked by another process (split mode), which this one only sees in the list', async () => {
    const uid = await insertUser(app, { username: 'olaf', password: 'olaf-pass', email: 'olaf@example.org' });
    const stream = await liveStream(await logIn('olaf', 'olaf-pass'), uid);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Written straight to the bucket, as another service's revokeTokensIssuedBefore does: this
    // process's memo knows nothing of it.
    const kv = await new Kvm(app.js).open(app.natsNames.kv.revokedTokens);
    const revokedAt = performance.now();
    await kv.put(`user.${uid}`, JSON.stringify({ value: { notBeforeSec: Math.floor(Date.now() / 1000) }, expiresAtMs: Date.now() + 60_000 }));
    await expectEndedSoon(stream, uid, revokedAt);
  });
});
