import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, TIMED_WORK_CID_OFFSET, TimedWorkAuth, Verdict, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, TimedWorkInfoDto, TimedWorkRankRowDto } from '@oj/contracts';
import { JudgeEntity, LanguageEntity, ProblemEntity, ProblemLanguageEntity, UserInfoEntity, UserRoleEntity, saveSystemConfig, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { bucketOpener, createService, hashPassword } from '@oj/service-kit';
import { gatewayService } from '../../src/app.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';

// Timed homework across the services (spec 02 §2 "Timed homework", §4, §7), through the all-in-one
// gateway: the back office creates a private timed work; a user starts it with the password (under
// the attempt limit), submits through judge-dispatch (cid = id + 50000), and meets every result
// hidden (-5) in every call while it runs, while the admin roles read the real ones; after the
// hand-in the user reads the real results and the rank, and cannot submit any more. The judge's
// verdicts are written to the judge rows as a judge node's result would leave them.

const MINUTE_MS = 60_000;
const CODE = 'int main() { return 0; }';

interface Answer<T> {
  statusCode: number;
  status: number;
  msg: string;
  data: T;
}
interface Who {
  uid: string;
  username: string;
  token: string;
}
type Summary = { submitId: number; status: number; score: number | null; time: number | null; displayId: string };

describe('timed homework, end to end through the services', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const who = {} as Record<'root' | 'admin' | 'problemAdmin' | 'alice' | 'bob', Who>;
  let tid = 0;
  let cid = 0;
  const pids: number[] = [];
  const submitIds: number[] = [];

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Who | null, payload?: object): Promise<Answer<T>> => {
    const response = await app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
      ...(payload === undefined ? {} : method === 'GET' || method === 'DELETE' ? { query: payload as Record<string, string> } : { payload }),
    });
    return { statusCode: response.statusCode, ...response.json<{ status: number; msg: string; data: T }>() };
  };
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Who | null, payload?: object): Promise<T> => {
    const answer = await call<T>(method, url, caller, payload);
    expect(answer.statusCode, `${method} ${url}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  const gateMember = async (uid: string): Promise<ContestGateMember | null> => {
    const kv = await bucketOpener()(app.js, app.natsNames.kv.contestGate, 0);
    const entry = await kv.get(contestGateKeys.member(cid, uid));
    return entry?.operation === 'PUT' ? entry.json<ContestGateMember>() : null;
  };
  const submit = (caller: Who, pid: number) =>
    call<{ submitId: number }>('POST', '/api/submit-problem-judge', caller, { pid, language: 'C++', code: CODE, cid, displayTid: tid });
  /** Every call that shows alice's results: the statuses each answers for her two submissions. */
  const statusesSeenBy = async (caller: Who): Promise<Record<string, number[]>> => {
    const seen: Record<string, number[]> = {};
    const contestList = await ok<{ records: Summary[] }>('GET', '/api/contest-submissions', caller, { contestID: String(cid), username: 'alice' });
    seen.contestSubmissions = submitIds.map((id) => contestList.records.find((row) => row.submitId === id)?.status ?? NaN);
    const coreList = await ok<{ records: Summary[] }>('POST', '/api/get-submission-list', caller, { contestID: cid, currentPage: 1, limit: 20 });
    seen.submissionList = submitIds.map((id) => coreList.records.find((row) => row.submitId === id)?.status ?? NaN);
    seen.detail = [];
    for (const submitId of submitIds) {
      const detail = await ok<{ submission: Summary & { errorMessage: string | null } }>('GET', '/api/get-submission-detail', caller, {
        submitId: String(submitId),
      });
      seen.detail.push(detail.submission.status);
    }
    const checked = await ok<Record<string, Summary>>('POST', '/api/check-submissions-status', caller, { submitIds, cid });
    seen.check = submitIds.map((id) => checked[String(id)]?.status ?? NaN);
    const contestChecked = await ok<Record<string, Summary>>('POST', '/api/check-contest-submissions-status', caller, { submitIds, cid });
    seen.contestCheck = submitIds.map((id) => contestChecked[String(id)]?.status ?? NaN);
    return seen;
  };

  beforeAll(async () => {
    database = await createTestDatabase('gw_timed_work');
    const config = gatewayTestConfig();
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    await saveSystemConfig(database.dataSource, { submissionIntervalSec: 0 }, config.jwt.secret);
    app = await createService({ config, dataSource: database.dataSource, plugin: gatewayService });
    const db = database.dataSource;
    const account = async (username: string, roles: number[]): Promise<Who> => {
      const uid = randomUUID();
      await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
      for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
      return { uid, username, token: app.signToken({ uid, username, roles }) };
    };
    who.root = await account('twroot', [Role.SuperAdmin]);
    who.admin = await account('twadmin', [Role.Admin]);
    who.problemAdmin = await account('twpa', [Role.ProblemAdmin]);
    who.alice = await account('alice', [Role.User]);
    who.bob = await account('bob', [Role.User]);
    const language = await db.getRepository(LanguageEntity).findOneBy({ name: 'C++' });
    const lid =
      language?.id ??
      Number(
        (await db.getRepository(LanguageEntity).insert({ name: 'C++', contentType: 'text/x-c++src', description: 'G++', oj: 'ME', seq: 0 })).identifiers[0]?.id,
      );
    for (const title of ['Sum', 'Product']) {
      const inserted = await db
        .getRepository(ProblemEntity)
        .insert({ problemId: `TW-${title}`, title, author: 'twroot', auth: 1, isGroup: false, description: title });
      const pid = Number(inserted.identifiers[0]?.id);
      await db.getRepository(ProblemLanguageEntity).insert({ pid, lid });
      pids.push(pid);
    }
  }, 60_000);

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
  });

  it('lets the back office create a private timed work and add its problems; users may not', async () => {
    const now = Date.now();
    const form = {
      title: 'Homework 1',
      description: 'Two problems, one hour.',
      auth: TimedWorkAuth.Private,
      pwd: 'tw-pass',
      startTime: new Date(now - 10 * MINUTE_MS).toISOString(),
      endTime: new Date(now + 120 * MINUTE_MS).toISOString(),
      duration: 3600,
      visible: true,
    };
    expect((await call('POST', '/api/admin/timed-work', who.alice, form)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/timed-work', null, form)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/timed-work', who.root, { ...form, endTime: form.startTime })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/timed-work', who.root, { ...form, pwd: '' })).statusCode).toBe(400);
    tid = (await ok<{ id: number }>('POST', '/api/admin/timed-work', who.root, form)).id;
    cid = tid + TIMED_WORK_CID_OFFSET;
    await ok('POST', '/api/admin/timed-work/problem', who.admin, { tid, pid: pids[0], displayId: 'A' });
    await ok('POST', '/api/admin/timed-work/problem', who.problemAdmin, { tid, pid: pids[1], displayId: 'B', type: 0 });
    const again = await call('POST', '/api/admin/timed-work/problem', who.root, { tid, pid: pids[1], displayId: 'C' });
    expect([again.statusCode, again.msg]).toEqual([400, 'This problem is already in the timed work']);
    const problems = await ok<{ displayId: string }[]>('GET', '/api/admin/timed-work/problems', who.root, { tid: String(tid) });
    expect(problems.map((problem) => problem.displayId)).toEqual(['A', 'B']);
    const stored = await ok<{ hasPassword: boolean; problemCount: number }>('GET', '/api/admin/timed-work', who.root, { id: String(tid) });
    expect(stored).toMatchObject({ hasPassword: true, problemCount: 2 });
    expect(JSON.stringify(stored)).not.toContain('tw-pass');
  });

  it('lists it for signed-in users only, and shows no problems before the start', async () => {
    expect((await call('GET', '/api/homework/get-timed-work-list', null)).statusCode).toBe(401);
    const list = await ok<{ total: number; records: { id: number; status: number }[] }>('GET', '/api/homework/get-timed-work-list', who.alice, { status: '0' });
    expect(list.records.find((row) => row.id === tid)).toMatchObject({ status: 0 });
    expect((await ok<{ total: number }>('GET', '/api/homework/get-timed-work-list', who.alice, { status: '1' })).total).toBe(0);
    expect((await ok<{ total: number }>('GET', '/api/homework/get-timed-work-list', who.alice, { keyword: 'nothing like it' })).total).toBe(0);
    const info = await ok<TimedWorkInfoDto>('GET', '/api/homework/get-timed-work-info', who.alice, { tid: String(tid) });
    expect(info).toMatchObject({ record: null, canStart: true, canSeeProblems: false, canSeeRank: false, isAdmin: false, personalStatus: 0 });
    expect((await call('GET', '/api/homework/get-timed-work-problem-list', who.alice, { tid: String(tid) })).statusCode).toBe(403);
    expect((await submit(who.alice, pids[0] ?? 0)).msg).toBe('Please start the timed work first');
  });

  it('starts with the password only, once, under the attempt limit', async () => {
    expect((await call('POST', '/api/homework/start-timed-work', who.alice, { tid, password: '' })).msg).toBe('Enter the contest password');
    expect((await call('POST', '/api/homework/start-timed-work', who.alice, { tid, password: 'wrong' })).statusCode).toBe(400);
    expect((await call('POST', '/api/homework/start-timed-work', who.alice, { tid, password: 'tw-pass' })).statusCode).toBe(200);
    expect((await call('POST', '/api/homework/start-timed-work', who.alice, { tid, password: 'tw-pass' })).statusCode).toBe(403);
    const member = await gateMember(who.alice.uid);
    expect(member).toMatchObject({ cid, uid: who.alice.uid, handedInAtMs: null });
    // Bob guesses: ten wrong passwords, then even the right one waits (429).
    for (let guess = 0; guess < 10; guess += 1)
      expect((await call('POST', '/api/homework/start-timed-work', who.bob, { tid, password: `guess${guess}` })).statusCode).toBe(400);
    expect((await call('POST', '/api/homework/start-timed-work', who.bob, { tid, password: 'tw-pass' })).statusCode).toBe(429);
    const info = await ok<TimedWorkInfoDto>('GET', '/api/homework/get-timed-work-info', who.alice, { tid: String(tid) });
    expect(info).toMatchObject({ personalStatus: 0, canStart: false, canHandIn: true, canSeeProblems: true, canSeeRank: false });
    expect(new Date(info.personalEndTime).getTime() - new Date(info.record?.startTime ?? 0).getTime()).toBe(3600 * 1000);
  });

  it('takes submissions with cid = id + 50000 and hides their results from the user in every call', async () => {
    for (const pid of pids) {
      const answer = await submit(who.alice, pid);
      expect(answer.statusCode, answer.msg).toBe(200);
      submitIds.push(answer.data.submitId);
    }
    const judge = database.dataSource.getRepository(JudgeEntity);
    // As the judge node's results leave them: A accepted (100), B wrong answer with a compiler note.
    await judge.update({ submitId: submitIds[0] }, { status: Verdict.Accepted, score: 100, time: 12, memory: 2048 });
    await judge.update({ submitId: submitIds[1] }, { status: Verdict.WrongAnswer, score: 0, time: 15, memory: 2048, errorMessage: 'line 1' });
    const rows = await judge.findBy({ cid });
    expect(rows.map((row) => row.cpid).every((cpid) => cpid > 0)).toBe(true);

    const hidden = Verdict.SubmittedUnknownResult;
    const seen = await statusesSeenBy(who.alice);
    for (const [callName, statuses] of Object.entries(seen)) expect(statuses, callName).toEqual([hidden, hidden]);
    const detail = await ok<{ submission: Summary & { errorMessage: string | null; code: string | null } }>('GET', '/api/get-submission-detail', who.alice, {
      submitId: String(submitIds[1]),
    });
    expect(detail.submission).toMatchObject({ score: null, time: null, errorMessage: null, code: CODE });
    const cases = await ok<{ judgeCaseList: unknown }>('GET', '/api/get-all-case-result', who.alice, { submitId: String(submitIds[0]) });
    expect(cases.judgeCaseList).toBeNull();
    // The status filter cannot tell a hidden result either.
    expect((await ok<{ total: number }>('GET', '/api/contest-submissions', who.alice, { contestID: String(cid), status: '0' })).total).toBe(0);
    expect((await ok<{ total: number }>('GET', '/api/contest-submissions', who.alice, { contestID: String(cid), status: '-5' })).total).toBe(2);
    const statuses = await ok<Record<string, { status: number; score: number | null }>>('POST', '/api/get-user-problem-status', who.alice, {
      pidList: pids,
      isContestProblemList: true,
      cid,
    });
    expect(Object.values(statuses).map((status) => status.status)).toEqual([hidden, hidden]);
    expect((await call('GET', '/api/get-last-ac-code', who.alice, { pid: String(pids[0]), cid: String(cid) })).statusCode).not.toBe(200);
    const problem = await ok<{ myStatus: number; cid: number }>('GET', '/api/homework/get-timed-work-problem-detail', who.alice, {
      tid: String(tid),
      displayId: 'A',
    });
    expect(problem).toMatchObject({ myStatus: hidden, cid });
    const problems = await ok<{ displayId: string; isSubmitted: boolean }[]>('GET', '/api/homework/get-timed-work-problem-list', who.alice, {
      tid: String(tid),
    });
    expect(problems.map((row) => [row.displayId, row.isSubmitted])).toEqual([
      ['A', true],
      ['B', true],
    ]);
    expect((await call('GET', '/api/homework/get-timed-work-rank', who.alice, { tid: String(tid) })).statusCode).toBe(403);
  });

  it('shows the admin roles the real results, the rank and the submission list; users not the list', async () => {
    for (const admin of [who.root, who.admin, who.problemAdmin]) {
      const seen = await statusesSeenBy(admin);
      for (const [callName, statuses] of Object.entries(seen))
        expect(statuses, `${admin.username} ${callName}`).toEqual([Verdict.Accepted, Verdict.WrongAnswer]);
      const list = await ok<{ total: number; records: { submitId: number; status: number; displayTid: number; displayId: string }[] }>(
        'GET',
        '/api/homework/get-timed-work-submission-list',
        admin,
        { tid: String(tid), displayId: 'A' },
      );
      expect(list.records.map((row) => [row.submitId, row.status, row.displayTid, row.displayId])).toEqual([[submitIds[0], Verdict.Accepted, tid, 'A']]);
      const rank = await ok<TimedWorkRankRowDto[]>('GET', '/api/homework/get-timed-work-rank', admin, { tid: String(tid) });
      expect(rank).toEqual([
        {
          rank: 1,
          uid: who.alice.uid,
          username: 'alice',
          score: 100,
          submissionInfo: { A: { score: 100, status: Verdict.Accepted }, B: { score: 0, status: Verdict.WrongAnswer } },
        },
      ]);
    }
    expect((await call('GET', '/api/homework/get-timed-work-submission-list', who.alice, { tid: String(tid) })).statusCode).toBe(403);
    expect((await call('GET', '/api/homework/get-timed-work-submission-list', null, { tid: String(tid) })).statusCode).toBe(401);
  });

  it('hands in once: then the user reads the real results and the rank, and cannot submit', async () => {
    expect((await call('POST', '/api/homework/end-timed-work', who.bob, { tid })).statusCode).toBe(403);
    await ok('POST', '/api/homework/end-timed-work', who.alice, { tid });
    expect((await call('POST', '/api/homework/end-timed-work', who.alice, { tid })).statusCode).toBe(403);
    expect((await gateMember(who.alice.uid))?.handedInAtMs).toEqual(expect.any(Number));
    const info = await ok<TimedWorkInfoDto>('GET', '/api/homework/get-timed-work-info', who.alice, { tid: String(tid) });
    expect(info).toMatchObject({ personalStatus: 1, canHandIn: false, canSeeRank: true });
    expect(info.record?.endTime).not.toBeNull();

    const seen = await statusesSeenBy(who.alice);
    for (const [callName, statuses] of Object.entries(seen)) expect(statuses, callName).toEqual([Verdict.Accepted, Verdict.WrongAnswer]);
    const detail = await ok<{ submission: { errorMessage: string | null; score: number | null } }>('GET', '/api/get-submission-detail', who.alice, {
      submitId: String(submitIds[1]),
    });
    expect(detail.submission).toMatchObject({ errorMessage: 'line 1', score: 0 });
    const problem = await ok<{ myStatus: number }>('GET', '/api/homework/get-timed-work-problem-detail', who.alice, { tid: String(tid), displayId: 'A' });
    expect(problem.myStatus).toBe(Verdict.Accepted);
    const rank = await ok<TimedWorkRankRowDto[]>('GET', '/api/homework/get-timed-work-rank', who.alice, { tid: String(tid) });
    expect(rank[0]).toMatchObject({
      rank: 1,
      username: 'alice',
      score: 100,
      submissionInfo: { A: { status: Verdict.Accepted }, B: { status: Verdict.WrongAnswer } },
    });

    const after = await submit(who.alice, pids[0] ?? 0);
    expect(after.statusCode).not.toBe(200);
    expect(after.msg).toBe('Contest has ended');
  });

  it('hides a timed work from users once the back office hides it, and deletes it with its gate entries', async () => {
    await ok('PUT', '/api/admin/timed-work/visible', who.root, { id: tid, visible: false });
    expect((await call('GET', '/api/homework/get-timed-work-info', who.alice, { tid: String(tid) })).statusCode).toBe(404);
    expect((await call('GET', '/api/homework/get-timed-work-info', who.admin, { tid: String(tid) })).statusCode).toBe(200);
    await ok('DELETE', `/api/admin/timed-work?id=${tid}`, who.root);
    expect(await gateMember(who.alice.uid)).toBeNull();
    expect((await call('GET', '/api/homework/get-timed-work-info', who.root, { tid: String(tid) })).statusCode).toBe(404);
  });
});
