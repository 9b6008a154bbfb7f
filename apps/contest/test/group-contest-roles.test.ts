import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ProblemAuth, Role, ROUTE_OWNERS, routeMatches } from '@oj/contracts';
import { ContestAnnouncementEntity, ContestEntity, ContestProblemEntity } from '@oj/db';
import { startTestService } from '@oj/service-kit/testing';
import { contestForm } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';
import { ADMINS_ONLY, MATRIX_ROLES, MEMBERS_ONLY, ROOTS_ONLY, addAccount, addGroup, recordingContestService } from './group-kit.ts';
import type { MatrixRole } from './group-kit.ts';

// The role matrix of the group contest calls: every group contest route the contest service
// registers, called by member levels 1–5, the owner, a site admin, a super admin, a signed-in
// stranger and an anonymous visitor, on a fresh private group and contest each time. The contest's
// author is another level-4 member, so m4 shows that a group admin who did not create it may not
// change it. A group contest route added without a row here fails.

const ROLES = MATRIX_ROLES;
type RoleName = MatrixRole;

interface Fixture {
  gid: number;
  cid: number;
  /** The contest problem (its row id) and a public and a group problem not in the contest yet. */
  contestProblemId: number;
  publicPid: number;
  groupProblemId: string;
  announcementId: number;
}

interface RouteCase {
  request: (fixture: Fixture) => { url: string; body?: unknown };
  expect: Record<RoleName, number>;
}

const MEMBERS = MEMBERS_ONLY;
const ADMINS = ADMINS_ONLY;
const ROOTS = ROOTS_ONLY;

const MATRIX: Record<string, RouteCase> = {
  'GET /group/get-contest-list': { request: (f) => ({ url: `?gid=${f.gid}` }), expect: MEMBERS },
  'GET /group/get-admin-contest-list': { request: (f) => ({ url: `?gid=${f.gid}` }), expect: ADMINS },
  'POST /group/contest': { request: (f) => ({ url: '', body: { ...contestForm(), gid: f.gid } }), expect: ADMINS },
  'GET /group/contest': { request: (f) => ({ url: `?cid=${f.cid}` }), expect: ROOTS },
  'PUT /group/contest': { request: (f) => ({ url: '', body: { ...contestForm({ title: 'Changed' }), id: f.cid } }), expect: ROOTS },
  'DELETE /group/contest': { request: (f) => ({ url: `?cid=${f.cid}&gid=${f.gid}` }), expect: ROOTS },
  'PUT /group/change-contest-visible': { request: (f) => ({ url: '', body: { cid: f.cid, visible: false } }), expect: ROOTS },
  'GET /group/get-contest-problem-list': { request: (f) => ({ url: `?cid=${f.cid}` }), expect: ROOTS },
  'POST /group/add-contest-problem-from-public': { request: (f) => ({ url: '', body: { cid: f.cid, pid: f.publicPid, displayId: 'B' } }), expect: ROOTS },
  'POST /group/add-contest-problem-from-group': {
    request: (f) => ({ url: '', body: { cid: f.cid, problemId: f.groupProblemId, displayId: 'C' } }),
    expect: ROOTS,
  },
  'PUT /group/contest-problem': {
    request: (f) => ({ url: '', body: { id: f.contestProblemId, cid: f.cid, displayId: 'Z', displayTitle: 'Renamed' } }),
    expect: ROOTS,
  },
  'DELETE /group/contest-problem': { request: (f) => ({ url: `?id=${f.contestProblemId}&cid=${f.cid}` }), expect: ROOTS },
  'GET /group/get-contest-announcement-list': { request: (f) => ({ url: `?cid=${f.cid}` }), expect: ROOTS },
  'POST /group/contest-announcement': { request: (f) => ({ url: '', body: { cid: f.cid, title: 'Notice', content: 'Text' } }), expect: ROOTS },
  'PUT /group/contest-announcement': {
    request: (f) => ({ url: '', body: { id: f.announcementId, cid: f.cid, title: 'Notice', content: 'Changed' } }),
    expect: ROOTS,
  },
  'DELETE /group/contest-announcement': { request: (f) => ({ url: `?id=${f.announcementId}&cid=${f.cid}` }), expect: ROOTS },
};

describe('the group contest role matrix', () => {
  const routes = new Set<string>();
  let kit: Pick<ContestTestKit, 'service' | 'call' | 'close'>;
  const accounts = {} as Record<Exclude<RoleName, 'anonymous'>, Account>;
  let author: Account;

  beforeAll(async () => {
    const service = await startTestService('contest', recordingContestService(routes));
    // The kit's client and fixtures over this service (its own accounts are not needed).
    kit = {
      service,
      async call(method, url, who = null, payload) {
        const headers: Record<string, string> = { 'accept-language': 'en-US' };
        if (who) headers.authorization = `Bearer ${who.token}`;
        const response = await service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
        return { statusCode: response.statusCode, ...response.json<{ status: number; msg: string; data: never }>() };
      },
      close: () => service.close(),
    };
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
      accounts[role] = await addAccount(kit, `r${role.toLowerCase()}`, roles);
    }
    author = await addAccount(kit, 'rauthor');
  }, 60_000);

  afterAll(async () => {
    await kit.service.app.jsm.streams.delete(`KV_${kit.service.app.natsNames.kv.contestGate}`).catch(() => false);
    await kit.close();
  });

  const db = () => kit.service.database.dataSource;
  async function fixture(): Promise<Fixture> {
    const gid = await addGroup(kit, accounts.owner, [
      ...([1, 2, 3, 4, 5] as const).map((level) => ({ account: accounts[`m${level}`], level })),
      { account: author, level: 4 },
    ]);
    const form = contestForm({ auth: ContestAuth.Public });
    const inserted = await db()
      .getRepository(ContestEntity)
      .insert({
        title: 'Matrix Round',
        description: form.description,
        type: form.type,
        auth: form.auth,
        startTime: new Date(form.startTime),
        endTime: new Date(form.endTime),
        duration: 3 * 3600,
        uid: author.uid,
        author: author.username,
        gid,
        visible: true,
        starAccount: '[]',
        awardConfig: '[]',
      });
    const cid = Number(inserted.identifiers[0]?.id);
    const problem = async (fields: { gid: number | null; problemId: string }) => {
      const result = await db()
        .getRepository('problem')
        .insert({
          problemId: fields.problemId,
          title: 'Matrix',
          author: 'root',
          auth: ProblemAuth.Public,
          isGroup: fields.gid !== null,
          gid: fields.gid,
          description: 'x',
        });
      return Number(result.identifiers[0]?.id);
    };
    const tag = randomUUID().slice(0, 8);
    const inContest = await problem({ gid: null, problemId: `MA-${tag}` });
    const publicPid = await problem({ gid: null, problemId: `MP-${tag}` });
    const groupProblemId = `MG-${tag}`;
    await problem({ gid, problemId: groupProblemId });
    const link = await db().getRepository(ContestProblemEntity).insert({ cid, pid: inContest, displayId: 'A', displayTitle: 'First' });
    const announcement = await db()
      .getRepository(ContestAnnouncementEntity)
      .insert({ cid, title: 'Rules', content: 'Be kind', uid: author.uid, username: author.username, visible: true });
    return {
      gid,
      cid,
      contestProblemId: Number(link.identifiers[0]?.id),
      publicPid,
      groupProblemId,
      announcementId: Number(announcement.identifiers[0]?.id),
    };
  }

  it('has a row for every group contest route the service registers', () => {
    const groupRoutes = [...routes].filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      // Group trainings, also the contest service's, have a matrix of their own (group-training-roles.test.ts).
      return path.startsWith('/group') && !path.includes('training') && ROUTE_OWNERS.contest.some((entry) => routeMatches(entry, path));
    });
    expect(groupRoutes.length).toBeGreaterThan(0);
    expect(groupRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.has(route))).toEqual([]);
  });

  for (const [route, routeCase] of Object.entries(MATRIX)) {
    it(`${route}: each role gets its status`, async () => {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const got: Partial<Record<RoleName, number>> = {};
      for (const role of ROLES) {
        const request = routeCase.request(await fixture());
        const who = role === 'anonymous' ? null : accounts[role];
        got[role] = (await kit.call(method, `/api${path}${request.url}`, who, request.body)).statusCode;
      }
      expect(got).toEqual(routeCase.expect);
    }, 60_000);
  }
});
