import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, Role, Verdict } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import { BoardKit, HOUR_MS, MINUTE_MS } from './board/kit.ts';
import type { Account } from './board/kit.ts';
import { jsonOf, read } from './icpc-api/client.ts';

// Security review F2 (docs/security.md): once a contest was over and unsealed, the ICPC contest API
// answered anyone, even anonymous clients, for private contests and for contests whose outside
// board is off, announcements (clarifications) included. The API now follows the site's rules: a
// contest's inside (signed in; a private contest needs a registration) or its outside board
// (openRank, no sign-in, without submissions or clarifications). Each case below is the attack,
// replayed on every endpoint.

/** Every GET endpoint of one contest's API. */
const PATHS = [
  '',
  '/state',
  '/judgement-types',
  '/languages',
  '/problems',
  '/groups',
  '/organizations',
  '/teams',
  '/submissions',
  '/judgements',
  '/clarifications',
  '/awards',
  '/scoreboard',
  '/event-feed',
];
/** What the outside board's clients read (the rest is the inside's). */
const OUTSIDE_PATHS = ['', '/state', '/judgement-types', '/languages', '/problems', '/groups', '/teams', '/awards', '/scoreboard', '/event-feed'];
const INSIDE_PATHS = PATHS.filter((path) => path !== '/organizations');

describe('ICPC contest API: who may read a contest (F2)', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let root: Account;
  let registered: Account;
  let stranger: Account;
  let privateClosed: number;
  let publicClosed: number;
  let privateOpen: number;
  let hidden: number;
  let running: number;
  let stillSealed: number;
  let oi: number;
  const nowMs = Date.now();
  const ended = { startTime: new Date(nowMs - 5 * HOUR_MS), endTime: new Date(nowMs - 2 * HOUR_MS) };
  const get = (path: string, who: Account | null) => read(kit, app, path, who);

  /** The status of every path of a contest's API for one client. */
  const statuses = async (cid: number, who: Account | null, paths: readonly string[] = PATHS) =>
    Object.fromEntries(await Promise.all(paths.map(async (path) => [path || '/', (await get(`/contests/${cid}${path}`, who)).statusCode] as const)));
  const all = (status: number, paths: readonly string[] = PATHS) => Object.fromEntries(paths.map((path) => [path || '/', status]));
  /** The statuses of a client reading only `allowed` of the paths. */
  const only = (allowed: readonly string[]) => Object.fromEntries(PATHS.map((path) => [path || '/', allowed.includes(path) ? 200 : 403]));

  beforeAll(async () => {
    kit = await BoardKit.create('icpc_access');
    author = await kit.account('author', [Role.Admin]);
    root = await kit.account('root', [Role.SuperAdmin]);
    registered = await kit.account('reg', [Role.User]);
    stranger = await kit.account('stranger', [Role.User]);
    const withData = async (fields: Parameters<BoardKit['contest']>[1]) => {
      const cid = await kit.contest(author, fields);
      const [problem] = await kit.problems(cid, 1);
      if (!problem) throw new Error('no problem');
      await kit.submission({
        cid,
        cpid: problem.cpid,
        pid: problem.pid,
        user: registered,
        status: Verdict.Accepted,
        submitTime: new Date(nowMs - 4 * HOUR_MS),
      });
      await kit.db
        .getRepository(ContestAnnouncementEntity)
        .insert({ cid, title: 'Secret', content: 'The answer is xyzzy.', uid: author.uid, username: author.username, visible: true });
      await kit.register(cid, registered);
      return cid;
    };
    // Over and unsealed: once open to anyone.
    privateClosed = await withData({ ...ended, auth: ContestAuth.Private, pwdHash: 'x', openRank: false });
    publicClosed = await withData({ ...ended, auth: ContestAuth.Public, openRank: false });
    privateOpen = await withData({ ...ended, auth: ContestAuth.Private, pwdHash: 'x', openRank: true });
    hidden = await withData({ ...ended, visible: false, openRank: true });
    running = await withData({
      startTime: new Date(nowMs - HOUR_MS),
      endTime: new Date(nowMs + HOUR_MS),
      openRank: true,
      sealRank: true,
      sealRankTime: new Date(nowMs - 30 * MINUTE_MS),
    });
    stillSealed = await withData({ ...ended, openRank: true, sealRank: true, sealRankTime: new Date(nowMs - 3 * HOUR_MS), autoRealRank: false });
    oi = await withData({ ...ended, type: ContestType.OI, openRank: true });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('refuses anonymous and unregistered clients every endpoint of a private contest whose outside board is off', async () => {
    expect(await statuses(privateClosed, null)).toEqual(all(403));
    expect(await statuses(privateClosed, stranger)).toEqual(all(403));
    const refusal = await get(`/contests/${privateClosed}/clarifications`, null);
    expect(refusal.body).not.toContain('xyzzy');
    expect((JSON.parse(refusal.body) as { msg: string }).msg).toMatch(/contest API is open to the contest admins/);
    // Its registered users read its inside; its admins everything.
    expect(await statuses(privateClosed, registered)).toEqual(only(INSIDE_PATHS));
    expect(await statuses(privateClosed, author)).toEqual(all(200));
    expect(await statuses(privateClosed, root)).toEqual(all(200));
    const clarifications = jsonOf<{ text: string }[]>(await get(`/contests/${privateClosed}/clarifications`, registered), 'clarifications');
    expect(clarifications.map((clarification) => clarification.text)).toEqual(['Secret\n\nThe answer is xyzzy.']);
  });

  it('refuses anonymous clients every endpoint of a public contest whose outside board is off; signed-in users read its inside', async () => {
    expect(await statuses(publicClosed, null)).toEqual(all(403));
    expect(await statuses(publicClosed, stranger)).toEqual(only(INSIDE_PATHS));
  });

  it('gives the outside board’s readers of an open contest its board, never its submissions or clarifications', async () => {
    for (const who of [null, stranger]) {
      expect(await statuses(privateOpen, who)).toEqual(only(OUTSIDE_PATHS));
      const feed = (await get(`/contests/${privateOpen}/event-feed`, who)).body;
      expect(feed).not.toContain('"submissions"');
      expect(feed).not.toContain('xyzzy');
    }
    expect(await statuses(privateOpen, registered)).toEqual(only(INSIDE_PATHS));
  });

  it('keeps a hidden contest its admins’, a running or still sealed one its admins’, and serves ACM contests only', async () => {
    for (const who of [null, stranger, registered]) expect(await statuses(hidden, who), who?.username ?? 'anonymous').toEqual(all(404));
    expect(await statuses(hidden, author)).toEqual(all(200));
    for (const cid of [running, stillSealed]) {
      for (const who of [null, stranger, registered]) expect(await statuses(cid, who), `${cid} ${who?.username ?? 'anonymous'}`).toEqual(all(403));
      expect(await statuses(cid, author)).toEqual(all(200));
    }
    expect(await statuses(oi, author)).toEqual(all(400));
    expect((await get('/contests/0/state', author)).statusCode).toBe(400);
    expect((await get('/contests/999999/state', author)).statusCode).toBe(404);
  });

  it('answers each client’s access document with what it may read (nothing: no endpoint)', async () => {
    const types = async (cid: number, who: Account | null) => {
      const answer = await get(`/contests/${cid}/access`, who);
      if (answer.statusCode !== 200) return answer.statusCode;
      return jsonOf<{ endpoints: { type: string }[] }>(answer, 'access').endpoints.map((endpoint) => endpoint.type);
    };
    expect(await types(privateClosed, null)).toEqual([]);
    expect(await types(privateClosed, stranger)).toEqual([]);
    expect(await types(privateClosed, registered)).toContain('clarifications');
    expect(await types(privateOpen, null)).toEqual(['contest', 'judgement-types', 'languages', 'problems', 'groups', 'teams', 'state', 'awards']);
    expect(await types(running, registered)).toEqual([]);
    expect(await types(hidden, null)).toBe(404);
    expect(await types(oi, author)).toEqual([]);
  });

  it('lists only the contests the client may read', async () => {
    const ids = async (who: Account | null) => jsonOf<{ id: string }[]>(await get('/contests', who), 'contests').map((contest) => Number(contest.id));
    expect(await ids(null)).toEqual([privateOpen]);
    expect(await ids(stranger)).toEqual([publicClosed, privateOpen]);
    expect(await ids(registered)).toEqual([privateClosed, publicClosed, privateOpen]);
    expect(await ids(author)).toEqual([privateClosed, publicClosed, privateOpen, hidden, running, stillSealed]);
    expect(await ids(root)).toEqual([privateClosed, publicClosed, privateOpen, hidden, running, stillSealed]);
  });
});
