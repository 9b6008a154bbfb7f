import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeRecipient, Role } from '@oj/contracts';
import type { AdminNoticePageDto, NoticePushResultDto, SysMessagePageDto, UnreadChangedEvent } from '@oj/contracts';
import { AdminSysNoticeEntity, OutboxEntity, UserInfoEntity, UserRoleEntity, UserStatus, UserSysNoticeEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { communityService } from '../src/app.ts';

// Admin notices (spec 03 §2.19 "notice", §9 hourly push): the super admin's CRUD, and a push that
// delivers each notice to each recipient exactly once, also with two community instances pushing at
// the same moment, each push recording its recipients' `unread changed` events once; msg/sys and
// msg/mine list them.

interface User {
  uid: string;
  username: string;
  roles: number[];
}

describe('admin notices and their push', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const users: User[] = [];
  const named: Record<string, User> = {};

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the payload's type
  const call = async <T>(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: User | null, payload?: object) => {
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${app.signToken({ uid: who.uid, username: who.username, roles: who.roles })}`;
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const body = response.json<{ status: number; msg: string; data: T }>();
    return { statusCode: response.statusCode, ...body };
  };
  const rowsOf = (sysNoticeId: number) => database.dataSource.getRepository(UserSysNoticeEntity).findBy({ sysNoticeId });

  beforeAll(async () => {
    database = await createTestDatabase('community_notice');
    const namespace = `t${randomBytes(5).toString('hex')}`;
    // The timer off: the test pushes on demand, on both instances at once.
    const env = { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: namespace };
    process.env.OJ_NOTICE_PUSH_INTERVAL_MS = '0';
    first = await createService({ config: loadServiceConfig('community', env), dataSource: database.dataSource, plugin: communityService });
    second = await createService({ config: loadServiceConfig('community', env), dataSource: database.dataSource, plugin: communityService });
    const add = async (username: string, roles: number[], status: number = UserStatus.Normal) => {
      const user = { uid: randomUUID(), username, roles };
      await database.dataSource
        .getRepository(UserInfoEntity)
        .insert({ uid: user.uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy', status });
      for (const roleId of roles) await database.dataSource.getRepository(UserRoleEntity).insert({ uid: user.uid, roleId });
      users.push(user);
      named[username] = user;
      return user;
    };
    await add('root', [Role.SuperAdmin]);
    await add('admin', [Role.Admin]);
    await add('alice', [Role.User]);
    await add('banned', [Role.User], UserStatus.Banned);
    for (let index = 0; index < 40; index += 1) await add(`member${index}`, [Role.User]);
  }, 60_000);

  afterAll(async () => {
    delete process.env.OJ_NOTICE_PUSH_INTERVAL_MS;
    await second.close();
    await first.close();
    await database.drop();
  });

  it('lets only the super admin manage notices', async () => {
    const form = { title: 'Hello', content: 'c', type: NoticeRecipient.All };
    expect((await call(first, 'GET', '/api/admin/msg/notice', null)).statusCode).toBe(401);
    expect((await call(first, 'GET', '/api/admin/msg/notice', named.alice ?? null)).statusCode).toBe(403);
    expect((await call(first, 'POST', '/api/admin/msg/notice', named.admin ?? null, form)).statusCode).toBe(403);
    expect((await call(first, 'POST', '/api/admin/msg/notice/push', named.admin ?? null)).statusCode).toBe(403);
    expect((await call(first, 'GET', '/api/admin/msg/notice', named.root ?? null)).statusCode).toBe(200);
  });

  it('refuses bad forms with a 400', async () => {
    const root = named.root ?? null;
    for (const form of [
      { title: '   ', type: NoticeRecipient.All },
      { title: 'x', type: 'Everyone' },
      { title: 'x', type: NoticeRecipient.Single },
      { title: 'x', type: NoticeRecipient.Single, recipientUsername: 'nobody' },
      { title: 'x'.repeat(256), type: NoticeRecipient.All },
    ]) {
      const answer = await call(first, 'POST', '/api/admin/msg/notice', root, form);
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.msg).not.toBe('');
    }
    expect((await call(first, 'PUT', '/api/admin/msg/notice', root, { id: 999_999, title: 'x', type: NoticeRecipient.All })).statusCode).toBe(404);
    expect((await call(first, 'DELETE', '/api/admin/msg/notice?id=abc', root)).statusCode).toBe(400);
  });

  it('two instances pushing at once deliver each notice to each recipient exactly once, and announce the unread counts', async () => {
    const root = named.root ?? null;
    const create = async (form: object) => (await call<{ id: number }>(first, 'POST', '/api/admin/msg/notice', root, form)).data.id;
    const all = await create({ title: 'Maintenance tonight', content: 'From 22:00', type: NoticeRecipient.All });
    const single = await create({ title: 'For alice', content: 'Well done', type: NoticeRecipient.Single, recipientUsername: 'ALICE' });
    const admins = await create({ title: 'Admins only', content: null, type: NoticeRecipient.Admin });
    const [a, b] = await Promise.all([
      call<NoticePushResultDto>(first, 'POST', '/api/admin/msg/notice/push', root),
      call<NoticePushResultDto>(second, 'POST', '/api/admin/msg/notice/push', root),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // Each notice was pushed by one of the two.
    expect(a.data.notices + b.data.notices).toBe(3);
    const active = users.length - 1;
    expect(a.data.deliveries + b.data.deliveries).toBe(active + 1 + 2);

    const allRows = await rowsOf(all);
    expect(allRows).toHaveLength(active);
    expect(new Set(allRows.map((row) => row.recipientId)).size).toBe(active);
    expect(allRows.map((row) => row.recipientId)).not.toContain(named.banned?.uid);
    expect((await rowsOf(single)).map((row) => row.recipientId)).toEqual([named.alice?.uid]);
    expect((await rowsOf(admins)).map((row) => row.recipientId).sort()).toEqual([named.root?.uid, named.admin?.uid].sort());

    // A further push (the next hour) adds nothing.
    const again = await call<NoticePushResultDto>(second, 'POST', '/api/admin/msg/notice/push', root);
    expect(again.data).toEqual({ notices: 0, deliveries: 0 });
    expect(await rowsOf(all)).toHaveLength(active);

    // Each push recorded its recipients' `unread changed` events in its transaction: alice is named
    // once per notice that reached her, whichever instance pushed it.
    const events = await database.dataSource.getRepository(OutboxEntity).findBy({ subject: first.natsNames.subjects.unreadChanged });
    const naming = (uid: string | undefined) => events.filter((row) => (JSON.parse(row.payload) as UnreadChangedEvent).uids.includes(uid ?? '')).length;
    expect(naming(named.alice?.uid)).toBe(2);
    expect(naming(named.root?.uid)).toBe(2);
    expect(naming(named.banned?.uid)).toBe(0);

    const list = await call<AdminNoticePageDto>(first, 'GET', '/api/admin/msg/notice?keyword=alice', root);
    expect(list.data.records).toEqual([expect.objectContaining({ id: single, type: 'Single', recipientUsername: 'alice', author: 'root', pushed: true })]);
  });

  it('shows the pushed notices once in the user’s System and Mine tabs, and reading them clears the unread count', async () => {
    const alice = named.alice ?? null;
    expect((await call<{ sys: number; mine: number }>(first, 'GET', '/api/msg/unread', alice)).data).toMatchObject({ sys: 1, mine: 1 });
    const page = await call<SysMessagePageDto>(first, 'GET', '/api/msg/sys', alice);
    expect(page.statusCode).toBe(200);
    expect(page.data.total).toBe(1);
    expect(page.data.records.map((row) => [row.title, row.state])).toEqual([['Maintenance tonight', 0]]);
    // A designated-user notice is the user's own: the Mine tab.
    const mine = await call<SysMessagePageDto>(first, 'GET', '/api/msg/mine', alice);
    expect(mine.data.records.map((row) => [row.title, row.state])).toEqual([['For alice', 0]]);
    const unread = await call<{ sys: number; mine: number }>(first, 'GET', '/api/msg/unread', alice);
    expect(unread.data).toMatchObject({ sys: 0, mine: 0 });
    expect((await call<SysMessagePageDto>(second, 'GET', '/api/msg/sys', alice)).data.records.map((row) => row.state)).toEqual([1]);
    expect((await call(first, 'GET', '/api/msg/sys', null)).statusCode).toBe(401);
  });

  it('keeps a pushed notice’s recipients, changes its text, and deletes it with its messages', async () => {
    const root = named.root ?? null;
    const notice = await database.dataSource.getRepository(AdminSysNoticeEntity).findOneByOrFail({ title: 'For alice' });
    const moved = await call(first, 'PUT', '/api/admin/msg/notice', root, { id: notice.id, title: 'For alice', type: NoticeRecipient.All });
    expect(moved.statusCode).toBe(400);
    const edited = await call(first, 'PUT', '/api/admin/msg/notice', root, {
      id: notice.id,
      title: 'For alice (edited)',
      type: NoticeRecipient.Single,
      recipientUsername: 'alice',
    });
    expect(edited.statusCode).toBe(200);
    expect((await call<SysMessagePageDto>(first, 'GET', '/api/msg/mine', named.alice ?? null)).data.records[0]?.title).toBe('For alice (edited)');
    expect((await call(first, 'DELETE', `/api/admin/msg/notice?id=${notice.id}`, root)).statusCode).toBe(200);
    expect(await rowsOf(notice.id)).toHaveLength(0);
    expect((await call(first, 'DELETE', `/api/admin/msg/notice?id=${notice.id}`, root)).statusCode).toBe(404);
  });
});
