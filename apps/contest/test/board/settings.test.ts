import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { ScoreboardPageDto } from '@oj/contracts';
import { contestForm } from '../helpers.ts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS } from './kit.ts';
import type { Account } from './kit.ts';

// A contest admin's change reaches the boards: at once on the instance that made it (through the
// contest gate's sync), and through the "contest changed" notice on the others.

describe('scoreboards after the contest admin changes a contest', () => {
  let kit: BoardKit;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let root: Account;
  let alice: Account;
  let bob: Account;
  let cid: number;
  const endMs = Date.now() + 30 * MINUTE_MS;
  const startMs = endMs - 150 * MINUTE_MS;

  const rank = (on: FastifyInstance, who: Account = alice) => kit.call<ScoreboardPageDto>(on, 'POST', '/api/get-contest-rank', who, { cid });
  const form = (overrides: object) => ({
    id: cid,
    ...contestForm({
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      sealRank: true,
      sealRankTime: new Date(endMs - HOUR_MS).toISOString(),
      ...overrides,
    }),
  });

  beforeAll(async () => {
    kit = await BoardKit.create('board_settings');
    root = await kit.account('root', [Role.SuperAdmin]);
    alice = await kit.account('alice');
    bob = await kit.account('bob');
    cid = await kit.contest(root, { startTime: new Date(startMs), endTime: new Date(endMs), sealRank: true, sealRankTime: new Date(endMs - HOUR_MS) });
    const [problem] = await kit.problems(cid, 1);
    if (!problem) throw new Error('no problem');
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: alice, status: ACCEPTED, submitTime: new Date(endMs - 10 * MINUTE_MS) });
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: bob, status: ACCEPTED, submitTime: new Date(endMs - 100 * MINUTE_MS) });
    first = await kit.start();
    second = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('unseals the board on both instances when the seal is turned off', async () => {
    for (const instance of [first, second]) expect((await rank(instance)).data.sealed).toBe(true);
    const saved = await kit.call(first, 'PUT', '/api/admin/contest', root, form({ sealRank: false, sealRankTime: null }));
    expect(saved.statusCode).toBe(200);
    // The instance that saved has taken it before answering.
    expect((await rank(first)).data.sealed).toBe(false);
    const other = await kit.until(
      () => rank(second),
      (answer) => !answer.data.sealed,
    );
    expect(other.data.sealed).toBe(false);
    // Unsealed, Bob's earlier accept counts: he leads.
    expect(other.data.records.map((row) => row.uid)).toEqual([bob.uid, alice.uid]);
  });

  it('takes star users and the shown name without losing the submissions', async () => {
    const saved = await kit.call(
      first,
      'PUT',
      '/api/admin/contest',
      root,
      form({ sealRank: false, sealRankTime: null, starAccount: ['bob'], rankShowName: 'realname' }),
    );
    expect(saved.statusCode).toBe(200);
    for (const instance of [first, second]) {
      const answer = await kit.until(
        () => rank(instance),
        (page) => page.data.records.find((row) => row.uid === bob.uid)?.rank === -1,
      );
      expect(answer.data.records.find((row) => row.uid === bob.uid)).toMatchObject({ rank: -1, isStar: true, rankShowName: 'bob real' });
      expect(answer.data.records.find((row) => row.uid === alice.uid)).toMatchObject({ rank: 1, ac: 1 });
    }
  });

  it('forgets the board of a deleted contest on every instance', async () => {
    const deleted = await kit.call(first, 'DELETE', `/api/admin/contest?cid=${cid}`, root);
    expect(deleted.statusCode).toBe(200);
    expect((await rank(first)).statusCode).toBe(404);
    const other = await kit.until(
      () => rank(second),
      (answer) => answer.statusCode === 404,
    );
    expect(other.statusCode).toBe(404);
  });
});
