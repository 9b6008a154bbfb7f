import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_OWNERS, routeMatches } from '@oj/contracts';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import { GroupMemberEntity } from '@oj/db';
import type { Account } from './helpers.ts';
import { ADMINS_ONLY, MATRIX_ROLES, MEMBERS_ONLY, ROOTS_ONLY, addAccount, recordingContestService, statusRow } from './group-kit.ts';
import type { MatrixRole } from './group-kit.ts';
import { addCategory, addGroupProblem, addPublicProblem, addRoleGroup, groupAccounts, groupTrainingBody } from './group-training-kit.ts';
import type { GroupRole } from './group-training-kit.ts';

// The role matrix of the group training calls (spec 03 §6 "Group content"): every /group/ route the
// contest service registers, called by member levels 1–5, the owner, a site admin, a super admin, a
// signed-in stranger and an anonymous visitor, each on a fresh private group whose training was
// written by another level-4 admin. A group training route added without a row here fails.

interface Fixture {
  gid: number;
  targetGid: number;
  tid: number;
  categoryId: number;
  publicPid: number;
  linkedPid: number;
  groupProblemId: string;
}

interface RouteCase {
  request: (fixture: Fixture) => { url: string; body?: unknown };
  expect: Record<MatrixRole, number>;
}

const MEMBERS = MEMBERS_ONLY;
const ADMINS = ADMINS_ONLY;
/** The training's managers: the group root (level 5, the owner, super admins); its author is another level-4 admin. */
const ROOTS = ROOTS_ONLY;
//                          m1   m2   m3   m4   m5   owner site super stranger anon
const SUPER = statusRow([403, 403, 403, 403, 403, 403, 403, 200, 403, 401]);

const MATRIX: Record<string, RouteCase> = {
  'GET /group/get-training-list': { request: (f) => ({ url: `?gid=${String(f.gid)}` }), expect: MEMBERS },
  'GET /group/get-admin-training-list': { request: (f) => ({ url: `?gid=${String(f.gid)}` }), expect: ADMINS },
  'GET /group/get-training-category-list': { request: (f) => ({ url: `?gid=${String(f.gid)}` }), expect: ADMINS },
  'POST /group/training': { request: (f) => ({ url: '', body: groupTrainingBody(f.gid, f.categoryId) }), expect: ADMINS },
  'GET /group/training': { request: (f) => ({ url: `?tid=${String(f.tid)}` }), expect: ROOTS },
  'PUT /group/training': {
    request: (f) => ({
      url: '',
      body: { training: { id: f.tid, rank: 3, title: 'Renamed', description: 'Changed.', auth: 'Public' }, trainingCategory: { id: f.categoryId } },
    }),
    expect: ROOTS,
  },
  'DELETE /group/training': { request: (f) => ({ url: `?tid=${String(f.tid)}` }), expect: ROOTS },
  'PUT /group/change-training-status': { request: (f) => ({ url: '', body: { tid: f.tid, visible: false } }), expect: ROOTS },
  'GET /group/get-training-problem-list': { request: (f) => ({ url: `?tid=${String(f.tid)}` }), expect: ROOTS },
  'PUT /group/training-problem': { request: (f) => ({ url: '', body: { tid: f.tid, pid: f.linkedPid, rank: 7 } }), expect: ROOTS },
  'DELETE /group/training-problem': { request: (f) => ({ url: `?tid=${String(f.tid)}&pid=${String(f.linkedPid)}` }), expect: ROOTS },
  'POST /group/add-training-problem-from-public': { request: (f) => ({ url: '', body: { tid: f.tid, pid: f.publicPid, displayId: 'B' } }), expect: ROOTS },
  'POST /group/add-training-problem-from-group': { request: (f) => ({ url: '', body: { tid: f.tid, problemId: f.groupProblemId } }), expect: ROOTS },
  'POST /group/clone-training': { request: (f) => ({ url: '', body: { sgid: f.gid, tgid: f.targetGid } }), expect: SUPER },
};

describe('the group training role matrix', () => {
  const routes = new Set<string>();
  let service: TestService;
  let who: Record<GroupRole, Account>;
  let author: Account;
  let categoryId = 0;

  beforeAll(async () => {
    service = await startTestService('contest', recordingContestService(routes));
    who = await groupAccounts({ service }, 'rm');
    author = await addAccount({ service }, 'rmauthor');
    categoryId = await addCategory({ service }, 'Matrix');
  }, 60_000);
  afterAll(async () => {
    await service.close();
  });

  async function call(method: string, url: string, account: Account | null, payload?: unknown): Promise<number> {
    const headers: Record<string, string> = account ? { authorization: `Bearer ${account.token}` } : {};
    const response = await service.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return response.statusCode;
  }

  /** A fresh private group with another level-4 admin's training of one public problem, a group problem and a target group. */
  async function fixture(): Promise<Fixture> {
    const host = { service };
    const gid = await addRoleGroup(host, who);
    const targetGid = await addRoleGroup(host, who);
    await service.database.dataSource.getRepository(GroupMemberEntity).insert({ gid, uid: author.uid, auth: 4, reason: null });
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/group/training',
      headers: { authorization: `Bearer ${author.token}` },
      payload: groupTrainingBody(gid, categoryId),
    });
    const tid = created.json<{ data: { training: { id: number } } }>().data.training.id;
    const linkedPid = await addPublicProblem(host, 'Linked');
    const publicPid = await addPublicProblem(host, 'Unlinked');
    const added = await service.app.inject({
      method: 'POST',
      url: '/api/group/add-training-problem-from-public',
      headers: { authorization: `Bearer ${author.token}` },
      payload: { tid, pid: linkedPid, displayId: 'A' },
    });
    if (added.statusCode !== 200) throw new Error(`fixture: ${added.body}`);
    const { problemId } = await addGroupProblem(host, gid, 'Group problem');
    return { gid, targetGid, tid, categoryId, publicPid, linkedPid, groupProblemId: problemId };
  }

  it('has a row for every group route the contest service registers', () => {
    // The group training entries (group contests, also the contest service's, have a matrix of their own).
    const groupEntries = ROUTE_OWNERS.contest.filter((entry) => entry.startsWith('/group/') && entry.includes('training'));
    const groupRoutes = [...routes].filter((route) => groupEntries.some((entry) => routeMatches(entry, route.slice(route.indexOf(' ') + 1))));
    expect(groupRoutes.length).toBeGreaterThan(0);
    expect(groupRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.has(route))).toEqual([]);
  });

  for (const [route, routeCase] of Object.entries(MATRIX)) {
    it(`${route}: each role gets its status`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const got: Partial<Record<MatrixRole, number>> = {};
      for (const role of MATRIX_ROLES) {
        const request = routeCase.request(await fixture());
        got[role] = await call(method, `/api${path}${request.url}`, role === 'anonymous' ? null : who[role], request.body);
      }
      expect(got).toEqual(routeCase.expect);
    }, 60_000);
  }
});
