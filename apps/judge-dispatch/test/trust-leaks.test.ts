import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeCaseMode, ProblemAuth, Role, Verdict } from '@oj/contracts';
import type { CaseResultDto, SubmissionListDto, SubmissionSummaryDto } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { body, createProblem, insertSubmission, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// Issue 9 ("Trust"): case outputs only for the owner and admins, and private or group problems
// never named to those who may not open them. Each check runs as an anonymous caller, as another
// user and as an admin role.

describe('case results and hidden problems in submission calls', () => {
  let h: Harness;
  let owner: ReturnType<Harness['token']>;
  let other: ReturnType<Harness['token']>;
  let admin: ReturnType<Harness['token']>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness('jd_trust', { consumeResults: false });
    owner = h.token(Role.User, { username: 'owner' });
    other = h.token(Role.User, { username: 'other' });
    admin = h.token(Role.Admin, { username: 'boss' });
    const open = await createProblem(h, { problemId: 'TRUST-OPEN', title: 'Open cases' });
    const closed = await createProblem(h, { problemId: 'TRUST-CLOSED', title: 'Closed cases', openCaseResult: false });
    const secret = await createProblem(h, { problemId: 'TRUST-PRIVATE', title: 'Secret private title', auth: ProblemAuth.Private });
    const grouped = await createProblem(h, { problemId: 'TRUST-GROUP', title: 'Secret group title', isGroup: true, gid: 5 });
    const add = async (name: string, pid: number, displayPid: string) => {
      ids[name] = await insertSubmission(h, { pid, displayPid, uid: owner.uid, username: 'owner', status: Verdict.Accepted });
    };
    await add('open', open.pid, open.problemId);
    await add('closed', closed.pid, closed.problemId);
    await add('private', secret.pid, secret.problemId);
    await add('group', grouped.pid, grouped.problemId);
    const cases = h.database.dataSource.getRepository(JudgeCaseEntity);
    for (const [name, pid] of [
      ['open', open.pid],
      ['closed', closed.pid],
    ] as const) {
      await cases.insert({
        submitId: ids[name],
        uid: owner.uid,
        pid,
        caseId: 1,
        status: Verdict.Accepted,
        time: 3,
        memory: 64,
        score: 0,
        groupNum: 1,
        seq: 1,
        mode: JudgeCaseMode.Default,
        inputData: '1.in',
        outputData: '1.out',
        userOutput: 'the expected answer',
      });
    }
  });

  afterAll(async () => {
    await h.close();
  });

  const headers = (authorization?: string) => (authorization ? { authorization } : {});
  const caseResult = async (submitId: number | undefined, authorization?: string) => {
    const response = await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${submitId}`, headers: headers(authorization) });
    expect(response.statusCode).toBe(200);
    return body<{ data: CaseResultDto }>(response).data;
  };
  const list = async (payload: Record<string, unknown>, authorization?: string) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/get-submission-list', payload, headers: headers(authorization) });
    expect(response.statusCode).toBe(200);
    return body<{ data: SubmissionListDto }>(response).data;
  };
  const detail = (submitId: number | undefined, authorization?: string) =>
    h.app.inject({ method: 'GET', url: `/api/get-submission-detail?submitId=${submitId}`, headers: headers(authorization) });
  const statuses = async (authorization?: string) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/check-submissions-status',
      payload: { submitIds: Object.values(ids), cid: 0 },
      headers: headers(authorization),
    });
    return body<{ data: Record<string, SubmissionSummaryDto> }>(response).data;
  };
  const full = { inputData: '1.in', outputData: '1.out', userOutput: 'the expected answer' };
  const verdictsOnly = { inputData: null, outputData: null, userOutput: null };

  describe('get-all-case-result', () => {
    it('gives an anonymous caller the verdicts of an open problem, never the output or the file names', async () => {
      const result = await caseResult(ids.open);
      expect(result.judgeCaseList).toEqual([expect.objectContaining({ status: Verdict.Accepted, time: 3, memory: 64, ...verdictsOnly })]);
      expect(JSON.stringify(result)).not.toContain('the expected answer');
    });

    it('gives another user the verdicts only, and the owner everything', async () => {
      expect((await caseResult(ids.open, other.authorization)).judgeCaseList).toEqual([expect.objectContaining({ status: Verdict.Accepted, ...verdictsOnly })]);
      expect((await caseResult(ids.open, owner.authorization)).judgeCaseList).toEqual([expect.objectContaining(full)]);
    });

    it('gives admin roles everything, also when the problem closes its case results', async () => {
      expect((await caseResult(ids.open, admin.authorization)).judgeCaseList).toEqual([expect.objectContaining(full)]);
      expect((await caseResult(ids.closed, admin.authorization)).judgeCaseList).toEqual([expect.objectContaining(full)]);
      expect((await caseResult(ids.closed, h.token(Role.SuperAdmin).authorization)).judgeCaseList).toHaveLength(1);
    });

    it('gives nobody else any case of a problem that closes them, the owner included', async () => {
      const none = { judgeCaseMode: 'default', judgeCaseList: null, subTaskJudgeCaseVoList: null };
      expect(await caseResult(ids.closed)).toEqual(none);
      expect(await caseResult(ids.closed, other.authorization)).toEqual(none);
      expect(await caseResult(ids.closed, owner.authorization)).toEqual(none);
    });

    it('refuses the case results of a private or group problem to everyone but admin roles', async () => {
      for (const name of ['private', 'group']) {
        for (const authorization of [undefined, other.authorization, owner.authorization]) {
          const response = await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${ids[name]}`, headers: headers(authorization) });
          expect(response.statusCode).toBe(403);
          expect(response.body).not.toContain('Secret');
        }
        expect(
          (await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${ids[name]}`, headers: headers(admin.authorization) })).statusCode,
        ).toBe(200);
      }
    });
  });

  describe('private and group problems', () => {
    it('leaves them out of the public submission list for anonymous callers, other users and their author', async () => {
      for (const authorization of [undefined, other.authorization, owner.authorization]) {
        const data = await list({}, authorization);
        expect(data.records.map((record) => record.submitId).sort()).toEqual([ids.closed, ids.open].sort());
        expect(data.total).toBe(2);
        expect(JSON.stringify(data)).not.toMatch(/Secret|TRUST-PRIVATE|TRUST-GROUP/);
      }
      expect((await list({ onlyMine: true }, owner.authorization)).total).toBe(2);
      expect((await list({ problemID: 'TRUST-PRIVATE', completeProblemID: true }, other.authorization)).total).toBe(0);
      expect((await list({ problemID: 'TRUST-', completeProblemID: false })).total).toBe(2);
      expect((await list({ status: Verdict.Accepted })).total).toBe(2);
    });

    it('lists them for admin roles, with their titles', async () => {
      const data = await list({}, admin.authorization);
      expect(data.total).toBe(4);
      expect(data.records.map((record) => record.title)).toEqual(expect.arrayContaining(['Secret private title', 'Secret group title']));
      expect((await list({ problemID: 'TRUST-PRIVATE', completeProblemID: true }, h.token(Role.ProblemAdmin).authorization)).total).toBe(1);
    });

    it('refuses their submission details to everyone but admin roles', async () => {
      for (const name of ['private', 'group']) {
        for (const authorization of [undefined, other.authorization, owner.authorization]) {
          const response = await detail(ids[name], authorization);
          expect(response.statusCode).toBe(403);
          expect(body(response).msg).toBe('Sorry, you can not view this submission');
          expect(response.body).not.toMatch(/Secret|TRUST-/);
        }
        const seen = await detail(ids[name], admin.authorization);
        expect(seen.statusCode).toBe(200);
        expect(body<{ data: { submission: SubmissionSummaryDto } }>(seen).data.submission.title).toMatch(/^Secret/);
      }
      expect((await detail(ids.open)).statusCode).toBe(200);
    });

    it('leaves them out of status checks for everyone but admin roles', async () => {
      for (const authorization of [undefined, other.authorization, owner.authorization]) {
        expect(Object.keys(await statuses(authorization)).sort()).toEqual([String(ids.open), String(ids.closed)].sort());
      }
      expect(Object.keys(await statuses(admin.authorization))).toHaveLength(4);
    });
  });
});
