import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommentEntity, CommentReplyEntity, DiscussionCategoryEntity, DiscussionEntity, UserInfoEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { CommentStore } from '../src/modules/comment/memory/store.ts';
import type { CommentStoreOptions } from '../src/modules/comment/memory/store.ts';

// The kept comments' store (comment/memory/store.ts) on the real database: one load per source for
// concurrent requests, nothing kept while the feed does not read, a load overtaken by a change not
// kept, the bounds on sources, rows and age.

describe('comment store', () => {
  let database: TestDatabase;
  const uid = randomUUID();
  const dids: number[] = [];
  /** Loads seen: the page read of a source's comments. */
  let loads = 0;
  let counting: DataSource;

  const store = (limits: Partial<Omit<CommentStoreOptions, 'db'>> = {}): CommentStore => {
    const made = new CommentStore({ db: () => counting, maxSources: 10, maxRows: 1000, maxAgeMs: 600_000, profilesMaxAgeMs: 60_000, ...limits });
    made.feedStarted();
    return made;
  };
  const source = (index: number) => ({ type: 'Discussion' as const, id: dids[index] ?? 0 });

  beforeAll(async () => {
    database = await createTestDatabase('community_cstore');
    const db = database.dataSource;
    counting = new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (prop === 'query')
          return async (sql: string, parameters?: unknown[]): Promise<unknown> => {
            if (sql.includes('FROM `comment` c WHERE')) loads += 1;
            return (await db.query(sql, parameters)) as unknown;
          };
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await db.getRepository(UserInfoEntity).insert({ uid, username: 'writer', email: 'writer@example.org', password: 'x', gender: 'secrecy' });
    const category = await db.getRepository(DiscussionCategoryEntity).find({ take: 1 });
    for (let index = 0; index < 3; index += 1) {
      const inserted = await db.getRepository(DiscussionEntity).insert({
        title: `D${String(index)}`,
        description: 'd',
        content: 'c',
        categoryId: category[0]?.id ?? 0,
        pid: null,
        gid: null,
        uid,
        role: 'user',
        topPriority: false,
        status: 0,
      });
      const did = Number(inserted.identifiers[0]?.id);
      dids.push(did);
      // Discussion i has 10 × (i + 1) comments, each with two replies.
      for (let n = 0; n < 10 * (index + 1); n += 1) {
        const comment = await db.getRepository(CommentEntity).insert({ cid: null, did, content: `c${String(n)}`, fromUid: uid, fromRole: 'user' });
        const commentId = Number(comment.identifiers[0]?.id);
        for (let r = 0; r < 2; r += 1)
          await db
            .getRepository(CommentReplyEntity)
            .insert({ commentId, content: 'r', fromUid: uid, fromRole: 'user', toUid: uid, quoteId: commentId, quoteType: 'Comment' });
      }
    }
  }, 60_000);

  afterAll(async () => {
    await database.drop();
  });

  it('peeks at a kept, fresh source without loading it: nothing before a load, past its age, after a drop or a feed stop', async () => {
    const made = store({ maxAgeMs: 1_000 });
    const before = loads;
    expect(made.peek(source(0), 0)).toBeUndefined();
    const kept = await made.kept(source(0));
    // Its age counts from when its reads began.
    const loadedAtMs = kept?.loadedAtMs ?? 0;
    expect(made.peek(source(0), loadedAtMs + 1_000)).toBe(kept);
    expect(made.peek(source(0), loadedAtMs + 1_001)).toBeUndefined();
    expect(made.peek(source(1), loadedAtMs)).toBeUndefined();
    expect(loads - before).toBe(1);
    made.drop(source(0));
    expect(made.peek(source(0))).toBeUndefined();
    await made.kept(source(0));
    expect(made.peek(source(0))).toBeDefined();
    made.feedStopped();
    expect(made.peek(source(0))).toBeUndefined();
  });

  it('keeps nothing until its feed reads, and nothing after the feed stopped', async () => {
    const made = new CommentStore({ db: () => counting, maxSources: 10, maxRows: 1000, maxAgeMs: 600_000, profilesMaxAgeMs: 60_000 });
    expect(await made.kept(source(0))).toBeNull();
    made.feedStarted();
    const kept = await made.kept(source(0));
    expect(kept?.comments).toHaveLength(10);
    expect(kept?.rows).toBe(30);
    made.feedStopped();
    expect(made.size).toBe(0);
    expect(await made.kept(source(0))).toBeNull();
  });

  it('loads a source once for concurrent requests, and again after a drop', async () => {
    const made = store();
    loads = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => made.kept(source(1))));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await made.kept(source(1));
    expect(loads).toBe(1);
    made.drop(source(1));
    await made.kept(source(1));
    expect(loads).toBe(2);
  });

  it('does not keep a load that a change overtook, but serves it to those who asked before', async () => {
    const made = store();
    loads = 0;
    const early = made.kept(source(0));
    made.drop(source(0));
    expect((await early)?.comments).toHaveLength(10);
    expect(made.size).toBe(0);
    await made.kept(source(0));
    expect(loads).toBe(2);
    expect(made.size).toBe(1);
  });

  it('drops the least recently used over its bounds on sources and rows, and reloads a source past its age', async () => {
    const bySources = store({ maxSources: 2 });
    await bySources.kept(source(0));
    await bySources.kept(source(1));
    await bySources.kept(source(0));
    await bySources.kept(source(2));
    loads = 0;
    await bySources.kept(source(0));
    expect(loads).toBe(0);
    await bySources.kept(source(1));
    expect(loads).toBe(1);

    // 30, 60 and 90 rows: under a bound of 80 only the newest is kept (even one over the bound).
    const byRows = store({ maxRows: 80 });
    await byRows.kept(source(0));
    await byRows.kept(source(1));
    expect(byRows.size).toBe(1);
    expect(byRows.rows).toBe(60);
    await byRows.kept(source(2));
    expect(byRows.size).toBe(1);
    expect(byRows.rows).toBe(90);

    const byAge = store({ maxAgeMs: 1_000, profilesMaxAgeMs: 1_000 });
    loads = 0;
    await byAge.kept(source(0));
    await byAge.kept(source(0), Date.now() + 500);
    expect(loads).toBe(1);
    await byAge.kept(source(0), Date.now() + 5_000);
    expect(loads).toBe(2);
    expect(byAge.rows).toBe(30);
  });

  it('reads the profiles again past their age, without reading the comments, serving the kept ones meanwhile', async () => {
    const made = store({ profilesMaxAgeMs: 1_000 });
    const first = await made.kept(source(2));
    expect(first?.profiles.get(uid)?.username).toBe('writer');
    await database.dataSource.getRepository(UserInfoEntity).update({ uid }, { username: 'renamed' });
    loads = 0;
    const later = Date.now() + 5_000;
    // The request that finds them old is answered at once with what is kept.
    expect(await made.kept(source(2), later)).toBe(first);
    await expect.poll(async () => (await made.kept(source(2), later))?.profiles.get(uid)?.username).toBe('renamed');
    expect(loads).toBe(0);
    const fresh = await made.kept(source(2), later);
    expect(fresh?.comments).toBe(first?.comments);
    expect(fresh?.pages.size).toBe(0);
    await database.dataSource.getRepository(UserInfoEntity).update({ uid }, { username: 'writer' });
  });
});
