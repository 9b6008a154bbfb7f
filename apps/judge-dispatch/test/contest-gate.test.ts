import { Kvm } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind, ProblemAuth, Role, TIMED_WORK_CID_OFFSET, Verdict, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, ContestGateState } from '@oj/contracts';
import { SubmissionMessage } from '@oj/contracts';
import { body, confirmedJudgeRow, createProblem, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// The contest gate through the submit route (docs/architecture.md, "Contest submissions"): entries
// are written to the bucket as the contest service's ContestGatePublisher writes them (same keys,
// same wire schema from @oj/contracts), and dispatch decides from them alone.

const CODE = 'int main() { return 0; }';
const HOUR_MS = 3_600_000;

describe('contest submissions through the contest gate', () => {
  let h: Harness;
  let kv: KV;
  let contestPid: number;
  let otherPid: number;
  let nextCid = 100;

  beforeAll(async () => {
    h = await startHarness('jd_gate');
    // A contest-only problem: nobody may open it outside its contest (spec 01 §3, auth 3).
    ({ pid: contestPid } = await createProblem(h, { auth: ProblemAuth.Contest }));
    ({ pid: otherPid } = await createProblem(h));
    kv = await new Kvm(h.js).create(h.names.kv.contestGate, { history: 1, ttl: 0 });
  });

  afterAll(async () => {
    await h.close();
  });

  const submit = (payload: Record<string, unknown>, authorization: string, language?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { language: 'C++', code: CODE, ...payload },
      headers: { authorization, ...(language ? { 'accept-language': language } : {}) },
    });

  /** Publishes a contest (running for an hour around now, private, with the contest problem as A). */
  async function publishContest(fields: Partial<ContestGateState> = {}): Promise<number> {
    const cid = fields.cid ?? (nextCid += 1);
    const now = Date.now();
    const state: ContestGateState = {
      cid,
      kind: ContestGateKind.Contest,
      auth: ContestAuth.Private,
      startTimeMs: now - HOUR_MS,
      endTimeMs: now + HOUR_MS,
      durationSec: null,
      allowEndSubmit: false,
      authorUid: 'author-0',
      gid: null,
      problems: [{ pid: contestPid, cpid: 7, displayId: 'A' }],
      publishedAtMs: now,
      ...fields,
    };
    await kv.put(contestGateKeys.contest(cid), JSON.stringify(state));
    return cid;
  }

  async function register(cid: number, uid: string, fields: Partial<ContestGateMember> = {}): Promise<void> {
    const member: ContestGateMember = { cid, uid, registeredAtMs: Date.now(), handedInAtMs: null, ...fields };
    await kv.put(contestGateKeys.member(cid, uid), JSON.stringify(member));
  }

  function refusal(response: Awaited<ReturnType<typeof submit>>, message: string): void {
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe(message);
  }

  it('accepts a registered user in a running contest: stored with its cid and cpid, and queued', async () => {
    const cid = await publishContest();
    const user = h.token();
    await register(cid, user.uid);
    const response = await submit({ pid: contestPid, cid }, user.authorization);
    expect(response.statusCode).toBe(200);
    const submitId = body<{ data: { submitId: number } }>(response).data.submitId;
    const row = await confirmedJudgeRow(h, submitId);
    expect(row).toMatchObject({ pid: contestPid, cid, cpid: 7, uid: user.uid, status: Verdict.Pending });
    expect(row.version).toBeGreaterThan(0);
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
    expect(job?.json()).toMatchObject({ submitId, problemId: contestPid });
    // The same problem outside its contest stays closed.
    refusal(await submit({ pid: contestPid }, user.authorization), SubmissionMessage.problemNotExists.en);
  });

  it('refuses a user who has not registered, in both languages; public contests need no registration', async () => {
    const cid = await publishContest();
    const stranger = h.token().authorization;
    refusal(await submit({ pid: contestPid, cid }, stranger), 'You have not registered for this contest');
    const zh = await submit({ pid: contestPid, cid }, stranger, 'zh-CN');
    expect(body(zh).msg).toBe('您尚未报名该比赛');
    // Registered in another contest is not registered in this one.
    const elsewhere = h.token();
    await register(await publishContest(), elsewhere.uid);
    refusal(await submit({ pid: contestPid, cid }, elsewhere.authorization), SubmissionMessage.contestNotRegistered.en);
    const open = await publishContest({ auth: ContestAuth.Public });
    expect((await submit({ pid: contestPid, cid: open }, stranger)).statusCode).toBe(200);
  });

  it('refuses before the start, except to the contest admins and super admins', async () => {
    const admin = h.token(Role.Admin);
    const cid = await publishContest({ startTimeMs: Date.now() + HOUR_MS, endTimeMs: Date.now() + 2 * HOUR_MS, authorUid: admin.uid });
    const user = h.token();
    await register(cid, user.uid);
    refusal(await submit({ pid: contestPid, cid }, user.authorization), 'The contest has not started yet');
    expect(body(await submit({ pid: contestPid, cid }, user.authorization, 'zh-CN')).msg).toBe('比赛尚未开始');
    expect((await submit({ pid: contestPid, cid }, admin.authorization)).statusCode).toBe(200);
    expect((await submit({ pid: contestPid, cid }, h.token(Role.SuperAdmin).authorization)).statusCode).toBe(200);
  });

  it('refuses after the end unless the contest allows submitting after it', async () => {
    const user = h.token();
    const ended = await publishContest({ startTimeMs: Date.now() - 2 * HOUR_MS, endTimeMs: Date.now() - 1 });
    await register(ended, user.uid);
    refusal(await submit({ pid: contestPid, cid: ended }, user.authorization), 'Contest has ended');
    expect(body(await submit({ pid: contestPid, cid: ended }, user.authorization, 'zh-CN')).msg).toBe('比赛已结束');
    const lenient = await publishContest({ startTimeMs: Date.now() - 2 * HOUR_MS, endTimeMs: Date.now() - 1, allowEndSubmit: true });
    await register(lenient, user.uid);
    expect((await submit({ pid: contestPid, cid: lenient }, user.authorization)).statusCode).toBe(200);
  });

  it('refuses a problem that is not in the contest, and a contest the bucket does not know', async () => {
    const cid = await publishContest();
    const user = h.token();
    await register(cid, user.uid);
    refusal(await submit({ pid: otherPid, cid }, user.authorization), 'The problem is not in this contest');
    expect(body(await submit({ pid: otherPid, cid }, user.authorization, 'zh-CN')).msg).toBe('该题目不在本比赛中');
    refusal(await submit({ pid: contestPid, cid: 99_999 }, user.authorization), SubmissionMessage.contestNotExists.en);
    // An id no contest can have (no key can hold it) is unknown too, not a failure of the bucket.
    refusal(await submit({ pid: contestPid, cid: 1e300 }, user.authorization), SubmissionMessage.contestNotExists.en);
    // A withdrawn contest is unknown at once.
    await kv.delete(contestGateKeys.contest(cid));
    refusal(await submit({ pid: contestPid, cid }, user.authorization), SubmissionMessage.contestNotExists.en);
  });

  it('holds a timed work to its window, the user’s own duration and the hand-in', async () => {
    const cid = TIMED_WORK_CID_OFFSET + 12;
    await publishContest({ cid, kind: ContestGateKind.TimedWork, auth: ContestAuth.Public, durationSec: 1800 });
    const [answering, late, handedIn, notStarted] = [h.token(), h.token(), h.token(), h.token()];
    await register(cid, answering.uid, { registeredAtMs: Date.now() - 60_000 });
    await register(cid, late.uid, { registeredAtMs: Date.now() - 1801_000 });
    await register(cid, handedIn.uid, { handedInAtMs: Date.now() - 1000 });
    expect((await submit({ pid: contestPid, cid }, answering.authorization)).statusCode).toBe(200);
    refusal(await submit({ pid: contestPid, cid }, late.authorization), SubmissionMessage.contestEnded.en);
    refusal(await submit({ pid: contestPid, cid }, handedIn.authorization), SubmissionMessage.contestEnded.en);
    refusal(await submit({ pid: contestPid, cid }, notStarted.authorization), SubmissionMessage.timedWorkNotStarted.en);
  });
});
