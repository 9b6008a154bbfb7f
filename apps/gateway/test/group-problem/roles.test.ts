import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_ROUTES, ProblemAuth, Role, routeMatches } from '@oj/contracts';
import type { AdminProblemSavedDto } from '@oj/contracts';
import { call, dataOf, languageIds, problemBody, startAdminProblemApp, zipOf } from '../admin-problem/helpers.ts';
import type { AdminProblemHarness } from '../admin-problem/helpers.ts';
import { account, makeGroup } from './fixtures.ts';
import type { Account } from './fixtures.ts';

// The role matrix of the gateway's group problem calls and of the test-data files a group's admins
// use: every such route the gateway registers, called by member levels 1–5, the owner, a site
// admin, a super admin, a signed-in stranger and an anonymous visitor, on a fresh private group
// with a problem of the owner each time. A route added without a row here fails.

const ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger', 'anonymous'] as const;
type RoleName = (typeof ROLES)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh private group (owner; m1–m5 at their levels) and a private problem of the owner in it. */
interface Fixture {
  gid: number;
  pid: number;
}

interface RouteCase {
  request: (fixture: Fixture, serial: number) => { query?: Record<string, number>; body?: object; zip?: boolean };
  expect: Record<RoleName, number>;
}

const row = (values: number[]): Record<RoleName, number> =>
  Object.fromEntries(ROLES.map((role, index) => [role, values[index] ?? 0])) as Record<RoleName, number>;
//                    m1   m2   m3   m4   m5   owner site super stranger anon
const MEMBERS = row([403, 403, 200, 200, 200, 200, 403, 200, 403, 401]);
const ADMINS = row([403, 403, 403, 200, 200, 200, 403, 200, 403, 401]);
const ROOTS = row([403, 403, 403, 403, 200, 200, 403, 200, 403, 401]);
// The test-data files: admin roles any problem's, as before; a group's admins their group's.
const FILE_ADMINS = row([403, 403, 403, 200, 200, 200, 200, 200, 403, 401]);
const FILE_ROOTS = row([403, 403, 403, 403, 200, 200, 200, 200, 403, 401]);

const pidQuery = (f: Fixture) => ({ query: { pid: f.pid, gid: f.gid } });

describe('the group problem role matrix', () => {
  let h: AdminProblemHarness;
  let lids: number[];
  const accounts = {} as Record<Exclude<RoleName, 'anonymous'>, Account>;
  const routes = new Set<string>();
  let groups = 0;

  const saveBody = (f: Fixture, serial: number, id?: number) => {
    const body = { ...problemBody(`R${String(serial)}`, lids), gid: f.gid, ...(id === undefined ? {} : { changeTestCase: false }) };
    body.problem = { ...body.problem, ...(id === undefined ? {} : { id }) };
    return body;
  };

  const MATRIX: Record<string, RouteCase> = {
    'GET /group/get-problem-list': { request: (f) => ({ query: { gid: f.gid } }), expect: MEMBERS },
    'GET /group/get-admin-problem-list': { request: (f) => ({ query: { gid: f.gid } }), expect: ADMINS },
    'GET /group/get-problem-tags': { request: (f) => ({ query: { gid: f.gid } }), expect: ADMINS },
    'POST /group/problem': { request: (f, serial) => ({ body: saveBody(f, serial) }), expect: ADMINS },
    // The owner's problem: the group root edits it; a level-4 admin who did not write it may not.
    'GET /group/problem': { request: pidQuery, expect: ROOTS },
    'PUT /group/problem': { request: (f, serial) => ({ body: saveBody(f, serial, f.pid) }), expect: ROOTS },
    'DELETE /group/problem': { request: pidQuery, expect: ROOTS },
    'GET /group/get-problem-cases': { request: pidQuery, expect: ROOTS },
    'PUT /group/change-problem-auth': { request: (f) => ({ body: { pid: f.pid, gid: f.gid, auth: ProblemAuth.Public } }), expect: ROOTS },
    'PUT /group/apply-public': { request: (f) => ({ body: { pid: f.pid, gid: f.gid, flag: true } }), expect: ROOTS },
    'POST /file/upload-testcase-zip': { request: (f) => ({ query: { gid: f.gid }, zip: true }), expect: FILE_ADMINS },
    'GET /file/download-testcase': { request: (f) => ({ query: { pid: f.pid } }), expect: FILE_ROOTS },
  };

  beforeAll(async () => {
    h = await startAdminProblemApp('gw_gp_roles', routes);
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
      accounts[role] = await account(h.app, `gpr${role.toLowerCase()}`, roles);
    }
    lids = await languageIds(h.app, ['C++']);
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  async function fixture(): Promise<Fixture> {
    groups += 1;
    const members = Object.fromEntries([1, 2, 3, 4, 5].map((level) => [accounts[`m${String(level)}` as 'm1'].uid, level]));
    const gid = await makeGroup(h.app, { shortName: `rx${String(groups).padStart(5, '0')}`, owner: accounts.owner.uid }, members);
    const body = { ...problemBody('OWN', lids), gid };
    body.problem = { ...body.problem, auth: ProblemAuth.Private };
    const saved = dataOf<AdminProblemSavedDto>(await call(h.app, 'POST', '/api/group/problem', { token: accounts.owner.token, body }));
    return { gid, pid: saved.id };
  }

  it('has a row for every group problem and test-data route the gateway registers', () => {
    const covered = [...GATEWAY_ROUTES, '/file/upload-testcase-zip', '/file/download-testcase'];
    const ours = [...routes].filter((route) => covered.some((entry) => routeMatches(entry, route.slice(route.indexOf(' ') + 1))));
    expect(ours.length).toBeGreaterThan(10);
    expect(ours.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.has(route))).toEqual([]);
  });

  let serial = 0;
  for (const [route, routeCase] of Object.entries(MATRIX)) {
    it(`${route}: each role gets its status`, async () => {
      const [method, path] = route.split(' ') as [Method, string];
      const got: Partial<Record<RoleName, number>> = {};
      for (const role of ROLES) {
        serial += 1;
        const request = routeCase.request(await fixture(), serial);
        const token = role === 'anonymous' ? undefined : accounts[role].token;
        if (request.zip) {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(await zipOf({ '1.in': '1\n', '1.out': '1\n' }))], { type: 'application/zip' }), 'cases.zip');
          const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]));
          const response = await fetch(`${h.baseUrl}/api${path}?${query.toString()}`, { method, body: form, headers: token ? { authorization: token } : {} });
          got[role] = response.status;
          await response.arrayBuffer();
        } else {
          got[role] = (await call(h.app, method, `/api${path}`, { ...(token ? { token } : {}), ...request })).statusCode;
        }
      }
      expect(got).toEqual(routeCase.expect);
    });
  }
});
