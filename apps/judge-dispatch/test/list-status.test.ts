import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeCaseMode, ProblemType, Role, Verdict } from '@oj/contracts';
import type { CaseResultDto, SubmissionListDto, SubmissionSummaryDto } from '@oj/contracts';
import { IsNull } from 'typeorm';
import { JudgeCaseEntity, JudgeEntity } from '@oj/db';
import { body, createProblem, insertSubmission, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('submission list, status checks and case results (spec 01 §2, §7)', () => {
  let h: Harness;
  let alice: ReturnType<Harness['token']>;
  let bob: ReturnType<Harness['token']>;
  let first: { pid: number; problemId: string };
  let second: { pid: number; problemId: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness('jd_list', { consumeResults: false });
    alice = h.token(Role.User, { username: 'alice' });
    bob = h.token(Role.User, { username: 'bob' });
    first = await createProblem(h, { problemId: 'LIST-1', title: 'First' });
    second = await createProblem(h, { problemId: 'LIST-10', title: 'Second' });
    const add = async (name: string, row: Parameters<typeof insertSubmission>[1]) => {
      ids[name] = await insertSubmission(h, row);
    };
    await add('a1', { pid: first.pid, displayPid: first.problemId, uid: alice.uid, username: 'alice', status: Verdict.Accepted });
    await add('b1', { pid: first.pid, displayPid: first.problemId, uid: bob.uid, username: 'bob', status: Verdict.WrongAnswer });
    await add('a2', { pid: second.pid, displayPid: second.problemId, uid: alice.uid, username: 'alice', status: Verdict.WrongAnswer });
    await add('contest', { pid: first.pid, displayPid: 'A', uid: bob.uid, username: 'bob', cid: 9 });
    await add('group', { pid: first.pid, displayPid: first.problemId, uid: bob.uid, username: 'bob', gid: 2 });
    for (let index = 0; index < 16; index += 1) {
      await add(`bulk${index}`, { pid: second.pid, displayPid: second.problemId, uid: bob.uid, username: 'bob', status: Verdict.Pending });
    }
  });

  afterAll(async () => {
    await h.close();
  });

  const list = async (payload: Record<string, unknown>, authorization?: string) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/get-submission-list', payload, headers: authorization ? { authorization } : {} });
    return { response, data: response.statusCode === 200 ? body<{ data: SubmissionListDto }>(response).data : null };
  };
  const idsOf = (records: readonly SubmissionSummaryDto[] | undefined) => (records ?? []).map((record) => record.submitId);

  it('lists main-bank submissions newest first, 15 per page, never with code', async () => {
    const { data } = await list({});
    expect(data?.total).toBe(19);
    expect(data?.records).toHaveLength(15);
    const all = idsOf(data?.records);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all).not.toContain(ids.contest);
    expect(all).not.toContain(ids.group);
    expect(data?.records[0]).not.toHaveProperty('code');
    const page2 = await list({ currentPage: 2, limit: 15 });
    expect(idsOf(page2.data?.records)).toEqual([ids.bulk0, ids.a2, ids.b1, ids.a1]);
    expect(page2.data?.records[1]).toMatchObject({
      title: 'Second',
      displayPid: 'LIST-10',
      displayId: 'LIST-10',
      username: 'alice',
      share: false,
      isManual: false,
    });
    expect((await list({ currentPage: 0, limit: 2 })).data?.records).toHaveLength(2);
    expect((await list({ limit: 1000 })).data?.records).toHaveLength(19);
  });

  it('filters by author, status and problem id (exact or partial)', async () => {
    expect(idsOf((await list({ username: 'alice' })).data?.records)).toEqual([ids.a2, ids.a1]);
    expect(idsOf((await list({ status: Verdict.WrongAnswer })).data?.records)).toEqual([ids.a2, ids.b1]);
    expect(idsOf((await list({ problemID: 'LIST-1', completeProblemID: true })).data?.records)).toEqual([ids.b1, ids.a1]);
    expect((await list({ problemID: 'LIST-1', completeProblemID: false })).data?.total).toBe(19);
    expect((await list({ problemID: 'NOPE', completeProblemID: true })).data?.total).toBe(0);
    // LIKE wildcards in a partial id are plain characters.
    expect((await list({ problemID: '%', completeProblemID: false })).data?.total).toBe(0);
    expect((await list({ problemID: 'LIST_1', completeProblemID: false })).data?.total).toBe(0);
    expect((await list({ username: '', problemID: '', status: null, contestID: null, gid: null })).data?.total).toBe(19);
  });

  it('needs a login for Mine, and then shows only the caller', async () => {
    const anonymous = await list({ onlyMine: true });
    expect(anonymous.response.statusCode).toBe(401);
    expect(body(anonymous.response).msg).toBe('Please login first');
    expect(idsOf((await list({ onlyMine: true, username: 'bob' }, alice.authorization)).data?.records)).toEqual([ids.a2, ids.a1]);
  });

  it('shows contest and group submissions to admins, and to others only their own', async () => {
    expect(idsOf((await list({ contestID: 9 }, h.token(Role.Admin).authorization)).data?.records)).toEqual([ids.contest]);
    expect(idsOf((await list({ contestID: 9 }, bob.authorization)).data?.records)).toEqual([ids.contest]);
    expect((await list({ contestID: 9 }, alice.authorization)).data?.total).toBe(0);
    expect((await list({ contestID: 9 })).response.statusCode).toBe(401);
    expect(idsOf((await list({ gid: 2 }, bob.authorization)).data?.records)).toEqual([ids.group]);
  });

  it('answers bad filters with 400', async () => {
    expect((await list({ status: 'accepted' })).response.statusCode).toBe(400);
    expect((await list({ contestID: -1 })).response.statusCode).toBe(400);
  });

  it('checks up to 100 submissions at once', async () => {
    const check = (payload: Record<string, unknown>, authorization?: string) =>
      h.app.inject({ method: 'POST', url: '/api/check-submissions-status', payload, headers: authorization ? { authorization } : {} });
    const response = await check({ submitIds: [ids.a1, ids.b1, ids.contest, 99_999], cid: 0 });
    const map = body<{ data: Record<string, SubmissionSummaryDto> }>(response).data;
    expect(Object.keys(map).sort()).toEqual([String(ids.a1), String(ids.b1)].sort());
    expect(map[String(ids.a1)]).toMatchObject({ status: Verdict.Accepted, title: 'First' });
    expect(Object.keys(body<{ data: object }>(await check({ submitIds: [ids.contest], cid: 9 }, bob.authorization)).data)).toEqual([String(ids.contest)]);
    expect(body<{ data: object }>(await check({ submitIds: [ids.contest], cid: 9 }, alice.authorization)).data).toEqual({});
    expect((await check({ submitIds: Array.from({ length: 101 }, (_, index) => index + 1) })).statusCode).toBe(400);
    expect((await check({})).statusCode).toBe(400);
  });

  it('shows case results when the problem opens them, always to admins, with subtask groups', async () => {
    const closed = await createProblem(h, { openCaseResult: false });
    const subtask = await createProblem(h, {
      type: ProblemType.Oi,
      judgeCaseMode: JudgeCaseMode.SubtaskLowest,
      cases: [
        { input: '1', output: '1', score: 30, groupNum: 1 },
        { input: '2', output: '2', score: 30, groupNum: 1 },
        { input: '3', output: '3', score: 70, groupNum: 2 },
      ],
    });
    const hiddenId = await insertSubmission(h, { pid: closed.pid, uid: alice.uid, username: 'alice' });
    const groupedId = await insertSubmission(h, { pid: subtask.pid, uid: alice.uid, username: 'alice', status: Verdict.PartialAccepted, score: 70 });
    const cases = h.database.dataSource.getRepository(JudgeCaseEntity);
    const caseRow = (submitId: number, pid: number, caseId: number, seq: number, status: number, score: number, groupNum: number) => ({
      submitId,
      uid: alice.uid,
      pid,
      caseId,
      status,
      time: 5,
      memory: 100,
      score,
      groupNum,
      seq,
      mode: JudgeCaseMode.SubtaskLowest,
      inputData: `${seq}.in`,
      outputData: `${seq}.out`,
      userOutput: 'x',
    });
    await cases.insert([caseRow(hiddenId, closed.pid, 1, 1, 0, 0, 1)]);
    await cases.insert([
      caseRow(groupedId, subtask.pid, 11, 1, 0, 30, 1),
      caseRow(groupedId, subtask.pid, 12, 2, -1, 0, 1),
      caseRow(groupedId, subtask.pid, 13, 3, 0, 70, 2),
    ]);

    const get = async (submitId: number, authorization?: string) =>
      body<{ data: CaseResultDto }>(
        await h.app.inject({ method: 'GET', url: `/api/get-all-case-result?submitId=${submitId}`, headers: authorization ? { authorization } : {} }),
      ).data;
    expect(await get(hiddenId, alice.authorization)).toEqual({ judgeCaseMode: 'default', judgeCaseList: null, subTaskJudgeCaseVoList: null });
    expect((await get(hiddenId, h.token(Role.ProblemAdmin).authorization)).judgeCaseList).toHaveLength(1);

    const grouped = await get(groupedId, alice.authorization);
    expect(grouped.judgeCaseMode).toBe('subtask_lowest');
    expect(grouped.judgeCaseList?.map((item) => [item.caseId, item.status, item.inputData])).toEqual([
      [11, 0, '1.in'],
      [12, -1, '2.in'],
      [13, 0, '3.in'],
    ]);
    // Others get the verdicts and the subtask view, not the case files or outputs (trust-leaks.test.ts).
    const seenByOthers = await get(groupedId);
    expect(seenByOthers.judgeCaseList?.map((item) => [item.caseId, item.status, item.inputData, item.userOutput])).toEqual([
      [11, 0, null, null],
      [12, -1, null, null],
      [13, 0, null, null],
    ]);
    expect(seenByOthers.subTaskJudgeCaseVoList).toHaveLength(2);
    expect(grouped.subTaskJudgeCaseVoList?.map(({ groupNum, status, score, ac, total }) => ({ groupNum, status, score, ac, total }))).toEqual([
      { groupNum: 1, status: Verdict.WrongAnswer, score: 0, ac: 1, total: 2 },
      { groupNum: 2, status: Verdict.Accepted, score: 70, ac: 1, total: 1 },
    ]);
  });

  it('shows the true total right after a submission (its cached unfiltered total is forgotten on insert)', async () => {
    await list({});
    const submitted = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid: first.pid, language: 'C++', code: 'int main() { return 0; }' },
      headers: { authorization: alice.authorization },
    });
    expect(submitted.statusCode).toBe(200);
    const stored = await h.database.dataSource.getRepository(JudgeEntity).countBy({ cid: 0, gid: IsNull() });
    expect((await list({})).data?.total).toBe(stored);
  });
});
