import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { DiscussionCategoryEntity, DiscussionEntity, DiscussionStatus, UserInfoEntity, UserRoleEntity, loadWebsiteConfig } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream, saveAnnouncedWebsiteConfig } from '@oj/service-kit/events';
import { communityService } from '../src/app.ts';
import { createKept } from '../src/kept/index.ts';
import { closeInstances } from './comment-kit.ts';

// A comment page's access check from memory (kept/): the discussion's facts and the site switches
// are kept by each instance, so a change made behind the services' backs goes unseen, while a
// change announced by its event (a disable on the other instance, a switch saved as the gateway
// saves it) closes the page on every instance.

interface User {
  uid: string;
  username: string;
  roles: number[];
}

describe('comment pages: the access facts kept across two instances', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const admin: User = { uid: randomUUID(), username: 'admin', roles: [Role.Admin] };
  const reader: User = { uid: randomUUID(), username: 'reader', roles: [Role.User] };
  let did = 0;

  const status = async (app: FastifyInstance, who: User | null = reader): Promise<number> => {
    const headers = who ? { authorization: `Bearer ${app.signToken(who)}` } : {};
    return (await app.inject({ method: 'GET', url: `/api/comments?did=${String(did)}`, headers })).statusCode;
  };

  /** The back office's disable or enable of the discussion on `app`: its HTTP status. */
  const setStatus = async (app: FastifyInstance, value: number): Promise<number> => {
    const headers = { authorization: `Bearer ${app.signToken(admin)}` };
    return (await app.inject({ method: 'PUT', url: '/api/admin/discussion', headers, payload: { id: did, status: value } })).statusCode;
  };

  /** Every instance answers `code` for the reader's page within 10 s. */
  const everywhere = async (code: number): Promise<void> => {
    for (const app of instances) {
      const deadline = Date.now() + 10_000;
      let got = await status(app);
      while (got !== code && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        got = await status(app);
      }
      expect(got).toBe(code);
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase('community_kept');
    const namespace = `t${randomBytes(5).toString('hex')}`;
    process.env.OJ_NOTICE_PUSH_INTERVAL_MS = '0';
    const db = database.dataSource;
    for (const user of [admin, reader]) {
      await db
        .getRepository(UserInfoEntity)
        .insert({ uid: user.uid, username: user.username, email: `${user.username}@example.org`, password: 'x', gender: 'secrecy' });
      for (const roleId of user.roles) await db.getRepository(UserRoleEntity).insert({ uid: user.uid, roleId });
    }
    const category = await db.getRepository(DiscussionCategoryEntity).find({ take: 1 });
    const inserted = await db.getRepository(DiscussionEntity).insert({
      title: 'Kept facts',
      description: 'In short',
      content: 'The question',
      categoryId: category[0]?.id ?? 0,
      pid: null,
      gid: null,
      uid: admin.uid,
      role: 'admin',
      topPriority: false,
      status: DiscussionStatus.Normal,
    });
    did = Number(inserted.identifiers[0]?.id);
    for (let index = 0; index < 2; index += 1) {
      // Each instance's kept data, given to it so that the test starts once its feed reads (before, every read goes
      // to the database, and a change behind the services' backs would be seen: a slow start of the feed under load).
      const kept = createKept();
      const app = await createService({
        config: loadServiceConfig('community', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: namespace }),
        dataSource: db,
        plugin: async (instance: FastifyInstance, options: object) => {
          await instance.register(communityService, { ...options, kept });
        },
      });
      await app.ready();
      if (index === 0) await ensureEventsStream(app.jsm, app.natsNames);
      instances.push(app);
      const deadline = Date.now() + 30_000;
      // The feed's start clears what is kept (a change the counter counts).
      while (kept.discussions.changes === 0) {
        if (Date.now() > deadline) throw new Error('the kept feed of a community instance never read');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }, 60_000);

  afterAll(async () => {
    await closeInstances(instances, database);
  });

  it('serves the page from kept facts, and closes it everywhere once a disable is announced', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('no instances');
    await everywhere(200);
    // Behind the services' backs: both keep answering from what they keep (the feed is reading).
    await database.dataSource.getRepository(DiscussionEntity).update({ id: did }, { status: DiscussionStatus.Disabled });
    expect([await status(a), await status(b)]).toEqual([200, 200]);
    await database.dataSource.getRepository(DiscussionEntity).update({ id: did }, { status: DiscussionStatus.Normal });

    // A disable through the back office on one instance: that one at once, the other by the event.
    expect(await setStatus(a, DiscussionStatus.Disabled)).toBe(200);
    expect(await status(a)).toBe(404);
    await everywhere(404);
    // Its moderators still read it.
    expect(await status(b, admin)).toBe(200);
    expect(await setStatus(b, DiscussionStatus.Normal)).toBe(200);
    await everywhere(200);
  });

  it('closes the public area everywhere once a switch is saved as the gateway saves it', async () => {
    const [a] = instances;
    if (!a) throw new Error('no instances');
    await everywhere(200);
    await saveAnnouncedWebsiteConfig(database.dataSource, a.natsNames, { openPublicDiscussion: false });
    await everywhere(403);
    expect((await loadWebsiteConfig(database.dataSource)).openPublicDiscussion).toBe(false);
    await saveAnnouncedWebsiteConfig(database.dataSource, a.natsNames, { openPublicDiscussion: true });
    await everywhere(200);
  });
});
