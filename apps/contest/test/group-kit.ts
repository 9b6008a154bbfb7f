// Groups for the group contest and training tests, written as the community service (their owner)
// would hold them: the contest service only reads them through @oj/db/reads. Also the role
// matrices' pieces: the roles, their status rows, and the service recording the routes it registers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { GroupAuth, Role } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import type { BaseConfig } from '@oj/service-kit';
import { contestService } from '../src/app.ts';
import type { Account, ContestTestKit } from './helpers.ts';

/** The callers of a group role matrix: member levels 1–5, the owner, a site admin, a super admin, a stranger, a visitor. */
export const MATRIX_ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger', 'anonymous'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** The statuses of the roles, in MATRIX_ROLES order. */
export const statusRow = (values: number[]): Record<MatrixRole, number> =>
  Object.fromEntries(MATRIX_ROLES.map((role, index) => [role, values[index] ?? 0])) as Record<MatrixRole, number>;
//                                       m1   m2   m3   m4   m5   owner site super stranger anon
export const MEMBERS_ONLY = statusRow([403, 403, 200, 200, 200, 200, 403, 200, 403, 401]);
export const ADMINS_ONLY = statusRow([403, 403, 403, 200, 200, 200, 403, 200, 403, 401]);
export const ROOTS_ONLY = statusRow([403, 403, 403, 403, 200, 200, 403, 200, 403, 401]);

/** The contest service, recording each route it registers below /api as `METHOD /path`. */
export function recordingContestService(routes: Set<string>): FastifyPluginAsync<{ config: BaseConfig }> {
  return async (app: FastifyInstance, options: { config: BaseConfig }) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && route.url.startsWith('/api/')) routes.add(`${method} ${route.url.slice('/api'.length)}`);
    });
    await app.register(contestService, options);
  };
}

let groups = 0;

/** A group owned by `owner` with these member rows (level 1–5); returns its id. */
export async function addGroup(
  kit: Pick<ContestTestKit, 'service'>,
  owner: Account,
  members: readonly { account: Account; level: number }[],
  auth: number = GroupAuth.Private,
): Promise<number> {
  groups += 1;
  const db = kit.service.database.dataSource;
  const inserted = await db.getRepository(GroupEntity).insert({
    name: `Contest Club ${String(groups)}`,
    shortName: `cc${String(groups).padStart(5, '0')}${randomUUID().slice(0, 2)}`,
    brief: 'A group that runs contests',
    description: 'A group of the group contest tests',
    owner: owner.uid,
    auth,
    code: 'abc123',
    visible: true,
    status: 0,
    avatar: null,
  });
  const gid = Number(inserted.identifiers[0]?.id);
  const rows = [{ uid: owner.uid, auth: 5 }, ...members.map((member) => ({ uid: member.account.uid, auth: member.level }))];
  await db.getRepository(GroupMemberEntity).insert(rows.map((row) => ({ ...row, gid, reason: null })));
  return gid;
}

/** Another signed-in account (a plain user unless roles are given). */
export async function addAccount(kit: Pick<ContestTestKit, 'service'>, username: string, roles: number[] = [Role.User]): Promise<Account> {
  const db = kit.service.database.dataSource;
  const uid = randomUUID();
  await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
  for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return { uid, username, roles, token: kit.service.app.signToken({ uid, username, roles }) };
}
