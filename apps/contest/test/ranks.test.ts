import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import type { RankListPageDto } from '@oj/contracts';
import { JudgeEntity, UserInfoEntity, UserStatus } from '@oj/db';
import { RANK_FEED_PREFIX } from '../src/modules/ranks/index.ts';
import { BoardKit } from './board/kit.ts';
import type { Account } from './board/kit.ts';

// The global ranklists (spec 02 §2 "Rankings", §7 get-rank-list): ACM and OI order, search, paging,
// kept in memory by judged events on every instance, and rebuilt from the judge rows at start.

describe('global ranklists', () => {
  let kit: BoardKit;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const users: Record<string, Account> = {};
  const user = (name: string): Account => {
    const found = users[name];
    if (!found) throw new Error(`no account ${name}`);
    return found;
  };

  const submit = async (who: Account, pid: number, status: number, oiRankScore: number | null = null, cid = 0): Promise<number> => {
    const inserted = await kit.db.getRepository(JudgeEntity).insert({
      cid,
      cpid: cid === 0 ? 0 : 1,
      pid,
      uid: who.uid,
      username: who.username,
      status,
      score: null,
      oiRankScore,
      submitTime: new Date(),
      displayPid: 'X',
      code: 'int main() {}',
      language: 'C++',
      length: 13,
    });
    return Number(inserted.identifiers[0]?.submitId);
  };

  const list = (app: FastifyInstance, query: string, who: Account | null = null) => kit.call<RankListPageDto>(app, 'GET', `/api/get-rank-list?${query}`, who);
  const names = (page: RankListPageDto) => page.records.map((row) => row.username);

  /** Waits until every instance's rank feed reads (events published after it are seen). */
  const waitForRankFeeds = async (app: FastifyInstance): Promise<void> => {
    for (let tries = 0; tries < 200; tries += 1) {
      const found: string[] = [];
      for await (const consumer of app.jsm.consumers.list(app.natsNames.streams.events.name)) found.push(consumer.name);
      if (found.filter((name) => name.startsWith(RANK_FEED_PREFIX)).length >= kit.apps.length) return;
      await sleep(50);
    }
    throw new Error('the rank feeds did not start');
  };

  beforeAll(async () => {
    kit = await BoardKit.create('contest_ranks');
    users.ann = await kit.account('ann', undefined, { nickname: 'Annie' });
    users.ben = await kit.account('ben', undefined, { nickname: 'Benny Boy' });
    users.cat = await kit.account('cat');
    users.dan = await kit.account('dan', undefined, { nickname: 'Danny' });
    users.eve = await kit.account('eve');
    users.idle = await kit.account('idle');
    // ann: 2 solved in 3 submissions; ben: 2 solved in 2; cat: 1 solved, OI best 30 + 12;
    // dan: 0 solved, OI 50; eve: 1 solved in 4 (and a contest AC, which does not count).
    await submit(users.ann, 1, Verdict.WrongAnswer);
    await submit(users.ann, 1, Verdict.Accepted);
    await submit(users.ann, 2, Verdict.Accepted);
    await submit(users.ben, 1, Verdict.Accepted);
    await submit(users.ben, 3, Verdict.Accepted);
    await submit(users.cat, 4, Verdict.PartialAccepted, 12);
    await submit(users.cat, 4, Verdict.PartialAccepted, 30);
    await submit(users.cat, 5, Verdict.Accepted, 12);
    await submit(users.dan, 4, Verdict.PartialAccepted, 50);
    for (const status of [Verdict.WrongAnswer, Verdict.CompileError, Verdict.TimeLimitExceeded, Verdict.Accepted]) await submit(users.eve, 6, status);
    await submit(users.eve, 7, Verdict.Accepted, null, 99);
    // In progress: counts nowhere.
    await submit(users.idle, 1, Verdict.Judging);
    first = await kit.start();
    second = await kit.start();
    await waitForRankFeeds(second);
  }, 90_000);

  afterAll(async () => {
    await kit.close();
  });

  it('orders the ACM list by solved desc, then submissions asc, for guests too', async () => {
    const answer = await list(first, 'type=ACM');
    expect(answer.statusCode).toBe(200);
    expect(answer.data.total).toBe(5);
    expect(names(answer.data)).toEqual(['ben', 'ann', 'cat', 'eve', 'dan']);
    expect(answer.data.records[0]).toMatchObject({ rank: 1, uid: users.ben?.uid, nickname: 'Benny Boy', ac: 2, total: 2, score: 0, titleName: null });
    expect(answer.data.records[3]).toMatchObject({ rank: 4, username: 'eve', ac: 1, total: 4 });
    // Signed in (any role) the answer is the same list.
    const admin = await kit.account('rankadmin', [Role.Admin]);
    for (const who of [user('ann'), admin]) expect((await list(second, 'type=ACM', who)).data).toEqual(answer.data);
  });

  it('orders the OI list by the sum of each problem’s best rank score', async () => {
    const answer = await list(first, 'type=OI');
    expect(names(answer.data)).toEqual(['dan', 'cat', 'ben', 'ann', 'eve']);
    expect(answer.data.records.slice(0, 2).map((row) => row.score)).toEqual([50, 42]);
  });

  it('pages (30 by default, a page below 1 is the first) and searches username or nickname, keeping the rank', async () => {
    expect(names((await list(first, 'type=ACM&limit=2&currentPage=2')).data)).toEqual(['cat', 'eve']);
    const below = await list(first, 'type=ACM&limit=2&currentPage=0');
    expect(names(below.data)).toEqual(['ben', 'ann']);
    const byNickname = await list(first, `type=ACM&searchUser=${encodeURIComponent('  DANNY ')}`);
    expect(byNickname.data).toMatchObject({ total: 1, records: [{ username: 'dan', rank: 5 }] });
    const byUsername = await list(first, 'type=OI&searchUser=n');
    // ann, ben (Benny), dan (Danny): in OI order.
    expect(byUsername.data.total).toBe(3);
    expect(names(byUsername.data)).toEqual(['dan', 'ben', 'ann']);
    expect(names((await list(first, 'type=OI&searchUser=n&limit=1&currentPage=3')).data)).toEqual(['ann']);
    expect((await list(first, 'type=ACM&searchUser=nobody')).data).toEqual({ total: 0, records: [] });
  });

  it('refuses bad input with a 400', async () => {
    for (const query of ['', 'type=IOI', 'type=ACM&limit=ten', 'type=ACM&currentPage=x', `type=ACM&searchUser=${'a'.repeat(51)}`]) {
      const answer = await list(first, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.msg, query).not.toBe('');
    }
  });

  it('moves on every instance when a judged event arrives (a copy of it changes nothing)', async () => {
    const submitId = await submit(user('cat'), 8, Verdict.Pending);
    await kit.db.getRepository(JudgeEntity).update({ submitId }, { status: Verdict.Accepted });
    const row = await kit.db.getRepository(JudgeEntity).findOneOrFail({ where: { submitId } });
    const event = {
      submitId,
      pid: row.pid,
      uid: row.uid,
      username: row.username,
      cid: 0,
      gid: null,
      oldStatus: Verdict.Pending,
      newStatus: Verdict.Accepted,
      score: null,
      oiRankScore: null,
      time: 1,
      memory: 1,
      isManual: false,
      reason: 'judged' as const,
      submitTime: row.submitTime.toISOString(),
      at: new Date().toISOString(),
    };
    await kit.publish(first, event);
    await kit.publish(first, event);
    for (const app of [first, second]) {
      const answer = await kit.until(
        () => list(app, 'type=ACM'),
        (page) => page.data.records[2]?.ac === 2,
      );
      // cat: 2 solved in 4, after ann's 2 in 3.
      expect(names(answer.data)).toEqual(['ben', 'ann', 'cat', 'eve', 'dan']);
      expect(answer.data.records[2]).toMatchObject({ username: 'cat', ac: 2, total: 4 });
    }
  });

  it('a new instance (a restart) builds the same lists from the judge rows, with changes no event announced', async () => {
    // Written behind the feeds' backs: only a rebuild sees it; and a banned user leaves the lists.
    await submit(user('idle'), 9, Verdict.Accepted);
    await kit.db.getRepository(UserInfoEntity).update({ uid: users.dan?.uid }, { status: UserStatus.Banned });
    await kit.stop(first);
    const restarted = await kit.start();
    const answer = await list(restarted, 'type=ACM');
    expect(names(answer.data)).toEqual(['ben', 'ann', 'cat', 'idle', 'eve']);
    expect(answer.data.records[3]).toMatchObject({ ac: 1, total: 1 });
    first = restarted;
  });
});
