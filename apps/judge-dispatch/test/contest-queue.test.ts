import { Kvm } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind, Role, TIMED_WORK_CID_OFFSET, Verdict, contestGateKeys } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { ensureJudgeStreams } from '@oj/judge-queue';
import { body, confirmedJudgeRow, createProblem, insertSubmission, judgeRow, startHarness, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

// Which judge queue dispatch puts a submission's job on (docs/judge-node.md, "Queue priority"): the
// contest gate is written as the contest service's ContestGatePublisher writes it.

const CODE = 'int main() { return 0; }';
const HOUR_MS = 3_600_000;

describe('the judge queue of a submission', () => {
  let h: Harness;
  let kv: KV;
  let pid: number;
  let nextCid = 300;
  let root: string;

  beforeAll(async () => {
    // The sweep runs at every start and treats every in-progress row as due.
    h = await startHarness('jd_cqueue', { sweepIntervalMs: 0, redispatchAfterMs: 0 });
    ({ pid } = await createProblem(h));
    kv = await new Kvm(h.js).create(h.names.kv.contestGate, { history: 1, ttl: 0 });
    root = h.token(Role.SuperAdmin).authorization;
  });

  afterAll(async () => {
    await h.close();
  });

  /** A public contest (or timed work) with the problem as A, running for an hour around now unless told otherwise. */
  async function publishContest(fields: Partial<ContestGateState> = {}): Promise<number> {
    const cid = fields.cid ?? (nextCid += 1);
    const now = Date.now();
    const state: ContestGateState = {
      cid,
      kind: ContestGateKind.Contest,
      auth: ContestAuth.Public,
      startTimeMs: now - HOUR_MS,
      endTimeMs: now + HOUR_MS,
      durationSec: null,
      allowEndSubmit: false,
      authorUid: 'author-0',
      gid: null,
      problems: [{ pid, cpid: 9, displayId: 'A' }],
      publishedAtMs: now,
      ...fields,
    };
    await kv.put(contestGateKeys.contest(cid), JSON.stringify(state));
    return cid;
  }

  async function submit(cid: number, authorization = h.token().authorization): Promise<number> {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, cid, language: 'C++', code: CODE },
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return body<{ data: { submitId: number } }>(response).data.submitId;
  }

  /** The subject of the submission's current job (its version is the job's stream sequence). */
  async function queueOf(submitId: number): Promise<string> {
    const { version } = await confirmedJudgeRow(h, submitId);
    expect(version).toBeGreaterThan(0);
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: version });
    expect(job?.json()).toMatchObject({ submitId });
    return job?.subject ?? '';
  }

  const contestQueue = () => h.names.subjects.judgeJob('contest');
  const normalQueue = () => h.names.subjects.judgeJob('normal');

  it('puts a running contest submission on the contest queue and a practice one on the normal queue', async () => {
    const cid = await publishContest();
    expect(await queueOf(await submit(cid))).toBe(contestQueue());
    expect(await queueOf(await submit(0))).toBe(normalQueue());
  });

  it('counts a running timed work as a contest', async () => {
    const cid = await publishContest({ cid: TIMED_WORK_CID_OFFSET + 11, kind: ContestGateKind.TimedWork, durationSec: 3600 });
    const user = h.token();
    await kv.put(contestGateKeys.member(cid, user.uid), JSON.stringify({ cid, uid: user.uid, registeredAtMs: Date.now(), handedInAtMs: null }));
    expect(await queueOf(await submit(cid, user.authorization))).toBe(contestQueue());
  });

  it('uses the normal queue for a contest that is not running: admins before the start, after the end with allowEndSubmit', async () => {
    const admin = h.token(Role.Admin);
    const scheduled = await publishContest({ startTimeMs: Date.now() + HOUR_MS, endTimeMs: Date.now() + 2 * HOUR_MS, authorUid: admin.uid });
    expect(await queueOf(await submit(scheduled, admin.authorization))).toBe(normalQueue());
    const ended = await publishContest({ startTimeMs: Date.now() - 2 * HOUR_MS, endTimeMs: Date.now() - 1, allowEndSubmit: true });
    expect(await queueOf(await submit(ended))).toBe(normalQueue());
  });

  it('rejudges on the contest queue while the contest runs, and on the normal queue once it has ended', async () => {
    const cid = await publishContest();
    const submitId = await insertSubmission(h, { pid, cid, cpid: 9, uid: 'owner', username: 'owner', status: Verdict.WrongAnswer });
    const rejudge = () => h.app.inject({ method: 'GET', url: `/api/rejudge?submitId=${submitId}`, headers: { authorization: root } });
    expect((await rejudge()).statusCode).toBe(200);
    expect(await queueOf(submitId)).toBe(contestQueue());

    await h.database.dataSource.getRepository(JudgeEntity).update({ submitId }, { status: Verdict.WrongAnswer });
    await publishContest({ cid, startTimeMs: Date.now() - 2 * HOUR_MS, endTimeMs: Date.now() - 1 });
    expect((await rejudge()).statusCode).toBe(200);
    expect(await queueOf(submitId)).toBe(normalQueue());
  });

  it('uses the normal queue for a contest the gate does not know, or whose entry is not of the schema', async () => {
    const submitId = await insertSubmission(h, { pid, cid: 9_999, cpid: 9, uid: 'owner', username: 'owner', status: Verdict.WrongAnswer });
    expect((await h.app.inject({ method: 'GET', url: `/api/rejudge?submitId=${submitId}`, headers: { authorization: root } })).statusCode).toBe(200);
    expect(await queueOf(submitId)).toBe(normalQueue());
    const broken = (nextCid += 1);
    await kv.put(contestGateKeys.contest(broken), '{"cid": "not a state"}');
    const other = await insertSubmission(h, { pid, cid: broken, cpid: 9, uid: 'owner', username: 'owner', status: Verdict.WrongAnswer });
    expect((await h.app.inject({ method: 'GET', url: `/api/rejudge?submitId=${other}`, headers: { authorization: root } })).statusCode).toBe(200);
    expect(await queueOf(other)).toBe(normalQueue());
  });

  it('sweeps a lost contest job back onto the contest queue, and leaves a queued one alone', async () => {
    const cid = await publishContest();
    const lost = await submit(cid);
    const before = await confirmedJudgeRow(h, lost);
    await h.jsm.streams.purge(h.names.streams.judgeJobs.name);
    await ensureJudgeStreams(h.jsm, h.names);
    const kept = await submit(cid);
    const keptBefore = await confirmedJudgeRow(h, kept);

    await h.restart(); // sweeps every in-progress row
    const after = await waitFor('the lost job to be enqueued again', async () => {
      const current = await judgeRow(h, lost);
      return current.version > before.version ? current : null;
    });
    expect(after.status).toBe(Verdict.Pending);
    expect(await queueOf(lost)).toBe(contestQueue());
    // Still in the stream on the contest queue: not enqueued twice.
    expect((await judgeRow(h, kept)).version).toBe(keptBefore.version);
    expect(await queueOf(kept)).toBe(contestQueue());
  });
});
