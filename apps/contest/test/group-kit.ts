// Groups for the group contest tests, written as the community service (their owner) would hold
// them: the contest service only reads them through @oj/db/reads.
import { randomUUID } from 'node:crypto';
import { GroupAuth, Role } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import type { Account, ContestTestKit } from './helpers.ts';

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
