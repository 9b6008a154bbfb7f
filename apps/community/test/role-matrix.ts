// The role matrix of the community calls, shared by group-roles.test.ts and discussion-roles.test.ts:
// the roles (member levels 1–5, the owner, a site admin, a super admin, a signed-in stranger and an
// anonymous visitor), their accounts, a fresh private group of them per call, the routes of the
// service under some ROUTE_OWNERS entries, and one test per route calling it as every role.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { GroupAuth, Role, ROUTE_OWNERS, routeMatches } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity } from '@oj/db';
import type { DataSource } from 'typeorm';
import type { Account, GroupKit, Method } from './group-kit.ts';

export const ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger', 'anonymous'] as const;
export type RoleName = (typeof ROLES)[number];
export type MatrixAccounts = Record<Exclude<RoleName, 'anonymous'>, Account>;

/** The HTTP status of each role, in the order of ROLES. */
export const row = (values: number[]): Record<RoleName, number> =>
  Object.fromEntries(ROLES.map((role, index) => [role, values[index] ?? 0])) as Record<RoleName, number>;

/** One call of a route and what each role gets. */
export interface RouteCase<F> {
  /** Told apart in the test's name when a route has several cases (a public and a group discussion, say). */
  label?: string;
  request: (fixture: F, serial: number) => { url: string; body?: unknown };
  expect: Record<RoleName, number>;
}

/** Accounts of every role but the visitor: site admin 1001, super admin 1000, the rest ordinary users. */
export async function matrixAccounts(kit: GroupKit): Promise<MatrixAccounts> {
  const accounts = {} as MatrixAccounts;
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
    accounts[role] = await kit.account(`${role.toLowerCase()}${randomUUID().slice(0, 6)}`, roles);
  }
  return accounts;
}

let groups = 0;

/** A fresh private group: the owner (5), m1–m5 at their levels and a level-3 target. */
export async function matrixGroup(db: DataSource, accounts: MatrixAccounts): Promise<{ gid: number; targetUid: string }> {
  groups += 1;
  const tag = `${String(groups)}${randomUUID().slice(0, 4)}`;
  const inserted = await db.getRepository(GroupEntity).insert({
    name: `Fixture ${tag}`,
    shortName: `fx${tag}`.slice(0, 10),
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
  await db.getRepository(GroupMemberEntity).insert(members.map((member) => ({ ...member, gid, reason: null })));
  return { gid, targetUid };
}

/** The recorded routes (`METHOD /path`) under these entries of the community's ROUTE_OWNERS. */
export function routesUnder(routes: ReadonlySet<string>, entries: readonly string[]): string[] {
  for (const entry of entries) if (!ROUTE_OWNERS.community.includes(entry)) throw new Error(`${entry} is no entry of the community`);
  return [...routes].filter((route) => {
    const path = route.slice(route.indexOf(' ') + 1);
    return entries.some((entry) => routeMatches(entry, path));
  });
}

/** Asserts that the matrix has a row for each of `covered` and no row for a route the service does not register. */
export function expectRowsFor(matrix: Readonly<Record<string, unknown>>, covered: readonly string[], routes: ReadonlySet<string>): void {
  expect(covered.length).toBeGreaterThan(0);
  expect(covered.filter((route) => !(route in matrix))).toEqual([]);
  expect(Object.keys(matrix).filter((route) => !routes.has(route))).toEqual([]);
}

/** One test per route and case: each role calls it on a fresh fixture and gets its status. */
export function matrixTests<F>(
  matrix: Readonly<Record<string, RouteCase<F> | readonly RouteCase<F>[]>>,
  setup: () => { kit: GroupKit; accounts: MatrixAccounts; fixture: () => Promise<F> },
): void {
  let serial = 0;
  for (const [route, cases] of Object.entries(matrix)) {
    for (const routeCase of Array.isArray(cases) ? (cases as readonly RouteCase<F>[]) : [cases as RouteCase<F>]) {
      it(`${route}${routeCase.label ? ` (${routeCase.label})` : ''}: each role gets its status`, async () => {
        const { kit, accounts, fixture } = setup();
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
  }
}
