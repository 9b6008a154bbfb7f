import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { AdminSysNoticeEntity, MessageState, MsgRemindEntity, UserInfoEntity, UserSysNoticeEntity } from '@oj/db';
import type { MsgRemindRow, RemindAction, UserNoticeType } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityService } from '../src/app.ts';

interface User {
  uid: string;
  username: string;
}

describe('GET /api/msg/unread', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const alice: User = { uid: randomUUID(), username: 'alice' };
  const bob: User = { uid: randomUUID(), username: 'bob' };
  const carol: User = { uid: randomUUID(), username: 'carol' };
  let aliceUnreadDiscuss: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('community_unread');
    const config = loadServiceConfig('community', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}` });
    app = await createService({ config, dataSource: database.dataSource, plugin: communityService });

    const db = database.dataSource;
    await db
      .getRepository(UserInfoEntity)
      .insert([alice, bob, carol].map((user) => ({ ...user, email: `${user.username}@example.org`, password: 'x', gender: 'secrecy' as const })));
    const remind = (recipient: User, sender: User, action: RemindAction, state: number): Partial<MsgRemindRow> => ({
      action,
      recipientId: recipient.uid,
      senderId: sender.uid,
      state,
      sourceId: 1,
      sourceType: 'Discussion',
      url: '/discussion-detail/1',
    });
    const unread = MessageState.Unread;
    const read = MessageState.Read;
    const reminders = await db.getRepository(MsgRemindEntity).insert([
      remind(alice, bob, 'Discuss', unread),
      remind(alice, carol, 'Discuss', unread),
      remind(alice, bob, 'Discuss', read),
      remind(alice, bob, 'Reply', unread),
      remind(alice, bob, 'Reply', read),
      remind(alice, bob, 'Like_Post', unread),
      remind(alice, carol, 'Like_Discuss', unread),
      remind(alice, carol, 'Like_Discuss', unread),
      remind(alice, carol, 'Like_Post', read),
      // Sent by alice, addressed to others: never hers.
      remind(bob, alice, 'Discuss', unread),
      remind(bob, alice, 'Discuss', unread),
      remind(bob, alice, 'Discuss', unread),
      remind(carol, alice, 'Reply', read),
    ]);
    aliceUnreadDiscuss = reminders.identifiers.slice(0, 2).map((id) => Number(id.id));

    const notices = await db
      .getRepository(AdminSysNoticeEntity)
      .insert(Array.from({ length: 4 }, (_, i) => ({ title: `Notice ${i}`, content: 'Body', type: 'All' as const, adminId: carol.uid, pushed: true })));
    const noticeId = (i: number) => Number(notices.identifiers[i]?.id);
    const notice = (recipient: User, i: number, type: UserNoticeType, state: number) => ({ sysNoticeId: noticeId(i), recipientId: recipient.uid, type, state });
    await db
      .getRepository(UserSysNoticeEntity)
      .insert([
        notice(alice, 0, 'Sys', unread),
        notice(alice, 1, 'Sys', read),
        notice(alice, 2, 'Mine', unread),
        notice(alice, 3, 'Mine', unread),
        notice(bob, 0, 'Sys', unread),
        notice(carol, 0, 'Sys', read),
      ]);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const unreadOf = async (user: User) => {
    const response = await app.inject({ method: 'GET', url: '/api/msg/unread', headers: { authorization: app.signToken({ ...user, roles: [Role.User] }) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ status: number; data: unknown }>();
  };

  it("counts only the caller's unread reminders and notices, by kind", async () => {
    expect(await unreadOf(alice)).toMatchObject({ status: 200, data: { comment: 2, reply: 1, like: 3, sys: 1, mine: 2 } });
    expect((await unreadOf(bob)).data).toEqual({ comment: 3, reply: 0, like: 0, sys: 1, mine: 0 });
    expect((await unreadOf(carol)).data).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('drops a counter once its messages are read', async () => {
    await database.dataSource.getRepository(MsgRemindEntity).update(aliceUnreadDiscuss, { state: MessageState.Read });
    expect((await unreadOf(alice)).data).toEqual({ comment: 0, reply: 1, like: 3, sys: 1, mine: 2 });
  });

  it('refuses anonymous and forged callers with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/msg/unread', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, data: null });
    }
  });
});
