import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { DashboardInfoDto, JudgeNodeInfo } from '@oj/contracts';
import { JudgeEntity, ProblemEntity } from '@oj/db';
import { ensureJudgeStreams, openJudgeNodesBucket } from '@oj/judge-queue';
import { call, dataOf, insertUser, login, startAdminUserApp } from './helpers.ts';
import type { AdminUserHarness } from './helpers.ts';

describe('admin dashboard', () => {
  let harness: AdminUserHarness;
  beforeAll(async () => {
    harness = await startAdminUserApp('admin_dash');
  });
  afterAll(async () => {
    await harness.close();
  });

  it('counts users, problems and today’s submissions, lists sign-ins and judge nodes', async () => {
    const { app } = harness;
    const uid = await insertUser(app, 'dashadmin', 'dash-pass', [Role.Admin]);
    await login(app, 'dashadmin', 'dash-pass', 'DashBrowser/1');
    const pid = Number((await app.db.getRepository(ProblemEntity).insert({ problemId: 'P1000', title: 'A' })).identifiers[0]?.id);
    await app.db.getRepository(ProblemEntity).insert({ problemId: 'P1001', title: 'B' });
    const judge = { pid, displayPid: 'P1000', uid, username: 'dashadmin', status: 0, code: 'x', language: 'C' };
    await app.db.getRepository(JudgeEntity).insert([
      { ...judge, submitTime: new Date() },
      { ...judge, submitTime: new Date() },
      { ...judge, submitTime: new Date(Date.now() - 3 * 24 * 60 * 60_000) },
    ]);
    const node: JudgeNodeInfo = {
      nodeId: 'node-a',
      hostname: 'judge-host',
      cores: 4,
      concurrency: 3,
      running: 1,
      judged: 12,
      startedAt: new Date().toISOString(),
      version: '1.0.0',
      lastSeen: new Date().toISOString(),
    };
    await (await openJudgeNodesBucket(app.js, app.natsNames)).put(node.nodeId, JSON.stringify(node));

    const token = app.signToken({ uid, username: 'dashadmin', roles: [Role.Admin] });
    const info = dataOf<DashboardInfoDto>(await call(app, token, 'GET', '/api/admin/dashboard/get-dashboard-info'));
    expect(info).toMatchObject({ userCount: 2, problemCount: 2, todaySubmissionCount: 2, contestCount: 0 });
    expect(info.recentLogins[0]).toMatchObject({ username: 'dashadmin', userAgent: 'DashBrowser/1' });
    expect(info.recentLogins.map((entry) => entry.username)).toContain('root');
    expect(info.judgeNodes).toEqual([expect.objectContaining({ nodeId: 'node-a', hostname: 'judge-host', running: 1, free: 2, judged: 12 })]);
    // No job stream in this namespace: the queue depth is unknown, not 0.
    expect(info.judgeQueueDepth).toBeNull();
  });

  it('counts the jobs of every judge queue in the queue depth', async () => {
    const { app } = harness;
    await ensureJudgeStreams(app.jsm, app.natsNames);
    for (const queue of ['test', 'contest', 'normal', 'normal'] as const) await app.js.publish(app.natsNames.subjects.judgeJob(queue), '{}');
    const token = app.signToken({ uid: 'dash-root', username: 'root', roles: [Role.Admin] });
    const info = dataOf<DashboardInfoDto>(await call(app, token, 'GET', '/api/admin/dashboard/get-dashboard-info'));
    expect(info.judgeQueueDepth).toBe(4);
    for (const stream of [app.natsNames.streams.judgeJobs.name, app.natsNames.streams.judgeResults.name]) await app.jsm.streams.delete(stream);
  });
});
