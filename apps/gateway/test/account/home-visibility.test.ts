import { ProblemAuth, Role } from '@oj/contracts';
import { JudgeEntity, ProblemEntity, UserAcProblemEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, startAccountApp } from './helpers.ts';

// Issue 9 ("Trust"): a user's home page names solved problems and counts submissions; private and
// group problems count and show for admin roles only (problem module's canView), whoever asks.

describe('user home and heat map: private and group problems', () => {
  let harness: AccountHarness;
  let uid: string;
  const callers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    harness = await startAccountApp('acc_home_vis');
    uid = await insertUser(harness.app, { username: 'vera', password: 'vera-pass', email: 'vera@example.org' });
    const problems = harness.app.db.getRepository(ProblemEntity);
    const pids: Record<string, number> = {};
    for (const [problemId, auth, isGroup, gid] of [
      ['VIS-PUBLIC', ProblemAuth.Public, false, null],
      ['VIS-PRIVATE', ProblemAuth.Private, false, null],
      ['VIS-GROUP', ProblemAuth.Public, true, 7],
      ['VIS-CONTEST', ProblemAuth.Contest, false, null],
    ] as const) {
      const inserted = await problems.insert({ problemId, title: `Secret ${problemId}`, difficulty: 0, auth, isGroup, gid });
      pids[problemId] = Number(inserted.identifiers[0]?.id);
    }
    const submitted = await harness.app.db
      .getRepository(JudgeEntity)
      .insert(
        Object.values(pids).map((pid) => ({ pid, displayPid: 'P', uid, username: 'vera', submitTime: new Date(), code: 'x', language: 'C++', length: 1 })),
      );
    await harness.app.db
      .getRepository(UserAcProblemEntity)
      .insert(Object.values(pids).map((pid, index) => ({ uid, pid, submitId: Number(submitted.identifiers[index]?.submitId) })));
    const bearer = (roles: number[], name: string, id: string) => ({ authorization: `Bearer ${harness.app.signToken({ uid: id, username: name, roles })}` });
    callers.anonymous = {};
    callers.other = bearer([Role.User], 'someone', 'someone-uid');
    callers.self = bearer([Role.User], 'vera', uid);
    callers.admin = bearer([Role.Admin], 'boss', 'boss-uid');
    callers.problemAdmin = bearer([Role.ProblemAdmin], 'padmin', 'padmin-uid');
  });

  afterAll(async () => {
    await harness.close();
  });

  const home = async (headers: Record<string, string> | undefined) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-home-info', query: { username: 'vera' }, headers });
    expect(response.statusCode).toBe(200);
    return {
      body: response.body,
      data: envelope(response).data as { total: number; solvedList: string[]; solvedGroupByDifficulty: Record<string, { problemId: string; title: string }[]> },
    };
  };
  const heatmapTotal = async (headers: Record<string, string> | undefined) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-calendar-heatmap', query: { uid }, headers });
    expect(response.statusCode).toBe(200);
    return (envelope(response).data as { dataList: { count: number }[] }).dataList.reduce((sum, day) => sum + day.count, 0);
  };

  const names: Record<string, string> = { anonymous: 'an anonymous caller', other: 'another user', self: 'the user herself' };
  for (const who of ['anonymous', 'other', 'self']) {
    it(`names and counts only public main-bank problems for ${names[who] ?? who}`, async () => {
      const { body, data } = await home(callers[who]);
      expect(data.solvedList).toEqual(['VIS-PUBLIC']);
      expect(data.solvedGroupByDifficulty.Easy?.map((problem) => problem.problemId)).toEqual(['VIS-PUBLIC']);
      expect(data.total).toBe(1);
      expect(body).not.toMatch(/VIS-PRIVATE|VIS-GROUP|VIS-CONTEST/);
      expect(await heatmapTotal(callers[who])).toBe(1);
    });
  }

  for (const who of ['admin', 'problemAdmin']) {
    it(`names and counts every problem for ${who === 'admin' ? 'an admin' : 'a problem admin'}`, async () => {
      const { data } = await home(callers[who]);
      expect(data.solvedList).toEqual(['VIS-CONTEST', 'VIS-GROUP', 'VIS-PRIVATE', 'VIS-PUBLIC']);
      expect(data.total).toBe(4);
      expect(await heatmapTotal(callers[who])).toBe(4);
    });
  }
});
