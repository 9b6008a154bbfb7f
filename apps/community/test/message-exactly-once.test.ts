import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeRecipient, Role } from '@oj/contracts';
import type { CommentDto, UnreadChangedEvent } from '@oj/contracts';
import { MsgRemindEntity, OutboxEntity, UserInfoEntity, UserRoleEntity, UserSysNoticeEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { communityService } from '../src/app.ts';
import { closeInstances, insertContest } from './comment-kit.ts';

// Exactly once (issue "Community", message center): with two community instances taking the calls
// and one of them restarted in the middle, every comment, reply and like leaves exactly one
// reminder and one `unread changed` event for its recipient, in the outbox and on the events
// stream; every notice reaches each recipient once, with one event naming them.

interface User {
  uid: string;
  username: string;
  roles: number[];
}

describe('message center: exactly once across two instances and a restart', () => {
  let database: TestDatabase;
  let namespace: string;
  const instances: FastifyInstance[] = [];
  const owner: User = { uid: randomUUID(), username: 'owner', roles: [Role.Admin] };
  const root: User = { uid: randomUUID(), username: 'root', roles: [Role.SuperAdmin] };
  const users: User[] = Array.from({ length: 6 }, (_, index) => ({ uid: randomUUID(), username: `member${String(index)}`, roles: [Role.User] }));
  let cid = 0;

  const start = async (): Promise<FastifyInstance> => {
    const env = { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: namespace };
    const app = await createService({ config: loadServiceConfig('community', env), dataSource: database.dataSource, plugin: communityService });
    await app.ready();
    return app;
  };

  const call = async <T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, who: User, payload?: object) => {
    const headers = { authorization: `Bearer ${app.signToken({ uid: who.uid, username: who.username, roles: who.roles })}` };
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const body = response.json<{ status: number; msg: string; data: T }>();
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${String(response.statusCode)} ${body.msg}`);
    return body.data;
  };

  /** The `unread changed` events on the stream, by the uid they name. */
  const streamEvents = async (app: FastifyInstance): Promise<Map<string, number>> => {
    const named = new Map<string, number>();
    const info = await app.jsm.streams.info(app.natsNames.streams.events.name);
    for (let seq = 1; seq <= info.state.last_seq; seq += 1) {
      const message = await app.jsm.streams.getMessage(app.natsNames.streams.events.name, { seq }).catch(() => null);
      if (!message || message.subject !== app.natsNames.subjects.unreadChanged) continue;
      for (const uid of message.json<UnreadChangedEvent>().uids) named.set(uid, (named.get(uid) ?? 0) + 1);
    }
    return named;
  };

  beforeAll(async () => {
    database = await createTestDatabase('community_once');
    namespace = `t${randomBytes(5).toString('hex')}`;
    process.env.OJ_NOTICE_PUSH_INTERVAL_MS = '0';
    const db = database.dataSource;
    for (const user of [owner, root, ...users]) {
      await db
        .getRepository(UserInfoEntity)
        .insert({ uid: user.uid, username: user.username, email: `${user.username}@example.org`, password: 'x', gender: 'secrecy' });
      for (const roleId of user.roles) await db.getRepository(UserRoleEntity).insert({ uid: user.uid, roleId });
    }
    cid = await insertContest(db, owner, { title: 'Exactly Once Cup', description: 'd' });
    const first = await start();
    instances.push(first, await start());
    await ensureEventsStream(first.jsm, first.natsNames);
  }, 60_000);

  afterAll(async () => {
    await closeInstances(instances, database);
  });

  it('writes one reminder and one event per comment, reply and like, while an instance restarts mid-stream', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('no instances');
    const db = database.dataSource;
    // Each member asks in the contest's Q&A (alternating instances), the owner replies to each, and the
    // owner and root like each question (a member sees only their own questions; liking one's own reminds nobody).
    const comments = await Promise.all(
      users.map((user, index) => call<CommentDto>(index % 2 === 0 ? first : second, 'POST', '/api/comment', user, { cid, content: `Q from ${user.username}` })),
    );
    // The second instance goes away mid-stream (its relay publishes what waits, then stops) while the first keeps taking calls.
    const closing = second.close();
    instances.splice(instances.indexOf(second), 1);
    const replies = comments.map((comment) =>
      call(first, 'POST', '/api/reply', owner, { did: null, reply: { commentId: comment.id, content: 'Thanks, see the statement' } }),
    );
    await Promise.all([closing, ...replies]);
    const third = await start();
    instances.push(third);
    const likes: Promise<unknown>[] = [];
    for (const [index, comment] of comments.entries()) {
      for (const liker of [owner, root, users[index] ?? owner])
        likes.push(call(index % 2 === 0 ? first : third, 'GET', `/api/comment-like?cid=${String(comment.id)}&toLike=true`, liker));
    }
    await Promise.all(likes);

    // Reminders: the owner one per comment; each member one reply and two likes.
    const reminders = await db.getRepository(MsgRemindEntity).find();
    const count = (uid: string, action: string) => reminders.filter((row) => row.recipientId === uid && row.action === action).length;
    expect(count(owner.uid, 'Discuss')).toBe(users.length);
    for (const user of users) {
      expect(count(user.uid, 'Reply')).toBe(1);
      expect(count(user.uid, 'Like_Discuss')).toBe(2);
    }
    // Outbox: one event per reminder, naming its recipient.
    const outbox = await db.getRepository(OutboxEntity).findBy({ subject: first.natsNames.subjects.unreadChanged });
    expect(outbox).toHaveLength(reminders.length);
    const named = new Map<string, number>();
    for (const row of outbox) for (const uid of (JSON.parse(row.payload) as UnreadChangedEvent).uids) named.set(uid, (named.get(uid) ?? 0) + 1);
    expect(named.get(owner.uid)).toBe(users.length);
    for (const user of users) expect(named.get(user.uid)).toBe(3);

    // The stream holds each once, whichever relay published it.
    await first.nats.flush();
    const deadline = Date.now() + 10_000;
    let published = await streamEvents(first);
    while ([...published.values()].reduce((sum, n) => sum + n, 0) < reminders.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      published = await streamEvents(first);
    }
    expect(published).toEqual(named);
  }, 60_000);

  it('pushes a notice once, with one event per recipient, when two instances push at once', async () => {
    const [first] = instances;
    const third = instances.at(-1);
    if (!first || !third) throw new Error('no instances');
    const db = database.dataSource;
    const before = await db.getRepository(OutboxEntity).countBy({ subject: first.natsNames.subjects.unreadChanged });
    await call(first, 'POST', '/api/admin/msg/notice', root, { title: 'Tonight', content: 'Maintenance', type: NoticeRecipient.All });
    await call(first, 'POST', '/api/admin/msg/notice', root, {
      title: 'Yours',
      content: 'Well done',
      type: NoticeRecipient.Single,
      recipientUsername: 'member0',
    });
    await Promise.all([call(first, 'POST', '/api/admin/msg/notice/push', root), call(third, 'POST', '/api/admin/msg/notice/push', root)]);
    const rows = await db.getRepository(UserSysNoticeEntity).find();
    expect(rows.filter((row) => row.type === 'Sys')).toHaveLength(users.length + 2);
    expect(rows.filter((row) => row.type === 'Mine').map((row) => row.recipientId)).toEqual([users[0]?.uid]);
    const events = (await db.getRepository(OutboxEntity).find({ where: { subject: first.natsNames.subjects.unreadChanged }, order: { id: 'ASC' } })).slice(
      before,
    );
    // One event per notice (a chunk of up to 500 recipients each).
    expect(events).toHaveLength(2);
    const uids = events.flatMap((row) => (JSON.parse(row.payload) as UnreadChangedEvent).uids);
    expect(uids.filter((uid) => uid === users[0]?.uid)).toHaveLength(2);
    expect(uids.filter((uid) => uid === users[1]?.uid)).toHaveLength(1);
  });
});
