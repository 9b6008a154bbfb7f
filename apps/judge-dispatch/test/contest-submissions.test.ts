import type { KV } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_HIDDEN_STATUS, ContestAuth, ProblemAuth, Role, Verdict } from '@oj/contracts';
import type { SubmissionListDto, SubmissionSummaryDto } from '@oj/contracts';
import { SubmissionMessage } from '@oj/contracts';
import { MINUTE_MS, gateBucket, minutesFromNow, publishContest, register } from './contest-fixtures.ts';
import { body, createProblem, insertSubmission, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// contest-submissions and check-contest-submissions-status (spec 02 §7; docs/api.md "Contest
// submissions"): a private contest sealed 30 minutes ago, seen by its participants, its admins and
// outsiders. Gate entries are written to the bucket directly, judge rows inserted as fixtures.

const CID = 501;
const OTHER_CID = 502;

describe('contest submission list and status check', () => {
  let h: Harness;
  let kv: KV;
  let pA: number;
  let pB: number;
  let alice: ReturnType<Harness['token']>;
  let bob: ReturnType<Harness['token']>;
  let carol: ReturnType<Harness['token']>;
  let author: ReturnType<Harness['token']>;
  const ids = {} as Record<'trial' | 'aliceEarly' | 'bobEarly' | 'bobSealed' | 'aliceSealed' | 'elsewhere', number>;

  beforeAll(async () => {
    h = await startHarness('jd_csub', { consumeResults: false });
    kv = await gateBucket(h);
    ({ pid: pA } = await createProblem(h, { auth: ProblemAuth.Contest, title: 'Alpha', withoutData: true }));
    ({ pid: pB } = await createProblem(h, { auth: ProblemAuth.Contest, title: 'Beta', withoutData: true }));
    alice = h.token(Role.User, { username: 'alice' });
    bob = h.token(Role.User, { username: 'bob' });
    carol = h.token(Role.User, { username: 'carol' });
    // The contest's author: an admin, who administers this contest (another admin does not).
    author = h.token(Role.Admin, { username: 'author' });
    await publishContest(kv, {
      cid: CID,
      auth: ContestAuth.Private,
      startTimeMs: Date.now() - 120 * MINUTE_MS,
      endTimeMs: Date.now() + 60 * MINUTE_MS,
      sealRankTimeMs: Date.now() - 30 * MINUTE_MS,
      authorUid: author.uid,
      problems: [
        { pid: pA, cpid: 11, displayId: 'A' },
        { pid: pB, cpid: 12, displayId: 'B' },
      ],
    });
    await register(kv, CID, alice.uid);
    await register(kv, CID, bob.uid);
    const add = async (name: keyof typeof ids, who: { uid: string; username: string }, pid: number, status: number, minutes: number, cid = CID) => {
      ids[name] = await insertSubmission(h, {
        pid,
        uid: who.uid,
        username: who.username,
        status,
        cid,
        cpid: pid === pA ? 11 : 12,
        displayPid: `P${pid}`,
        submitTime: minutesFromNow(minutes),
        time: 12,
        memory: 3000,
        score: status === Verdict.Accepted ? 100 : 0,
      });
    };
    await add('trial', author, pA, Verdict.Accepted, -150);
    await add('aliceEarly', alice, pA, Verdict.Accepted, -90);
    await add('bobEarly', bob, pB, Verdict.WrongAnswer, -80);
    await add('bobSealed', bob, pA, Verdict.Accepted, -10);
    await add('aliceSealed', alice, pB, Verdict.Accepted, -5);
    await add('elsewhere', bob, pA, Verdict.Accepted, -5, OTHER_CID);
  });

  afterAll(async () => {
    await h.close();
  });

  const list = async (query: Record<string, string | number | boolean>, authorization?: string) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/contest-submissions?${search.toString()}`,
      headers: authorization ? { authorization } : {},
    });
    return { response, data: response.statusCode === 200 ? body<{ data: SubmissionListDto }>(response).data : null };
  };
  const check = async (payload: Record<string, unknown>, authorization: string) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/check-contest-submissions-status', payload, headers: { authorization } });
    return { response, data: response.statusCode === 200 ? body<{ data: Record<string, SubmissionSummaryDto> }>(response).data : null };
  };
  const byId = (records: readonly SubmissionSummaryDto[] | undefined) => new Map((records ?? []).map((record) => [record.submitId, record]));

  it('needs a sign-in, a known contest, and for a private contest a registration', async () => {
    expect((await list({ contestID: CID })).response.statusCode).toBe(401);
    const unknown = await list({ contestID: 999 }, alice.authorization);
    expect(unknown.response.statusCode).toBe(404);
    expect(body(unknown.response).msg).toBe(SubmissionMessage.contestNotExists.en);
    const outsider = await list({ contestID: CID }, carol.authorization);
    expect(outsider.response.statusCode).toBe(403);
    expect(body(outsider.response).msg).toBe(SubmissionMessage.contestNotRegistered.en);
    expect((await check({ submitIds: [ids.bobEarly], cid: CID }, carol.authorization)).response.statusCode).toBe(403);
    expect((await list({}, alice.authorization)).response.statusCode).toBe(400);
  });

  it("shows a participant others' results after the seal as hidden, their own and earlier ones in full", async () => {
    const { data } = await list({ contestID: CID }, alice.authorization);
    // The author's run before the start and the other contest's row are not listed.
    expect(data?.records.map((record) => record.submitId)).toEqual([ids.aliceSealed, ids.bobSealed, ids.bobEarly, ids.aliceEarly]);
    expect(data?.total).toBe(4);
    const rows = byId(data?.records);
    expect(rows.get(ids.bobSealed)).toMatchObject({
      status: CONTEST_HIDDEN_STATUS,
      time: null,
      memory: null,
      score: null,
      oiRankScore: null,
      displayPid: 'A',
      displayId: 'A',
      title: 'Alpha',
      username: 'bob',
    });
    expect(rows.get(ids.aliceSealed)).toMatchObject({ status: Verdict.Accepted, time: 12, memory: 3000, score: 100, displayPid: 'B' });
    expect(rows.get(ids.bobEarly)).toMatchObject({ status: Verdict.WrongAnswer, time: 12, displayPid: 'B' });
  });

  it('filters by status through the seal, so a filter cannot tell a hidden result', async () => {
    const accepted = await list({ contestID: CID, status: Verdict.Accepted }, alice.authorization);
    expect(accepted.data?.records.map((record) => record.submitId)).toEqual([ids.aliceSealed, ids.aliceEarly]);
    expect(accepted.data?.total).toBe(2);
    const hidden = await list({ contestID: CID, status: CONTEST_HIDDEN_STATUS }, alice.authorization);
    expect(hidden.data?.records.map((record) => record.submitId)).toEqual([ids.bobSealed]);
    // The contest's admin sees the real statuses, so the same filter finds bob's.
    const admin = await list({ contestID: CID, status: Verdict.Accepted }, author.authorization);
    expect(admin.data?.records.map((record) => record.submitId)).toEqual([ids.aliceSealed, ids.bobSealed, ids.aliceEarly]);
  });

  it('filters by display id, mine and username', async () => {
    const onB = await list({ contestID: CID, problemID: 'b', completeProblemID: true }, alice.authorization);
    expect(onB.data?.records.map((record) => record.submitId)).toEqual([ids.aliceSealed, ids.bobEarly]);
    expect((await list({ contestID: CID, problemID: 'Z' }, alice.authorization)).data?.total).toBe(0);
    const mine = await list({ contestID: CID, onlyMine: true, username: 'bob' }, alice.authorization);
    expect(mine.data?.records.map((record) => record.submitId)).toEqual([ids.aliceSealed, ids.aliceEarly]);
    const bobs = await list({ contestID: CID, username: 'bob' }, alice.authorization);
    expect(bobs.data?.records.map((record) => record.submitId)).toEqual([ids.bobSealed, ids.bobEarly]);
  });

  it('shows the contest admins (author, super admin) everything; they add their runs before the start on request', async () => {
    for (const viewer of [author, h.token(Role.SuperAdmin)]) {
      const { data } = await list({ contestID: CID }, viewer.authorization);
      expect(byId(data?.records).get(ids.bobSealed)).toMatchObject({ status: Verdict.Accepted, time: 12, score: 100 });
      expect(data?.total).toBe(4);
    }
    const withTrial = await list({ contestID: CID, beforeContestSubmit: true }, author.authorization);
    expect(withTrial.data?.records.map((record) => record.submitId)).toContain(ids.trial);
    // Participants do not get the admins' runs before the start.
    expect((await list({ contestID: CID, beforeContestSubmit: true }, alice.authorization)).data?.total).toBe(4);
  });

  it('refuses admin roles that do not run the contest, and the author once demoted, as any unregistered user (F5, F9)', async () => {
    const demoted = h.token(Role.User, { uid: author.uid, username: 'author' });
    for (const viewer of [h.token(Role.Admin), h.token(Role.ProblemAdmin), demoted]) {
      const { response } = await list({ contestID: CID }, viewer.authorization);
      expect(response.statusCode).toBe(403);
      expect(body(response).msg).toBe(SubmissionMessage.contestNotRegistered.en);
      // Nor does the core list or status check show them the contest's rows of others.
      const core = await h.app.inject({
        method: 'POST',
        url: '/api/get-submission-list',
        payload: { contestID: CID },
        headers: { authorization: viewer.authorization },
      });
      // Only their own rows (the demoted author's run before the start).
      expect(body<{ data: SubmissionListDto }>(core).data.records.every((record) => record.uid === viewer.uid)).toBe(true);
      const status = await h.app.inject({
        method: 'POST',
        url: '/api/check-submissions-status',
        payload: { submitIds: [ids.bobSealed, ids.aliceEarly], cid: CID },
        headers: { authorization: viewer.authorization },
      });
      expect(body<{ data: object }>(status).data).toEqual({});
    }
    // The super admin keeps the core list's view of the whole contest.
    const root = await h.app.inject({
      method: 'POST',
      url: '/api/get-submission-list',
      payload: { contestID: CID },
      headers: { authorization: h.token(Role.SuperAdmin).authorization },
    });
    expect(body<{ data: { total: number } }>(root).data.total).toBeGreaterThan(0);
  });

  it('checks statuses with the same rules', async () => {
    const asked = [ids.bobSealed, ids.aliceSealed, ids.bobEarly, ids.trial, ids.elsewhere];
    const { data } = await check({ submitIds: asked, cid: CID }, alice.authorization);
    expect(
      Object.keys(data ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([ids.bobEarly, ids.bobSealed, ids.aliceSealed].sort((a, b) => a - b));
    expect(data?.[String(ids.bobSealed)]).toMatchObject({ status: CONTEST_HIDDEN_STATUS, time: null, memory: null, score: null, displayId: 'A' });
    expect(data?.[String(ids.aliceSealed)]).toMatchObject({ status: Verdict.Accepted, score: 100 });
    const admin = await check({ submitIds: asked, cid: CID }, author.authorization);
    expect(admin.data?.[String(ids.bobSealed)]).toMatchObject({ status: Verdict.Accepted });
    expect(admin.data?.[String(ids.trial)]).toBeDefined();
    expect(admin.data?.[String(ids.elsewhere)]).toBeUndefined();
  });

  it('names the problems of rows in the check, those the contest no longer has too', async () => {
    const { pid: gone } = await createProblem(h, { auth: ProblemAuth.Contest, title: 'Gamma', withoutData: true });
    const mine = await insertSubmission(h, { pid: gone, uid: alice.uid, username: 'alice', cid: CID, cpid: 13, submitTime: minutesFromNow(-60) });
    const { data } = await check({ submitIds: [mine, ids.aliceSealed], cid: CID }, alice.authorization);
    expect(data?.[String(mine)]).toMatchObject({ title: 'Gamma', pid: gone });
    expect(data?.[String(ids.aliceSealed)]).toMatchObject({ title: 'Beta', displayId: 'B' });
  });

  it('shows nothing of a scheduled contest to participants, and everything to its admins', async () => {
    const cid = 503;
    await publishContest(kv, {
      cid,
      startTimeMs: Date.now() + 60 * MINUTE_MS,
      endTimeMs: Date.now() + 120 * MINUTE_MS,
      authorUid: author.uid,
      problems: [{ pid: pA, cpid: 21, displayId: 'A' }],
    });
    const trial = await insertSubmission(h, { pid: pA, uid: author.uid, username: 'author', cid, submitTime: minutesFromNow(-1) });
    expect((await list({ contestID: cid }, alice.authorization)).data).toEqual({ total: 0, records: [] });
    expect((await check({ submitIds: [trial], cid }, alice.authorization)).data).toEqual({});
    expect((await list({ contestID: cid, beforeContestSubmit: true }, author.authorization)).data?.records.map((record) => record.submitId)).toEqual([trial]);
  });

  it('lists submissions after the end only with containsEnd', async () => {
    const cid = 504;
    await publishContest(kv, {
      cid,
      startTimeMs: Date.now() - 180 * MINUTE_MS,
      endTimeMs: Date.now() - 60 * MINUTE_MS,
      allowEndSubmit: true,
      problems: [{ pid: pA, cpid: 31, displayId: 'A' }],
    });
    const during = await insertSubmission(h, { pid: pA, uid: bob.uid, username: 'bob', cid, submitTime: minutesFromNow(-120) });
    const after = await insertSubmission(h, { pid: pA, uid: bob.uid, username: 'bob', cid, submitTime: minutesFromNow(-30) });
    expect((await list({ contestID: cid }, alice.authorization)).data?.records.map((record) => record.submitId)).toEqual([during]);
    expect((await list({ contestID: cid, containsEnd: true }, alice.authorization)).data?.records.map((record) => record.submitId)).toEqual([after, during]);
  });

  it('keeps results hidden after the end while autoRealRank is off, and shows them once it is on', async () => {
    const cid = 505;
    const ended = {
      cid,
      startTimeMs: Date.now() - 180 * MINUTE_MS,
      endTimeMs: Date.now() - 60 * MINUTE_MS,
      sealRankTimeMs: Date.now() - 120 * MINUTE_MS,
      problems: [{ pid: pA, cpid: 41, displayId: 'A' }],
    };
    await publishContest(kv, { ...ended, autoRealRank: false });
    const sealed = await insertSubmission(h, { pid: pA, uid: bob.uid, username: 'bob', cid, submitTime: minutesFromNow(-90), time: 5 });
    expect((await list({ contestID: cid }, alice.authorization)).data?.records[0]).toMatchObject({
      submitId: sealed,
      status: CONTEST_HIDDEN_STATUS,
      time: null,
    });
    await publishContest(kv, { ...ended, autoRealRank: true });
    expect((await list({ contestID: cid }, alice.authorization)).data?.records[0]).toMatchObject({ submitId: sealed, status: Verdict.Accepted, time: 5 });
  });
});
