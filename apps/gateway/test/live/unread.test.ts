import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { LiveEvent } from '@oj/contracts';
import { MessageState, MsgRemindEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { gatewayService } from '../../src/app.ts';
import { LIVE_UNREAD_CONSUMER } from '../../src/modules/live/unread.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';
import { closeListening, openLive } from './sse-client.ts';
import type { OpenStream } from './sse-client.ts';

// The live unread count (issue "Community", message center): an `unread changed` event of the events
// stream reaches only its recipients' streams, as `unread` with their counts; reading a tab (through
// the community service hosted all-in-one, its outbox and relay) updates the user's other tabs.

describe('GET /api/live: unread counts', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const open: OpenStream[] = [];

  async function ready(uid: string): Promise<OpenStream> {
    const stream = await openLive(base, '', app.signToken({ uid, username: uid, roles: [Role.User] }));
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    return stream;
  }

  const unreadEvents = (stream: OpenStream) =>
    stream.events
      .filter((event) => event.event === 'live')
      .map((event) => JSON.parse(event.data) as LiveEvent)
      .filter((event) => event.kind === 'unread');

  async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('gw_live_unread');
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    await ensureEventsStream(app.jsm, app.natsNames);
    await until(async () => {
      for await (const consumer of app.jsm.consumers.list(app.natsNames.streams.events.name)) if (consumer.name.startsWith(LIVE_UNREAD_CONSUMER)) return true;
      return false;
    });
    const remind = { sourceId: 1, sourceType: 'Contest' as const, url: '/contest/1/comment', senderId: 'u-bob', state: MessageState.Unread };
    await database.dataSource.getRepository(MsgRemindEntity).insert([
      { ...remind, action: 'Reply', recipientId: 'u-alice' },
      { ...remind, action: 'Like_Discuss', recipientId: 'u-alice' },
      { ...remind, action: 'Like_Discuss', recipientId: 'u-alice' },
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const stream of open) stream.close();
    await app.jsm.streams.delete(app.natsNames.streams.events.name).catch(() => false);
    await deleteNamespaceBuckets(app);
    await closeListening(app);
    await database.drop();
  });

  it("delivers an unread event to its recipient's streams only, with the counts", async () => {
    const alice = await ready('u-alice');
    const aliceSecondTab = await ready('u-alice');
    const bob = await ready('u-bob');
    await app.js.publish(app.natsNames.subjects.unreadChanged, JSON.stringify({ uids: ['u-alice', 'u-nobody-here'] }));
    for (const stream of [alice, aliceSecondTab]) {
      const event = await stream.waitFor((item) => item.event === 'live' && item.data.includes('"unread"'));
      expect(JSON.parse(event.data)).toEqual({ topic: 'user.u-alice', kind: 'unread', data: { comment: 0, reply: 1, like: 2, sys: 0, mine: 0 } });
    }
    // A later event for bob reaches bob; alice saw nothing more, bob nothing of alice's.
    await app.js.publish(app.natsNames.subjects.unreadChanged, JSON.stringify({ uids: ['u-bob'] }));
    await bob.waitFor((item) => item.event === 'live' && item.data.includes('"unread"'));
    expect(unreadEvents(bob)).toEqual([{ topic: 'user.u-bob', kind: 'unread', data: { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 } }]);
    expect(unreadEvents(alice)).toHaveLength(1);
    expect(unreadEvents(aliceSecondTab)).toHaveLength(1);
  });

  it("pushes the lower counts to the user's other tabs when one tab reads its list", async () => {
    const otherTab = await ready('u-alice');
    const response = await fetch(`${base}/api/msg/like`, {
      headers: { authorization: `Bearer ${app.signToken({ uid: 'u-alice', username: 'u-alice', roles: [Role.User] })}` },
    });
    expect(response.status).toBe(200);
    const event = await otherTab.waitFor((item) => item.event === 'live' && item.data.includes('"unread"'));
    expect(JSON.parse(event.data)).toMatchObject({ topic: 'user.u-alice', kind: 'unread', data: { reply: 1, like: 0 } });
  });
});
