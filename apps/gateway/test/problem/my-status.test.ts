import { Verdict } from '@oj/contracts';
import type { ProblemStatusDto } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemHarness } from './helpers.ts';
import { createUser, dataOf, get, insertJudge, insertProblem, msgOf, post, startProblemApp } from './helpers.ts';

describe('the caller’s problem statuses, last accepted code and full-screen list', () => {
  let harness: ProblemHarness;
  let me: { uid: string; token: string };
  let other: { uid: string; token: string };
  const pids: number[] = [];

  beforeAll(async () => {
    harness = await startProblemApp('prob_status');
    const { app } = harness;
    me = await createUser(app, 'me');
    other = await createUser(app, 'other');
    for (let i = 0; i < 5; i += 1) pids.push(await insertProblem(app, { problemId: `S${i}` }));
    const [p0, p1, p2, p3] = pids as [number, number, number, number, number];
    await insertJudge(app, { pid: p0, uid: me.uid, status: Verdict.WrongAnswer, score: 0, code: 'wa-code' });
    await insertJudge(app, { pid: p0, uid: me.uid, status: Verdict.Accepted, score: 100, code: 'first-ac', language: 'C' });
    await insertJudge(app, { pid: p0, uid: me.uid, status: Verdict.Accepted, score: 100, code: 'latest-ac', language: 'Python3' });
    await insertJudge(app, { pid: p0, uid: me.uid, status: Verdict.RuntimeError, score: 0 });
    await insertJudge(app, { pid: p1, uid: me.uid, status: Verdict.PartialAccepted, score: 40 });
    await insertJudge(app, { pid: p1, uid: me.uid, status: Verdict.Pending, score: null });
    await insertJudge(app, { pid: p2, uid: other.uid, status: Verdict.Accepted, score: 100 });
    await insertJudge(app, { pid: p3, uid: me.uid, status: Verdict.Accepted, score: 70, cid: 12, code: 'contest-ac' });
    await insertJudge(app, { pid: p3, uid: me.uid, status: Verdict.WrongAnswer, score: 0, cid: 12 });
    await insertJudge(app, { pid: p3, uid: me.uid, status: Verdict.TimeLimitExceeded, score: 0, gid: 5 });
  });

  afterAll(async () => {
    await harness.close();
  });

  const statuses = async (body: object, token = me.token) =>
    dataOf<Record<string, ProblemStatusDto>>(await post(harness.app, '/api/get-user-problem-status', body, token));

  it('maps every asked pid: Accepted once passed, else the latest status; -10 when never tried', async () => {
    const [p0, p1, p2, p3, p4] = pids as [number, number, number, number, number];
    expect(await statuses({ pidList: [p0, p1, p2, p3, p4, p0] })).toEqual({
      [p0]: { status: Verdict.Accepted, score: 100 },
      [p1]: { status: Verdict.Pending, score: null },
      [p2]: { status: -10, score: null },
      [p3]: { status: Verdict.TimeLimitExceeded, score: 0 },
      [p4]: { status: -10, score: null },
    });
    expect(await statuses({ pidList: [] })).toEqual({});
  });

  it('scopes to a contest or a group when asked', async () => {
    const p3 = pids[3] ?? 0;
    expect(await statuses({ pidList: [p3], isContestProblemList: true, cid: 12 })).toEqual({ [p3]: { status: Verdict.Accepted, score: 70 } });
    expect(await statuses({ pidList: [p3], isContestProblemList: true, cid: 13 })).toEqual({ [p3]: { status: -10, score: null } });
    expect(await statuses({ pidList: [p3], gid: 5 })).toEqual({ [p3]: { status: Verdict.TimeLimitExceeded, score: 0 } });
    expect(await statuses({ pidList: [p3], gid: 6 })).toEqual({ [p3]: { status: -10, score: null } });
    const noCid = await post(harness.app, '/api/get-user-problem-status', { pidList: [p3], isContestProblemList: true }, me.token);
    expect(noCid.statusCode).toBe(400);
    expect(msgOf(noCid)).toBe('cid is required when isContestProblemList is true');
  });

  it('needs a login and a well-formed pid list', async () => {
    expect((await post(harness.app, '/api/get-user-problem-status', { pidList: [1] })).statusCode).toBe(401);
    const missing = await post(harness.app, '/api/get-user-problem-status', {}, me.token);
    expect(missing.statusCode).toBe(400);
    expect(msgOf(missing)).toBe('pidList is required');
    const wrong = await post(harness.app, '/api/get-user-problem-status', { pidList: ['abc'] }, me.token);
    expect(wrong.statusCode).toBe(400);
    expect(msgOf(wrong)).toBe('pidList.0 must be integer');
    const tooMany = await post(harness.app, '/api/get-user-problem-status', { pidList: Array.from({ length: 501 }, (_, i) => i + 1) }, me.token);
    expect(tooMany.statusCode).toBe(400);
  });

  it('gives the code of the latest accepted submission, per contest, or the spec’s message', async () => {
    const [p0, p1, , p3] = pids as [number, number, number, number, number];
    expect(dataOf(await get(harness.app, '/api/get-last-ac-code', { pid: String(p0) }, me.token))).toEqual({ code: 'latest-ac', language: 'Python3' });
    expect(dataOf(await get(harness.app, '/api/get-last-ac-code', { pid: String(p3), cid: '12' }, me.token))).toEqual({ code: 'contest-ac', language: 'C++' });
    for (const query of [{ pid: String(p1) }, { pid: String(p3) }]) {
      const none = await get(harness.app, '/api/get-last-ac-code', query, me.token);
      expect(none.statusCode).toBe(400);
      expect(msgOf(none)).toBe('You have not passed the problem so you cannot get the code passed recently');
    }
    expect((await get(harness.app, '/api/get-last-ac-code', { pid: String(p0) }, other.token)).statusCode).toBe(400);
    expect((await get(harness.app, '/api/get-last-ac-code', { pid: String(p0) })).statusCode).toBe(401);
  });

  it('full-screen list: needs tid or cid; trainings and contests are not served here yet', async () => {
    const neither = await post(harness.app, '/api/get-full-screen-problem-list', {});
    expect(neither.statusCode).toBe(400);
    expect(msgOf(neither)).toBe('tid or cid is required');
    expect((await post(harness.app, '/api/get-full-screen-problem-list', { tid: null, cid: null })).statusCode).toBe(400);
    expect(msgOf(await post(harness.app, '/api/get-full-screen-problem-list', { cid: 3 }))).toBe('The contest does not exist');
    expect(msgOf(await post(harness.app, '/api/get-full-screen-problem-list', { tid: 3 }))).toBe('The training does not exist');
  });
});
