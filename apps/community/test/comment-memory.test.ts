import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { CommentDto, CommentListDto, CommentReplyDto } from '@oj/contracts';
import { CommentEntity, DiscussionCategoryEntity, DiscussionEntity, UserInfoEntity, UserRoleEntity, saveSystemConfig } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { communityService } from '../src/app.ts';
import { closeInstances, insertContest } from './comment-kit.ts';
import { commentPage, findComment, pagingOf, replyList } from '../src/modules/comment/queries.ts';
import type { CommentViewer } from '../src/modules/comment/rules.ts';
import { resolveSource } from '../src/modules/comment/sources/index.ts';
import { createKept } from '../src/kept/index.ts';

// Comment pages in memory (docs/architecture.md, "Comment pages in memory"): two community
// instances on one database and NATS namespace answer every page of a discussion and of a running
// contest's Q&A, for every kind of viewer, exactly as the database read does, after each step of a
// series of comments, replies, likes and deletes made on either instance; the writing instance at
// once, the other once the `comment changed` event reached it. A row written behind the services'
// backs stays unseen until a change of the source, which shows the pages come from memory.

interface User {
  uid: string;
  username: string;
  roles: number[];
}

type Ref = { did: number } | { cid: number };

describe('comment pages in memory, across two instances', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const root: User = { uid: randomUUID(), username: 'root', roles: [Role.SuperAdmin] };
  const admin: User = { uid: randomUUID(), username: 'admin', roles: [Role.Admin] };
  const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((username): User => ({ uid: randomUUID(), username, roles: [Role.User] })) as [User, User, User];
  const viewers: (User | null)[] = [null, root, admin, alice, bob, carol];
  let did = 0;
  let cid = 0;

  const start = async (namespace: string): Promise<FastifyInstance> => {
    const env = { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: namespace };
    const app = await createService({ config: loadServiceConfig('community', env), dataSource: database.dataSource, plugin: communityService });
    await app.ready();
    return app;
  };

  const inject = async (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, who: User | null, payload?: object) => {
    const headers = who ? { authorization: `Bearer ${app.signToken({ uid: who.uid, username: who.username, roles: who.roles })}` } : {};
    return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };

  const call = async <T>(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, who: User, payload?: object): Promise<T> => {
    const response = await inject(app, method, url, who, payload);
    const body = response.json<{ msg: string; data: T }>();
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${String(response.statusCode)} ${body.msg}`);
    return body.data;
  };

  const query = (ref: Ref) => ('did' in ref ? `did=${String(ref.did)}` : `cid=${String(ref.cid)}`);
  const viewerOf = (who: User | null): CommentViewer => (who ? { uid: who.uid, roles: who.roles } : null);
  // A contest's Q&A is for signed-in viewers only.
  const viewersOf = (ref: Ref) => ('did' in ref ? viewers : viewers.filter((who) => who !== null));

  /** Every page (sizes 2 and 10) and every comment's reply list as the database read answers them, by URL and viewer. */
  const expected = async (ref: Ref): Promise<Map<string, unknown>> => {
    const db = database.dataSource;
    const answers = new Map<string, unknown>();
    for (const who of viewersOf(ref)) {
      const source = await resolveSource({ db, kept: createKept() }, ref, viewerOf(who));
      for (const limit of [2, 10]) {
        const first = await commentPage(db, source, viewerOf(who), pagingOf(1, limit));
        const pages = Math.max(1, Math.ceil(first.commentList.total / limit)) + 1;
        for (let page = 1; page <= pages; page += 1) {
          const answer = await commentPage(db, source, viewerOf(who), pagingOf(page, limit));
          answers.set(`${who?.username ?? 'anonymous'} /api/comments?${query(ref)}&currentPage=${String(page)}&limit=${String(limit)}`, answer);
          if (limit !== 10) continue;
          for (const record of answer.commentList.records) {
            const comment = await findComment(db, record.id);
            if (!comment) throw new Error('a listed comment is gone');
            const replies = await replyList(db, source, viewerOf(who), comment);
            answers.set(`${who?.username ?? 'anonymous'} /api/reply?${query(ref)}&commentId=${String(record.id)}`, replies);
          }
        }
      }
    }
    return answers;
  };

  /** Whether the instance answers as the database does, every answer byte for byte (the wire bodies of both). */
  const differences = async (app: FastifyInstance, wanted: Map<string, unknown>): Promise<string[]> => {
    const wrong: string[] = [];
    for (const [key, data] of wanted) {
      const [name, url] = key.split(' ') as [string, string];
      const who = viewers.find((user) => (user?.username ?? 'anonymous') === name) ?? null;
      const response = await inject(app, 'GET', url, who);
      const body = response.json<{ data: CommentListDto | CommentReplyDto[] }>();
      // The wire's own order of keys, compared with the database's answer serialised by the same route schema.
      if (response.statusCode !== 200 || JSON.stringify(body.data) !== JSON.stringify(reordered(body.data, data))) wrong.push(key);
    }
    return wrong;
  };

  /** After a change made on `writer`: it answers as the database at once, the other instance within 10 s. */
  const agree = async (ref: Ref, writer: FastifyInstance): Promise<void> => {
    const wanted = await expected(ref);
    expect(await differences(writer, wanted)).toEqual([]);
    const other = instances.find((app) => app !== writer);
    if (!other) throw new Error('no second instance');
    const deadline = Date.now() + 10_000;
    let wrong = await differences(other, wanted);
    while (wrong.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      wrong = await differences(other, wanted);
    }
    expect(wrong).toEqual([]);
  };

  beforeAll(async () => {
    database = await createTestDatabase('community_cpage');
    const namespace = `t${randomBytes(5).toString('hex')}`;
    process.env.OJ_NOTICE_PUSH_INTERVAL_MS = '0';
    const db = database.dataSource;
    await saveSystemConfig(db, { commentMinAccepted: 0 }, '');
    for (const user of [root, admin, alice, bob, carol]) {
      await db.getRepository(UserInfoEntity).insert({
        uid: user.uid,
        username: user.username,
        email: `${user.username}@example.org`,
        password: 'x',
        gender: 'secrecy',
        titleName: `${user.username} title`,
        titleColor: '#123456',
      });
      for (const roleId of user.roles) await db.getRepository(UserRoleEntity).insert({ uid: user.uid, roleId });
    }
    const category = await db.getRepository(DiscussionCategoryEntity).find({ take: 1 });
    const discussion = await db.getRepository(DiscussionEntity).insert({
      title: 'Kept pages',
      description: 'In short',
      content: 'The question',
      categoryId: category[0]?.id ?? 0,
      pid: null,
      gid: null,
      uid: carol.uid,
      role: 'user',
      topPriority: false,
      status: 0,
    });
    did = Number(discussion.identifiers[0]?.id);
    cid = await insertContest(db, admin, { title: 'Kept Q&A Cup' });
    const first = await start(namespace);
    await ensureEventsStream(first.jsm, first.natsNames);
    instances.push(first, await start(namespace));
  }, 60_000);

  afterAll(async () => {
    await closeInstances(instances, database);
  });

  for (const kind of ['discussion', 'contest'] as const) {
    it(`answers every page of a ${kind} as the database does, after each change on either instance`, async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('no instances');
      const ref: Ref = kind === 'discussion' ? { did } : { cid };
      // Who acts on whose comment: in a running contest a user sees only their own and the admins' (alice's comment is `first`, bob's `second`).
      const cast =
        kind === 'discussion'
          ? { replier: carol, quoter: bob, secondReplier: alice, liker: bob, otherLiker: carol }
          : { replier: root, quoter: alice, secondReplier: bob, liker: admin, otherLiker: root };
      const db = database.dataSource;
      const post = (app: FastifyInstance, who: User, content: string) => call<CommentDto>(app, 'POST', '/api/comment', who, { ...ref, content });
      const reply = (app: FastifyInstance, who: User, commentId: number, quote?: number) =>
        call<CommentReplyDto>(app, 'POST', '/api/reply', who, {
          ...ref,
          reply: { commentId, content: `re ${String(commentId)} from ${who.username}` },
          ...(quote === undefined ? {} : { quoteType: 'Reply', quoteId: quote }),
        });
      const like = (app: FastifyInstance, who: User, commentId: number, toLike: boolean) =>
        call(app, 'GET', `/api/comment-like?cid=${String(commentId)}&toLike=${String(toLike)}`, who);

      // Both instances keep the source (each page read once), and the feeds read: a row written behind
      // the services' backs is not seen until the next change of the source.
      const first = await post(a, alice, 'first');
      await agree(ref, a);
      const hidden = await db
        .getRepository(CommentEntity)
        .insert({ cid: 'cid' in ref ? ref.cid : null, did: 'did' in ref ? ref.did : null, content: 'behind the back', fromUid: bob.uid, fromRole: 'user' });
      const hiddenId = Number(hidden.identifiers[0]?.id);
      for (const app of [a, b]) {
        const page = await call<CommentListDto>(app, 'GET', `/api/comments?${query(ref)}`, alice);
        expect(page.commentList.records.map((record) => record.id)).not.toContain(hiddenId);
      }

      // A series of changes, alternating instances; after each both answer as the database.
      const second = await post(b, bob, 'second');
      await agree(ref, b);
      const third = await post(a, root, 'third, from the super admin');
      const r1 = await reply(b, cast.replier, first.id);
      await agree(ref, b);
      await reply(a, cast.quoter, first.id, r1.id);
      const r3 = await reply(b, admin, first.id);
      await reply(a, alice, first.id);
      await reply(b, cast.secondReplier, second.id);
      await agree(ref, a);
      await like(a, cast.liker, first.id, true);
      await like(b, cast.otherLiker, first.id, true);
      await like(a, alice, third.id, true);
      await agree(ref, a);
      await like(b, cast.liker, first.id, false);
      await agree(ref, b);
      for (let index = 0; index < 5; index += 1) await post(index % 2 === 0 ? a : b, index % 2 === 0 ? carol : bob, `more ${String(index)}`);
      await agree(ref, b);
      await call(a, 'DELETE', '/api/reply', admin, { ...ref, reply: { id: r3.id } });
      await agree(ref, a);
      await call(b, 'DELETE', '/api/comment', bob, { ...ref, id: second.id });
      await agree(ref, b);
      await call(a, 'DELETE', '/api/comment', root, { ...ref, id: hiddenId });
      await agree(ref, a);
    }, 180_000);
  }
});

/** `data` (the database's answer) with its keys in the order of `wire` (the route schema's), so the two serialise alike. */
function reordered(wire: unknown, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item, index) => reordered(Array.isArray(wire) ? wire[index] : undefined, item));
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  const shape = wire !== null && typeof wire === 'object' && !Array.isArray(wire) ? (wire as Record<string, unknown>) : {};
  const keys = [...Object.keys(shape).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in shape))];
  return Object.fromEntries(keys.map((key) => [key, reordered(shape[key], record[key])]));
}
