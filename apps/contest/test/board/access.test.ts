import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, Role } from '@oj/contracts';
import type { AcmCellDto, ScoreboardPageDto, ScrollBoardDto } from '@oj/contracts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS, WRONG } from './kit.ts';
import type { Account } from './kit.ts';

// Who sees which board (spec 02 §4 real-time rank visibility, §6): the seal for participants and the
// outside board, the real board for the contest's admins, forceRefresh for admins only, the scroll
// board for the admins of ACM contests, and the refusals.

describe('scoreboard access and the seal', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let root: Account;
  let otherAdmin: Account;
  let alice: Account;
  let bob: Account;
  let cid: number;
  let problem: { cpid: number; pid: number; displayId: string };
  const nowMs = Date.now();
  const endMs = nowMs + 30 * MINUTE_MS;

  const board = (path: string, who: Account | null, body: object = {}) => kit.call<ScoreboardPageDto>(app, 'POST', `/api/${path}`, who, { cid, ...body });
  const cellOf = (page: ScoreboardPageDto, who: Account) =>
    page.records.find((row) => row.uid === who.uid)?.submissionInfo[problem.displayId] as AcmCellDto | undefined;

  beforeAll(async () => {
    kit = await BoardKit.create('board_access');
    author = await kit.account('author', [Role.Admin]);
    root = await kit.account('root', [Role.SuperAdmin]);
    otherAdmin = await kit.account('otheradmin', [Role.Admin]);
    alice = await kit.account('alice');
    bob = await kit.account('bob');
    // Running: two hours in, half an hour left, sealed from one hour before the end (30 minutes ago).
    cid = await kit.contest(author, {
      startTime: new Date(endMs - 150 * MINUTE_MS),
      endTime: new Date(endMs),
      sealRank: true,
      sealRankTime: new Date(endMs - HOUR_MS),
      openRank: true,
    });
    [problem] = (await kit.problems(cid, 1)) as [typeof problem];
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: alice, status: ACCEPTED, submitTime: new Date(endMs - 120 * MINUTE_MS) });
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: bob, status: WRONG, submitTime: new Date(endMs - 100 * MINUTE_MS) });
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: bob, status: ACCEPTED, submitTime: new Date(endMs - 10 * MINUTE_MS) });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('shows a participant the sealed board: what came after the seal is pending', async () => {
    const answer = await board('get-contest-rank', alice);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.sealed).toBe(true);
    expect(cellOf(answer.data, bob)).toMatchObject({ isAC: false, pendingNum: 1, errorNum: 1 });
    expect(cellOf(answer.data, alice)).toMatchObject({ isAC: true, isFirstAC: true });
    expect(answer.data.records.map((row) => row.uid)).toEqual([alice.uid, bob.uid]);
  });

  it('shows the contest’s admins (author, super admin) the real board, other admin roles the sealed one', async () => {
    for (const admin of [author, root]) {
      const answer = await board('get-contest-rank', admin);
      expect(answer.data.sealed, admin.username).toBe(false);
      expect(cellOf(answer.data, bob), admin.username).toMatchObject({ isAC: true, pendingNum: 0 });
    }
    expect((await board('get-contest-rank', otherAdmin)).data.sealed).toBe(true);
  });

  it('shows the author the sealed board once demoted to a plain user: the current roles decide (F5)', async () => {
    // A role change signs the user out everywhere: the next token carries the new roles.
    const demoted = { ...author, roles: [Role.User] };
    const answer = await board('get-contest-rank', demoted);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.sealed).toBe(true);
    expect(cellOf(answer.data, bob)).toMatchObject({ isAC: false, pendingNum: 1 });
    const info = await kit.call<{ isAdmin: boolean; realTimeRank: boolean; viewerSeal: { from: string; until: string | null } | null }>(
      app,
      'GET',
      `/api/get-contest-info?cid=${cid}`,
      demoted,
    );
    expect(info.data).toMatchObject({
      isAdmin: false,
      realTimeRank: false,
      viewerSeal: { from: new Date(endMs - HOUR_MS).toISOString(), until: new Date(endMs).toISOString() },
    });
    const scroll = await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, demoted);
    expect(scroll.statusCode).toBe(403);
  });

  it('tells each viewer in get-contest-info whether they run the contest and the seal they meet', async () => {
    const info = (who: Account) =>
      kit.call<{ isAdmin: boolean; realTimeRank: boolean; viewerSeal: unknown }>(app, 'GET', `/api/get-contest-info?cid=${cid}`, who);
    for (const admin of [author, root]) expect((await info(admin)).data, admin.username).toMatchObject({ isAdmin: true, realTimeRank: true, viewerSeal: null });
    for (const other of [otherAdmin, alice]) expect((await info(other)).data, other.username).toMatchObject({ isAdmin: false, realTimeRank: false });
  });

  it('shows everyone the sealed board outside, without sign-in, even its admins', async () => {
    for (const who of [null, alice, author]) {
      const answer = await board('get-contest-outside-scoreboard', who);
      expect(answer.statusCode, who?.username ?? 'anonymous').toBe(200);
      expect(answer.data.sealed).toBe(true);
      expect(cellOf(answer.data, bob)?.isAC).toBe(false);
    }
    // Identical requests share one serialised answer per board version, in each language.
    const english = await board('get-contest-outside-scoreboard', null);
    const chinese = await kit.call<ScoreboardPageDto>(app, 'POST', '/api/get-contest-outside-scoreboard', null, { cid }, 'zh-CN');
    expect(english).toMatchObject({ status: 200, msg: 'success' });
    expect(chinese).toMatchObject({ status: 200, msg: '成功' });
    expect(chinese.data).toEqual(english.data);
    expect(chinese.headers.vary).toContain('Accept-Language');
    expect(chinese.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('pages, filters and coerces as the engine does', async () => {
    expect((await board('get-contest-rank', author, { keyword: 'BOB' })).data.records.map((row) => row.uid)).toEqual([bob.uid]);
    expect((await board('get-contest-rank', author, { concernedList: [alice.uid] })).data.records.map((row) => row.uid)).toEqual([alice.uid]);
    const paged = await board('get-contest-rank', author, { currentPage: 0, limit: 7 });
    expect(paged.statusCode).toBe(200);
    expect(paged.data.records).toHaveLength(2);
    expect((await board('get-contest-rank', author, { currentPage: 2, limit: 10 })).data.records).toEqual([]);
  });

  it('rebuilds from the tables on forceRefresh for admins only', async () => {
    const carl = await kit.account('carl');
    // A row the feed never announced: only a rebuild from the tables shows it.
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: carl, status: ACCEPTED, submitTime: new Date(endMs - 100 * MINUTE_MS) });
    const ignored = await board('get-contest-rank', alice, { forceRefresh: true });
    expect(ignored.data.records.some((row) => row.uid === carl.uid)).toBe(false);
    const forced = await board('get-contest-rank', author, { forceRefresh: true });
    expect(forced.data.records.some((row) => row.uid === carl.uid)).toBe(true);
    expect(forced.data.version).toBeGreaterThan(ignored.data.version);
    expect((await board('get-contest-rank', alice)).data.records.some((row) => row.uid === carl.uid)).toBe(true);
  });

  it('refuses the inside board without sign-in, and hidden, scheduled and private contests as the problems are refused', async () => {
    expect((await board('get-contest-rank', null)).statusCode).toBe(401);
    const hidden = await kit.contest(author, { visible: false });
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: hidden })).statusCode).toBe(404);
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', author, { cid: hidden })).statusCode).toBe(200);
    const scheduled = await kit.contest(author, { startTime: new Date(nowMs + HOUR_MS), endTime: new Date(nowMs + 2 * HOUR_MS), openRank: true });
    const early = await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: scheduled }, 'zh-CN');
    expect(early).toMatchObject({ statusCode: 403, msg: '比赛尚未开始' });
    expect((await kit.call(app, 'POST', '/api/get-contest-outside-scoreboard', null, { cid: scheduled })).statusCode).toBe(403);
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', author, { cid: scheduled })).statusCode).toBe(200);
    const privateCid = await kit.contest(author, { auth: ContestAuth.Private });
    expect(await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: privateCid })).toMatchObject({
      statusCode: 403,
      msg: 'You have not registered for this contest',
    });
    await kit.register(privateCid, alice);
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: privateCid })).statusCode).toBe(200);
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: 999_999 })).statusCode).toBe(404);
  });

  it('keeps the outside board closed without openRank', async () => {
    const closed = await kit.contest(author, { openRank: false });
    const answer = await kit.call(app, 'POST', '/api/get-contest-outside-scoreboard', null, { cid: closed }, 'zh-CN');
    expect(answer).toMatchObject({ statusCode: 403, msg: '该比赛未开放外榜' });
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', alice, { cid: closed })).statusCode).toBe(200);
  });

  it('answers 400 to malformed board requests', async () => {
    for (const body of [
      {},
      { cid: 'x' },
      { cid: 0 },
      { cid, keyword: 'k'.repeat(101) },
      { cid, limit: 'ten' },
      { cid, concernedList: Array.from({ length: 301 }, () => 'u') },
    ]) {
      const answer = await kit.call(app, 'POST', '/api/get-contest-outside-scoreboard', null, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.msg).not.toBe('');
    }
  });

  it('gives the scroll board to the contest’s admins of ACM contests: frozen at the seal, what to reveal, medals', async () => {
    const answer = await kit.call<ScrollBoardDto>(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}&gold=1`, author);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.contest).toMatchObject({ id: cid, sealRankTime: new Date(endMs - HOUR_MS).toISOString() });
    expect(answer.data.problems).toEqual([{ displayId: problem.displayId, displayTitle: `Problem ${problem.displayId}`, color: null }]);
    const frozenBob = answer.data.frozen.find((row) => row.uid === bob.uid)?.submissionInfo[problem.displayId] as AcmCellDto | undefined;
    expect(frozenBob?.isAC).toBe(false);
    expect(answer.data.sealedSubmissions.map((submission) => [submission.uid, submission.status])).toEqual([[bob.uid, ACCEPTED]]);
    // gold as given; silver and bronze 20 % and 30 % of three ranked rows, rounded down.
    expect(answer.data.medals).toEqual({ gold: 1, silver: 0, bronze: 0 });
    expect((await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, alice)).statusCode).toBe(403);
    expect((await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, otherAdmin)).statusCode).toBe(403);
    expect((await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${cid}`, null)).statusCode).toBe(401);
    const oi = await kit.contest(author, { type: ContestType.OI });
    expect(await kit.call(app, 'GET', `/api/get-contest-scroll-board?cid=${oi}`, author)).toMatchObject({
      statusCode: 400,
      msg: 'The scroll board is only for ACM contests',
    });
  });
});
