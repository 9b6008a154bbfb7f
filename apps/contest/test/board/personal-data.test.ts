import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { ScoreboardPageDto, ScoreboardRowDto, ScrollBoardDto } from '@oj/contracts';
import { ACCEPTED, BoardKit, MINUTE_MS } from './kit.ts';
import type { Account } from './kit.ts';

// Issue 20 F8: every board row carried the user's real name, even on a contest that shows usernames,
// to anyone reading the outside board. Now a row has a real name only for the contest's admins (or
// when the contest shows real names), and a keyword finds a row by real name only for them. School
// and gender are the spec's public columns (spec 02 §3), as on the public user home page.

describe('personal data on the boards', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let alice: Account;
  let bob: Account;
  let cid: number;
  let showingRealnames: number;

  const rows = async (
    path: 'get-contest-rank' | 'get-contest-outside-scoreboard',
    who: Account | null,
    body: object = {},
    contest = cid,
  ): Promise<ScoreboardRowDto[]> => {
    const answer = await kit.call<ScoreboardPageDto>(app, 'POST', `/api/${path}`, who, { cid: contest, ...body });
    expect(answer.statusCode, answer.msg).toBe(200);
    return answer.data.records;
  };
  const aliceOf = (records: ScoreboardRowDto[]) => records.find((row) => row.uid === alice.uid);

  beforeAll(async () => {
    kit = await BoardKit.create('board_personal');
    author = await kit.account('author', [Role.Admin]);
    alice = await kit.account('alice', [Role.User], { realname: 'Alice Liddell', school: 'Wonderland School' });
    bob = await kit.account('bob');
    const nowMs = Date.now();
    cid = await kit.contest(author, { openRank: true, rankShowName: 'username' });
    showingRealnames = await kit.contest(author, { openRank: true, rankShowName: 'realname' });
    for (const contest of [cid, showingRealnames]) {
      const [problem] = await kit.problems(contest, 1);
      if (problem === undefined) throw new Error('no problem');
      for (const user of [alice, bob])
        await kit.submission({ cid: contest, cpid: problem.cpid, pid: problem.pid, user, status: ACCEPTED, submitTime: new Date(nowMs - 30 * MINUTE_MS) });
    }
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('sends the real name to the contest’s admin only, even after the admin’s page was kept for the board’s version', async () => {
    // The admin asks first: a body kept for the admin must not be served to the others.
    const asAdmin = aliceOf(await rows('get-contest-rank', author));
    expect(asAdmin).toMatchObject({ username: 'alice', rankShowName: 'alice', realname: 'Alice Liddell', school: 'Wonderland School', gender: 'secrecy' });

    for (const [label, records] of [
      ['participant', await rows('get-contest-rank', bob)],
      ['anonymous', await rows('get-contest-outside-scoreboard', null)],
      ['participant outside', await rows('get-contest-outside-scoreboard', bob)],
    ] as const) {
      const row = aliceOf(records);
      expect(row, label).toMatchObject({ username: 'alice', rankShowName: 'alice', realname: null, school: 'Wonderland School', gender: 'secrecy' });
      expect(JSON.stringify(records), label).not.toContain('Liddell');
    }
  });

  it('finds a row by real name for the admin only', async () => {
    expect((await rows('get-contest-rank', author, { keyword: 'liddell' })).map((row) => row.uid)).toEqual([alice.uid]);
    expect(await rows('get-contest-rank', bob, { keyword: 'liddell' })).toEqual([]);
    expect(await rows('get-contest-outside-scoreboard', null, { keyword: 'liddell' })).toEqual([]);
    expect((await rows('get-contest-outside-scoreboard', null, { keyword: 'wonderland' })).map((row) => row.uid)).toEqual([alice.uid]);
  });

  it('shows real names to everyone on a contest that shows real names', async () => {
    const row = aliceOf(await rows('get-contest-outside-scoreboard', null, {}, showingRealnames));
    expect(row).toMatchObject({ rankShowName: 'Alice Liddell', realname: 'Alice Liddell' });
  });

  it('keeps the scroll board, real names included, to the contest’s admins', async () => {
    const scroll = await kit.call<ScrollBoardDto>(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, author);
    expect(scroll.statusCode).toBe(200);
    expect(scroll.data.frozen.find((row) => row.uid === alice.uid)?.realname).toBe('Alice Liddell');
    expect((await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, bob)).statusCode).toBe(403);
    expect((await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, null)).statusCode).toBe(401);
  });
});
