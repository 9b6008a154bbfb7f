import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, Role, Verdict } from '@oj/contracts';
import type { ScoreboardPageDto, SubmissionJudgedEvent } from '@oj/contracts';
import { PAGE_BODIES_KEPT, PageBodies, acceptsGzip } from '../../src/modules/board/page-bodies.ts';
import { BoardStore } from '../../src/modules/board/store.ts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS, WRONG } from './kit.ts';
import type { Account } from './kit.ts';

// What the boards keep between requests, and when it goes: the serialised pages of a board version
// (and their gzip form), and the registrations read for private contests.

const envelopeOf = (json: string) => JSON.parse(json) as { status: number; msg: string; data: ScoreboardPageDto };

describe('kept page bodies', () => {
  it('shares a body per version and key, and drops every body when the version moves', () => {
    const bodies = new PageBodies();
    let made = 0;
    const make = () => `{"n":${(made += 1)}}`;
    const first = bodies.get(1, 'page 1', make);
    expect(bodies.get(1, 'page 1', make)).toBe(first);
    expect(bodies.get(1, 'page 2', make)).not.toBe(first);
    expect(bodies.get(2, 'page 1', make).json).toBe('{"n":3}');
    expect(bodies.size).toBe(1);
    // A one-off (no key) is made each time and never kept.
    expect(bodies.get(2, null, make).kept).toBe(false);
    expect(bodies.get(2, null, make).json).toBe('{"n":5}');
    for (let index = 0; index < PAGE_BODIES_KEPT + 5; index += 1) bodies.get(2, `k${index}`, make);
    expect(bodies.size).toBeLessThanOrEqual(PAGE_BODIES_KEPT);
  });

  it('makes the gzip form once, and it holds the same JSON', () => {
    const body = new PageBodies().get(1, 'k', () => JSON.stringify({ rows: Array.from({ length: 500 }, (_, index) => ({ rank: index })) }));
    expect(body.gzip).toBe(body.gzip);
    expect(gunzipSync(body.gzip).toString()).toBe(body.json);
    expect(body.gzip.length).toBeLessThan(body.json.length / 4);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', '*', 'identity, *;q=0.5', ['deflate', 'gzip']])
      expect(acceptsGzip(header), String(header)).toBe(true);
    for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0', '*;q=0', 'gzip;q=0, *', 'deflate, br'])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});

describe('kept answers of a board: versions, the seal moment, gzip, registrations', () => {
  let kit: BoardKit;
  let store: BoardStore;
  let app: FastifyInstance;
  let author: Account;
  let alice: Account;
  let bob: Account;
  let carl: Account;
  let cid: number;
  let privateCid: number;
  let problem: { cpid: number; pid: number; displayId: string };
  let nowMs = Date.now();
  const sealMs = nowMs + 10 * MINUTE_MS;
  const endMs = nowMs + HOUR_MS;
  let sequence = 0;

  beforeAll(async () => {
    kit = await BoardKit.create('board_kept');
    author = await kit.account('author', [Role.Admin]);
    alice = await kit.account('alice');
    bob = await kit.account('bob');
    carl = await kit.account('carl');
    // Running, sealed from ten minutes from now.
    cid = await kit.contest(author, {
      startTime: new Date(nowMs - HOUR_MS),
      endTime: new Date(endMs),
      sealRank: true,
      sealRankTime: new Date(sealMs),
      autoRealRank: false,
      openRank: true,
    });
    [problem] = (await kit.problems(cid, 1)) as [typeof problem];
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: alice, status: ACCEPTED, submitTime: new Date(nowMs - 30 * MINUTE_MS) });
    privateCid = await kit.contest(author, { auth: ContestAuth.Private });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    store = new BoardStore({ db: () => kit.db, log, streamSequence: () => Promise.resolve(0), onChange: () => undefined, clock: () => nowMs });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await store.close();
    await kit.close();
  });

  const judged = (submitId: number, user: Account, status: number, submitTime: Date): SubmissionJudgedEvent => ({
    submitId,
    pid: problem.pid,
    uid: user.uid,
    username: user.username,
    cid,
    gid: null,
    oldStatus: Verdict.Pending,
    newStatus: status,
    score: null,
    oiRankScore: null,
    time: 1,
    memory: 1,
    isManual: false,
    reason: 'judged',
    submitTime: submitTime.toISOString(),
    at: new Date().toISOString(),
  });

  it('serves a new body after every change of the board, never the one before', async () => {
    const entry = await store.board(cid);
    if (!entry) throw new Error('no board');
    const page = () => entry.pageBody({}, { isAdmin: false }, nowMs, 'en-US');
    const before = page();
    expect(page()).toBe(before);
    const submitTime = new Date(nowMs - 5 * MINUTE_MS);
    store.applyEvent(judged(900_001, bob, ACCEPTED, submitTime), (sequence += 1));
    const after = page();
    expect(after).not.toBe(before);
    expect(envelopeOf(after.json).data.version).toBeGreaterThan(envelopeOf(before.json).data.version);
    expect(envelopeOf(after.json).data.records.map((row) => row.uid)).toContain(bob.uid);
    // The same change again: nothing moves, the body stays.
    store.applyEvent(judged(900_001, bob, ACCEPTED, submitTime), (sequence += 1));
    expect(page()).toBe(after);
  });

  it('makes a new body at the seal moment, within one version', async () => {
    const entry = await store.board(cid);
    if (!entry) throw new Error('no board');
    const open = entry.pageBody({}, { isAdmin: false }, sealMs - 1, 'en-US');
    const version = envelopeOf(open.json).data.version;
    expect(envelopeOf(open.json).data.sealed).toBe(false);
    // A wrong answer of carl's after the seal: the sealed view shows it as pending.
    nowMs = sealMs + MINUTE_MS;
    store.applyEvent(judged(900_002, carl, WRONG, new Date(sealMs + 30_000)), (sequence += 1));
    const openAfter = entry.pageBody({}, { isAdmin: false }, sealMs - 1, 'en-US');
    const sealed = entry.pageBody({}, { isAdmin: false }, sealMs + MINUTE_MS, 'en-US');
    expect(envelopeOf(openAfter.json).data.version).toBeGreaterThan(version);
    expect(envelopeOf(sealed.json).data).toMatchObject({ sealed: true, version: envelopeOf(openAfter.json).data.version });
    expect(sealed).not.toBe(openAfter);
    expect(envelopeOf(sealed.json).data.records.find((row) => row.uid === carl.uid)?.submissionInfo[problem.displayId]).toMatchObject({
      pendingNum: 1,
      errorNum: 0,
    });
    // The contest's admins see the real board in the same version: a body of their own.
    const real = entry.pageBody({}, { isAdmin: true }, sealMs + MINUTE_MS, 'en-US');
    expect(envelopeOf(real.json).data.sealed).toBe(false);
    expect(envelopeOf(real.json).data.records.find((row) => row.uid === carl.uid)?.submissionInfo[problem.displayId]).toMatchObject({
      pendingNum: 0,
      errorNum: 1,
    });
    expect(entry.pageBody({}, { isAdmin: false }, sealMs + MINUTE_MS, 'en-US')).toBe(sealed);
  });

  it('answers gzip to clients that accept it, the same JSON, and varies on it', async () => {
    const ask = (encoding: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/get-contest-outside-scoreboard',
        headers: encoding === null ? {} : { 'accept-encoding': encoding },
        payload: { cid },
      });
    const plain = await ask(null);
    const zipped = await ask('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, zipped]) {
      expect(answer.statusCode).toBe(200);
      expect(String(answer.headers.vary)).toMatch(/Accept-Language.*Accept-Encoding/);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    // A concerned list is made for its request alone, and sent as it is.
    const token = kit.token(app, alice);
    const concerned = await app.inject({
      method: 'POST',
      url: '/api/get-contest-rank',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      payload: { cid, concernedList: [alice.uid] },
    });
    expect(concerned.headers['content-encoding']).toBeUndefined();
    expect(concerned.json<{ data: ScoreboardPageDto }>().data.records.map((row) => row.uid)).toEqual([alice.uid]);
  });

  it('keeps the registrations it read: a "yes" for as long as the board, a "no" never', async () => {
    await store.board(privateCid);
    expect(await store.isRegistered(privateCid, alice.uid)).toBe(false);
    await kit.register(privateCid, alice);
    expect(await store.isRegistered(privateCid, alice.uid)).toBe(true);
    // Registrations are never taken back while a contest exists; the board does not ask again.
    await kit.db.query('DELETE FROM contest_register WHERE cid = ? AND uid = ?', [privateCid, alice.uid]);
    expect(await store.isRegistered(privateCid, alice.uid)).toBe(true);
    // A board built again (here: dropped, as for a deleted contest) asks the database.
    store.drop(privateCid);
    await store.board(privateCid);
    expect(await store.isRegistered(privateCid, alice.uid)).toBe(false);
  });
});
