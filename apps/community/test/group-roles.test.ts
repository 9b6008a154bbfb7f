import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, Role, ROUTE_OWNERS, routeMatches } from '@oj/contracts';
import { GroupAnnouncementEntity, GroupEntity, GroupMemberEntity } from '@oj/db';
import { groupForm, startGroupKit } from './group-kit.ts';
import type { Account, GroupKit, Method } from './group-kit.ts';

// The role matrix of the group calls: every group route the service registers, called by member
// levels 1–5, the owner, a site admin, a super admin, a signed-in stranger and an anonymous
// visitor, on a fresh private group each time. A group route added without a row here fails.

const ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger', 'anonymous'] as const;
type RoleName = (typeof ROLES)[number];

/** A fresh private group: owner (5), members m1–m5 at their levels, a level-3 target, an announcement of the owner. */
interface Fixture {
  gid: number;
  announcementId: number;
  targetUid: string;
}

interface RouteCase {
  request: (fixture: Fixture, serial: number) => { url: string; body?: unknown };
  /** The HTTP status of each role. */
  expect: Record<RoleName, number>;
}

const row = (values: number[]): Record<RoleName, number> =>
  Object.fromEntries(ROLES.map((role, index) => [role, values[index] ?? 0])) as Record<RoleName, number>;
//                    m1   m2   m3   m4   m5   owner site super stranger anon
const ANYONE = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
const SIGNED_IN = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 401]);
const MEMBERS = row([403, 403, 200, 200, 200, 200, 403, 200, 403, 401]);
const ADMINS = row([403, 403, 403, 200, 200, 200, 403, 200, 403, 401]);
const ROOTS = row([403, 403, 403, 403, 200, 200, 403, 200, 403, 401]);

const gidQuery = (f: Fixture) => ({ url: `?gid=${String(f.gid)}` });

const MATRIX: Record<string, RouteCase> = {
  'GET /get-group-list': { request: () => ({ url: '' }), expect: ANYONE },
  'GET /get-group-detail': { request: gidQuery, expect: MEMBERS },
  'GET /get-group-access': { request: gidQuery, expect: SIGNED_IN },
  'GET /get-group-auth': { request: gidQuery, expect: SIGNED_IN },
  'GET /get-group-rank-list': { request: gidQuery, expect: MEMBERS },
  // Ordinary users need the admin config's 20 accepted problems (the default); admin roles are exempt.
  'POST /group': {
    request: (_f, serial) => ({ url: '', body: groupForm({ name: `Matrix Club ${String(serial)}`, shortName: `mx${String(serial).padStart(4, '0')}` }) }),
    expect: row([403, 403, 403, 403, 403, 403, 200, 200, 403, 401]),
  },
  'PUT /group': { request: (f) => ({ url: '', body: { id: f.gid, brief: 'A changed brief' } }), expect: ROOTS },
  'DELETE /group': { request: gidQuery, expect: row([403, 403, 403, 403, 403, 200, 403, 200, 403, 401]) },
  'GET /group/get-member-list': { request: gidQuery, expect: MEMBERS },
  'GET /group/get-apply-list': { request: gidQuery, expect: ADMINS },
  // Applying: m1 is waiting already, m2 (refused) may apply again, members are members already (400).
  'POST /group/member': {
    request: (f) => ({ url: '', body: { gid: f.gid, code: 'abc123', reason: 'Please let me in' } }),
    expect: row([400, 200, 400, 400, 400, 400, 200, 400, 200, 401]),
  },
  'PUT /group/member': { request: (f) => ({ url: '', body: { gid: f.gid, uid: f.targetUid, auth: 2 } }), expect: ADMINS },
  'DELETE /group/member': { request: (f) => ({ url: `?gid=${String(f.gid)}&uid=${f.targetUid}` }), expect: ADMINS },
  // Leaving: the owner cannot (400); a super admin without a row is no member (404); outsiders meet the private group (403).
  'DELETE /group/member/exit': { request: gidQuery, expect: row([200, 200, 200, 200, 200, 400, 403, 404, 403, 401]) },
  'GET /group/get-announcement-list': { request: gidQuery, expect: MEMBERS },
  'GET /group/get-admin-announcement-list': { request: gidQuery, expect: ADMINS },
  'POST /group/announcement': { request: (f) => ({ url: '', body: { gid: f.gid, title: 'Notice', content: 'Text' } }), expect: ADMINS },
  // The owner's announcement: the group root edits it; a level-4 admin who did not write it may not.
  'PUT /group/announcement': { request: (f) => ({ url: '', body: { id: f.announcementId, status: 1 } }), expect: ROOTS },
  'DELETE /group/announcement': { request: (f) => ({ url: `?id=${String(f.announcementId)}` }), expect: ROOTS },
};

describe('the group role matrix', () => {
  const routes = new Set<string>();
  let kit: GroupKit;
  const accounts = {} as Record<Exclude<RoleName, 'anonymous'>, Account>;

  beforeAll(async () => {
    kit = await startGroupKit(routes);
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
      accounts[role] = await kit.account(role.toLowerCase(), roles);
    }
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  const db = () => kit.service.database.dataSource;
  let groups = 0;
  async function fixture(): Promise<Fixture> {
    groups += 1;
    const inserted = await db()
      .getRepository(GroupEntity)
      .insert({
        name: `Fixture ${String(groups)}`,
        shortName: `fx${String(groups).padStart(5, '0')}`,
        brief: 'A fixture group',
        description: 'A fixture group of the role matrix',
        owner: accounts.owner.uid,
        auth: GroupAuth.Private,
        code: 'abc123',
        visible: true,
        status: 0,
        avatar: null,
      });
    const gid = Number(inserted.identifiers[0]?.id);
    const targetUid = randomUUID();
    const members = [
      { uid: accounts.owner.uid, auth: 5 },
      ...[1, 2, 3, 4, 5].map((level) => ({ uid: accounts[`m${String(level)}` as 'm1'].uid, auth: level })),
      { uid: targetUid, auth: 3 },
    ];
    await db()
      .getRepository(GroupMemberEntity)
      .insert(members.map((member) => ({ ...member, gid, reason: null })));
    const announcement = await db()
      .getRepository(GroupAnnouncementEntity)
      .insert({ gid, title: 'Rules', content: 'Be kind', status: 0, uid: accounts.owner.uid });
    return { gid, announcementId: Number(announcement.identifiers[0]?.id), targetUid };
  }

  it('has a row for every group route the service registers', () => {
    const groupRoutes = [...routes].filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      return ['/get-group-*', '/group', '/group/*'].some((entry) => ROUTE_OWNERS.community.includes(entry) && routeMatches(entry, path));
    });
    expect(groupRoutes.length).toBeGreaterThan(0);
    expect(groupRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
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
        const who = role === 'anonymous' ? null : accounts[role];
        got[role] = (await kit.call(method, `/api${path}${request.url}`, who, request.body)).statusCode;
      }
      expect(got).toEqual(routeCase.expect);
    });
  }
});
