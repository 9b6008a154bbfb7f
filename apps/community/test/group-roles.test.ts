import { afterAll, beforeAll, describe, it } from 'vitest';
import { GroupAnnouncementEntity } from '@oj/db';
import { groupForm, startGroupKit } from './group-kit.ts';
import type { GroupKit } from './group-kit.ts';
import { expectRowsFor, matrixAccounts, matrixGroup, matrixTests, routesUnder, row } from './role-matrix.ts';
import type { MatrixAccounts, RouteCase } from './role-matrix.ts';

// The role matrix of the group calls: every group route the service registers, called by member
// levels 1–5, the owner, a site admin, a super admin, a signed-in stranger and an anonymous
// visitor, on a fresh private group each time. A group route added without a row here fails.
// The group discussion routes (group/*discussion*) are rows of discussion-roles.test.ts.

/** A fresh private group: owner (5), members m1–m5 at their levels, a level-3 target, an announcement of the owner. */
interface Fixture {
  gid: number;
  announcementId: number;
  targetUid: string;
}

//                    m1   m2   m3   m4   m5   owner site super stranger anon
const ANYONE = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
const SIGNED_IN = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 401]);
const MEMBERS = row([403, 403, 200, 200, 200, 200, 403, 200, 403, 401]);
const ADMINS = row([403, 403, 403, 200, 200, 200, 403, 200, 403, 401]);
const ROOTS = row([403, 403, 403, 403, 200, 200, 403, 200, 403, 401]);

const gidQuery = (f: Fixture) => ({ url: `?gid=${String(f.gid)}` });

const MATRIX: Record<string, RouteCase<Fixture>> = {
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
  let accounts: MatrixAccounts;

  beforeAll(async () => {
    kit = await startGroupKit(routes);
    accounts = await matrixAccounts(kit);
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  async function fixture(): Promise<Fixture> {
    const db = kit.service.database.dataSource;
    const { gid, targetUid } = await matrixGroup(db, accounts);
    const announcement = await db
      .getRepository(GroupAnnouncementEntity)
      .insert({ gid, title: 'Rules', content: 'Be kind', status: 0, uid: accounts.owner.uid });
    return { gid, announcementId: Number(announcement.identifiers[0]?.id), targetUid };
  }

  it('has a row for every group route the service registers', () => {
    const groupRoutes = routesUnder(routes, ['/get-group-*', '/group', '/group/*']).filter((route) => !route.includes('discussion'));
    expectRowsFor(MATRIX, groupRoutes, routes);
  });

  matrixTests(MATRIX, () => ({ kit, accounts, fixture }));
});
