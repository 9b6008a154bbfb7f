import type { KV } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_HIDDEN_STATUS, ContestAuth, ContestGateKind, JudgeCaseMode, ProblemAuth, Role, TIMED_WORK_CID_OFFSET, Verdict } from '@oj/contracts';
import type { CaseResultDto, SubmissionDetailResponseDto } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { SubmissionMessage } from '@oj/contracts';
import { MINUTE_MS, gateBucket, minutesFromNow, publishContest, register } from './contest-fixtures.ts';
import { body, createProblem, insertSubmission, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// get-submission-detail and get-all-case-result of contest submissions (docs/api.md "Contest
// submissions"): participants see other users' rows without code, hidden while the seal covers
// them, and no case results before the end; owners, contest admins and admin roles see them whole.

const RUNNING = 601;
const ENDED = 602;

describe('contest submission details', () => {
  let h: Harness;
  let kv: KV;
  let pid: number;
  let alice: ReturnType<Harness['token']>;
  let bob: ReturnType<Harness['token']>;
  let author: ReturnType<Harness['token']>;
  const ids = {} as Record<'early' | 'sealed' | 'ended', number>;

  beforeAll(async () => {
    h = await startHarness('jd_cdetail', { consumeResults: false });
    kv = await gateBucket(h);
    ({ pid } = await createProblem(h, { auth: ProblemAuth.Contest, openCaseResult: true, withoutData: true }));
    alice = h.token(Role.User, { username: 'alice' });
    bob = h.token(Role.User, { username: 'bob' });
    author = h.token(Role.Admin, { username: 'author' });
    const problems = [{ pid, cpid: 5, displayId: 'C' }];
    await publishContest(kv, {
      cid: RUNNING,
      auth: ContestAuth.Private,
      startTimeMs: Date.now() - 120 * MINUTE_MS,
      sealRankTimeMs: Date.now() - 30 * MINUTE_MS,
      authorUid: author.uid,
      problems,
    });
    await publishContest(kv, { cid: ENDED, startTimeMs: Date.now() - 180 * MINUTE_MS, endTimeMs: Date.now() - 60 * MINUTE_MS, problems });
    await register(kv, RUNNING, alice.uid);
    await register(kv, RUNNING, bob.uid);
    const add = async (name: keyof typeof ids, cid: number, minutes: number, status: number = Verdict.Accepted) => {
      ids[name] = await insertSubmission(h, {
        pid,
        uid: bob.uid,
        username: 'bob',
        cid,
        status,
        submitTime: minutesFromNow(minutes),
        time: 9,
        memory: 900,
        score: 100,
        code: `// ${name}`,
      });
      await h.database.dataSource.getRepository(JudgeCaseEntity).insert({
        submitId: ids[name],
        pid,
        caseId: 1,
        seq: 1,
        status,
        time: 9,
        memory: 900,
        score: 100,
        inputData: '1.in',
        outputData: '1.out',
        userOutput: '3',
        groupNum: 1,
        uid: bob.uid,
        mode: JudgeCaseMode.Default,
      });
    };
    await add('early', RUNNING, -60, Verdict.WrongAnswer);
    await add('sealed', RUNNING, -10);
    await add('ended', ENDED, -120);
  });

  afterAll(async () => {
    await h.close();
  });

  const detail = async (submitId: number, authorization?: string) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/get-submission-detail?submitId=${submitId}`,
      headers: authorization ? { authorization } : {},
    });
    return { response, data: response.statusCode === 200 ? body<{ data: SubmissionDetailResponseDto }>(response).data : null };
  };
  const cases = async (submitId: number, authorization: string) => {
    const response = await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${submitId}`, headers: { authorization } });
    return { response, data: response.statusCode === 200 ? body<{ data: CaseResultDto }>(response).data : null };
  };

  it('hides a sealed result from another participant: status -5, no code, no case results, no accepted card', async () => {
    const { data } = await detail(ids.sealed, alice.authorization);
    expect(data?.submission).toMatchObject({
      status: CONTEST_HIDDEN_STATUS,
      time: null,
      memory: null,
      score: null,
      code: null,
      errorMessage: null,
      displayId: 'C',
    });
    expect(data?.days).toBeNull();
    expect((await cases(ids.sealed, alice.authorization)).data).toMatchObject({ judgeCaseList: null, subTaskJudgeCaseVoList: null });
  });

  it("shows another participant's result before the seal, never the code, and no case results before the end", async () => {
    const { data } = await detail(ids.early, alice.authorization);
    expect(data?.submission).toMatchObject({ status: Verdict.WrongAnswer, time: 9, code: null });
    expect((await cases(ids.early, alice.authorization)).data?.judgeCaseList).toBeNull();
  });

  it('shows the owner and the contest admins (author, super admin) everything', async () => {
    for (const viewer of [bob, author, h.token(Role.SuperAdmin)]) {
      const { data } = await detail(ids.sealed, viewer.authorization);
      expect(data?.submission).toMatchObject({ status: Verdict.Accepted, time: 9, code: '// sealed', displayId: 'C' });
      expect((await cases(ids.sealed, viewer.authorization)).data?.judgeCaseList?.[0]).toMatchObject({ status: Verdict.Accepted, inputData: '1.in' });
    }
  });

  it('gives admin roles that do not run the contest, and a demoted author, no more than a participant (F5, F9)', async () => {
    const demoted = h.token(Role.User, { uid: author.uid, username: 'author' });
    // Not registered for the private contest: refused, as any user.
    for (const viewer of [h.token(Role.Admin), h.token(Role.ProblemAdmin), demoted]) {
      const { response } = await detail(ids.sealed, viewer.authorization);
      expect(response.statusCode).toBe(403);
      expect(body(response).msg).toBe(SubmissionMessage.submissionHidden.en);
    }
    // Registered: a participant's view, the sealed result hidden and no code.
    const admin = h.token(Role.Admin, { username: 'registered-admin' });
    await register(kv, RUNNING, admin.uid);
    const { data } = await detail(ids.sealed, admin.authorization);
    expect(data?.submission).toMatchObject({ status: CONTEST_HIDDEN_STATUS, code: null });
    expect((await cases(ids.sealed, admin.authorization)).data?.judgeCaseList).toBeNull();
    // Once the contest is over and unsealed, spec 01 §6 applies again: admin roles read everything.
    const ended = await detail(ids.ended, h.token(Role.ProblemAdmin).authorization);
    expect(ended.data?.submission).toMatchObject({ status: Verdict.Accepted, code: '// ended' });
  });

  it('refuses those who may not look at the contest, and anonymous callers even in a public one', async () => {
    const carol = h.token(Role.User, { username: 'carol' });
    for (const [submitId, authorization] of [
      [ids.early, carol.authorization],
      [ids.early, undefined],
      [ids.ended, undefined],
    ] as const) {
      const { response } = await detail(submitId, authorization);
      expect(response.statusCode).toBe(403);
      expect(body(response).msg).toBe(SubmissionMessage.submissionHidden.en);
    }
  });

  it("after the end: others' results and case verdicts, still never their code", async () => {
    const carol = h.token(Role.User, { username: 'carol' });
    const { data } = await detail(ids.ended, carol.authorization);
    expect(data?.submission).toMatchObject({ status: Verdict.Accepted, time: 9, code: null });
    const result = await cases(ids.ended, carol.authorization);
    expect(result.data?.judgeCaseList?.[0]).toMatchObject({ status: Verdict.Accepted, inputData: null, userOutput: null });
  });

  it("keeps a timed work's submissions to their owner and admins", async () => {
    const cid = TIMED_WORK_CID_OFFSET + 7;
    await publishContest(kv, { cid, kind: ContestGateKind.TimedWork, durationSec: 3600, problems: [{ pid, cpid: 6, displayId: '1' }] });
    const submitId = await insertSubmission(h, { pid, uid: bob.uid, username: 'bob', cid, submitTime: minutesFromNow(-1) });
    expect((await detail(submitId, alice.authorization)).response.statusCode).toBe(403);
    expect((await detail(submitId, bob.authorization)).response.statusCode).toBe(200);
  });
});
