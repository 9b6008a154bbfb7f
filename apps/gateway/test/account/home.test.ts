import { JudgeEntity, ProblemEntity, UserAcProblemEntity, UserRecordEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server-local calendar day of an instant, computed independently of the module. */
function localDay(instant: Date): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

describe('user home and heat map', () => {
  let harness: AccountHarness;
  let uid: string;
  const now = new Date();

  beforeAll(async () => {
    harness = await startAccountApp('acc_home');
    uid = await insertUser(harness.app, { username: 'quinn', password: 'quinn-pass', email: 'quinn@example.org' });
    const otherUid = await insertUser(harness.app, { username: 'rex', password: 'rex-pass', email: 'rex@example.org' });

    const problems = harness.app.db.getRepository(ProblemEntity);
    const pids: number[] = [];
    for (const [problemId, difficulty] of [
      ['P1000', 0],
      ['P1001', 2],
      ['P1002', 1],
      ['P1003', 0],
    ] as const) {
      const inserted = await problems.insert({ problemId, title: `Title ${problemId}`, difficulty });
      pids.push(Number(inserted.identifiers[0]?.id));
    }

    const judge = (owner: string, ownerName: string, submitTime: Date, pid: number) => ({
      pid,
      displayPid: 'P',
      uid: owner,
      username: ownerName,
      submitTime,
      code: 'int main(){}',
      language: 'C++',
      length: 12,
    });
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    const rows = [
      ...[0, 0, 0].map(() => judge(uid, 'quinn', at(0), pids[0] ?? 0)),
      ...[1, 1].map(() => judge(uid, 'quinn', at(1), pids[1] ?? 0)),
      judge(uid, 'quinn', at(10), pids[2] ?? 0),
      judge(uid, 'quinn', at(364), pids[2] ?? 0),
      judge(uid, 'quinn', at(400), pids[2] ?? 0), // older than a year: counted in total, not in the map
      judge(otherUid, 'rex', at(0), pids[0] ?? 0),
    ];
    const inserted = await harness.app.db.getRepository(JudgeEntity).insert(rows);
    const submitIds = inserted.identifiers.map((id) => Number(id.submitId));
    await harness.app.db.getRepository(UserAcProblemEntity).insert([
      { uid, pid: pids[0] ?? 0, submitId: submitIds[0] ?? 0 },
      { uid, pid: pids[1] ?? 0, submitId: submitIds[3] ?? 0 },
      { uid, pid: pids[2] ?? 0, submitId: submitIds[5] ?? 0 },
      { uid: otherUid, pid: pids[3] ?? 0, submitId: submitIds[8] ?? 0 },
    ]);
    await harness.app.db.getRepository(UserRecordEntity).update({ uid }, { score: 250, rating: 1530 });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('counts submissions per server-local day over one year', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-calendar-heatmap', query: { username: 'quinn' } });
    expect(response.statusCode).toBe(200);
    const at = (daysAgo: number) => localDay(new Date(now.getTime() - daysAgo * DAY_MS));
    expect(envelope(response).data).toEqual({
      endDate: localDay(new Date()),
      dataList: [
        { date: at(364), count: 1 },
        { date: at(10), count: 1 },
        { date: at(1), count: 2 },
        { date: at(0), count: 3 },
      ],
    });
  });

  it('gives the home info: totals, solved problems by difficulty, score, rating, last login', async () => {
    const before = await harness.app.inject({ method: 'GET', url: '/api/get-user-home-info', query: { uid } });
    expect(envelope(before).data).toMatchObject({ recentLoginTime: null });

    await login(harness.app, 'quinn', 'quinn-pass');
    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-home-info', query: { username: 'quinn' } });
    expect(response.statusCode).toBe(200);
    const data = envelope(response).data as Record<string, unknown>;
    expect(data).toMatchObject({
      uid,
      username: 'quinn',
      roleList: ['user'],
      total: 8,
      solvedList: ['P1000', 'P1001', 'P1002'],
      score: 250,
      rating: 1530,
    });
    expect(data).not.toHaveProperty('email');
    const groups = data.solvedGroupByDifficulty as Record<string, { problemId: string }[]>;
    expect(Object.fromEntries(Object.entries(groups).map(([name, list]) => [name, list.map((problem) => problem.problemId)]))).toEqual({
      Easy: ['P1000'],
      Mid: ['P1002'],
      Hard: ['P1001'],
    });
    expect(Date.now() - Date.parse(String(data.recentLoginTime))).toBeLessThan(60_000);
  });

  it('shows rating as null before the user has one, and the signed-in user when no query is given', async () => {
    const token = await login(harness.app, 'rex', 'rex-pass');
    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-home-info', headers: { authorization: token } });
    expect(envelope(response).data).toMatchObject({ username: 'rex', rating: null, score: 0, total: 1, solvedList: ['P1003'] });
  });

  it('answers 400 without uid, username or token and 404 for an unknown user', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/get-user-home-info' });
    expect(envelope(anonymous)).toMatchObject({ status: 400, msg: 'uid or username is required' });
    const unknown = await harness.app.inject({ method: 'GET', url: '/api/get-user-calendar-heatmap', query: { username: 'ghost' } });
    expect(envelope(unknown)).toMatchObject({ status: 404, msg: 'The user does not exist' });
  });
});
