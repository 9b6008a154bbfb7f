// Fixtures of the group training tests: accounts of every group role, groups written as the
// community service would have (fixtures write as nobody), group problems, and the calls' bodies.
import { randomUUID } from 'node:crypto';
import { GroupAuth, ProblemAuth, Role } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, ProblemEntity, TrainingCategoryEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import type { Account, ContestTestKit } from './helpers.ts';

/** What the fixtures need of a started contest service. */
export type Host = Pick<ContestTestKit, 'service'>;

/** The roles of the matrix: member levels 1–5, the owner, a site admin, a super admin, a stranger. */
export const GROUP_ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Adds a signed-in account with these roles. */
export async function addAccount(kit: Host, username: string, roles: number[] = [Role.User]): Promise<Account> {
  const db = kit.service.database.dataSource;
  const uid = randomUUID();
  await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
  for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return { uid, username, roles, token: kit.service.app.signToken({ uid, username, roles }) };
}

/** One account per role. */
export async function groupAccounts(kit: Host, prefix: string): Promise<Record<GroupRole, Account>> {
  const accounts = {} as Record<GroupRole, Account>;
  for (const role of GROUP_ROLES) {
    const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
    accounts[role] = await addAccount(kit, `${prefix}${role.toLowerCase()}`.slice(0, 20), roles);
  }
  return accounts;
}

let groups = 0;

/** A group owned by `accounts.owner` with m1–m5 at their levels (auth: private unless said). */
export async function addGroup(kit: Host, accounts: Record<GroupRole, Account>, auth: number = GroupAuth.Private): Promise<number> {
  const db = kit.service.database.dataSource;
  groups += 1;
  const inserted = await db.getRepository(GroupEntity).insert({
    name: `Training Group ${String(groups)}`,
    shortName: `tg${String(groups).padStart(5, '0')}`,
    brief: 'A group of the training tests',
    description: 'A group of the training tests',
    owner: accounts.owner.uid,
    auth,
    code: 'abc123',
    visible: true,
    status: 0,
    avatar: null,
  });
  const gid = Number(inserted.identifiers[0]?.id);
  const members = [
    { uid: accounts.owner.uid, auth: 5 },
    ...[1, 2, 3, 4, 5].map((level) => ({ uid: accounts[`m${String(level)}` as GroupRole].uid, auth: level })),
  ];
  await db.getRepository(GroupMemberEntity).insert(members.map((member) => ({ ...member, gid, reason: null })));
  return gid;
}

/** A problem of group `gid`; returns its pid and problemId. */
export async function addGroupProblem(kit: Host, gid: number, title: string, type = 0): Promise<{ pid: number; problemId: string }> {
  const problemId = `G${String(gid)}-${randomUUID().slice(0, 6)}`;
  const inserted = await kit.service.database.dataSource
    .getRepository(ProblemEntity)
    .insert({ problemId, title, author: 'owner', auth: ProblemAuth.Private, isGroup: true, gid, type, description: 'A group problem.' });
  return { pid: Number(inserted.identifiers[0]?.id), problemId };
}

/** A public problem of the bank; returns its pid. */
export async function addPublicProblem(kit: Host, title: string): Promise<number> {
  const inserted = await kit.service.database.dataSource
    .getRepository(ProblemEntity)
    .insert({ problemId: `P-${randomUUID().slice(0, 8)}`, title, author: 'root', auth: ProblemAuth.Public, description: 'A public problem.' });
  return Number(inserted.identifiers[0]?.id);
}

/** A site category (the back office's); returns its id. */
export async function addCategory(kit: Host, name: string, gid: number | null = null): Promise<number> {
  const inserted = await kit.service.database.dataSource.getRepository(TrainingCategoryEntity).insert({ name, color: '#2d8cf0', gid });
  return Number(inserted.identifiers[0]?.id);
}

/** The body of POST /group/training. */
export function groupTrainingBody(gid: number, categoryId: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    training: { gid, rank: 1000, title: 'Group practice', description: 'Practice together.', auth: 'Public', ...fields },
    trainingCategory: { id: categoryId },
  };
}
