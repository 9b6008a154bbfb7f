// Fixtures of the group training tests: accounts of every group role, their groups (group-kit.ts),
// group and public problems, categories, and the form's body.
import { randomUUID } from 'node:crypto';
import { GroupAuth, ProblemAuth, Role } from '@oj/contracts';
import { ProblemEntity, TrainingCategoryEntity } from '@oj/db';
import { addAccount, addGroup } from './group-kit.ts';
import type { Account, ContestTestKit } from './helpers.ts';

/** What the fixtures need of a started contest service. */
export type Host = Pick<ContestTestKit, 'service'>;

/** The roles of the matrix: member levels 1–5, the owner, a site admin, a super admin, a stranger. */
export const GROUP_ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** One account per role. */
export async function groupAccounts(kit: Host, prefix: string): Promise<Record<GroupRole, Account>> {
  const accounts = {} as Record<GroupRole, Account>;
  for (const role of GROUP_ROLES) {
    const roles = role === 'siteAdmin' ? [Role.Admin] : role === 'superAdmin' ? [Role.SuperAdmin] : [Role.User];
    accounts[role] = await addAccount(kit, `${prefix}${role.toLowerCase()}`.slice(0, 20), roles);
  }
  return accounts;
}

/** A group owned by `accounts.owner` with m1–m5 at their levels (auth: private unless said). */
export function addRoleGroup(kit: Host, accounts: Record<GroupRole, Account>, auth: number = GroupAuth.Private): Promise<number> {
  const members = [1, 2, 3, 4, 5].map((level) => ({ account: accounts[`m${String(level)}` as GroupRole], level }));
  return addGroup(kit, accounts.owner, members, auth);
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
