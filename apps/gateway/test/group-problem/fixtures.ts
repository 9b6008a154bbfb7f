import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GroupAuth } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';

/** An account of the test: its uid, username and token. */
export interface Account {
  uid: string;
  username: string;
  token: string;
}

/** A new account with these roles. */
export async function account(app: FastifyInstance, username: string, roles: number[]): Promise<Account> {
  const uid = randomUUID();
  await app.db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'not-used', gender: 'secrecy' });
  for (const roleId of roles) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return { uid, username, token: app.signToken({ uid, username, roles }) };
}

/** A group as the community service stores it, with member rows (uid → level); returns its id. */
export async function makeGroup(
  app: FastifyInstance,
  fields: { shortName: string; owner: string; auth?: number; visible?: boolean },
  members: Record<string, number>,
): Promise<number> {
  const auth = fields.auth ?? GroupAuth.Private;
  const inserted = await app.db.getRepository(GroupEntity).insert({
    name: `Group ${fields.shortName}`,
    shortName: fields.shortName,
    brief: 'A group of the tests',
    description: 'A group of the group problem tests',
    owner: fields.owner,
    auth,
    code: auth === GroupAuth.Public ? null : 'abc123',
    visible: fields.visible ?? true,
    status: 0,
    avatar: null,
  });
  const gid = Number(inserted.identifiers[0]?.id);
  const rows = Object.entries({ [fields.owner]: 5, ...members }).map(([uid, level]) => ({ gid, uid, auth: level, reason: null }));
  await app.db.getRepository(GroupMemberEntity).insert(rows);
  return gid;
}
