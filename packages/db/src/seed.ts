import { randomUUID } from 'node:crypto';
import { Role } from '@oj/contracts';
import type { RoleCode } from '@oj/contracts';
import type { DataSource, EntityManager, EntitySchema, QueryDeepPartialEntity } from 'typeorm';
import { RoleEntity, UserInfoEntity, UserRecordEntity, UserRoleEntity } from './entities/user.ts';
import { DifficultyEntity } from './entities/tag.ts';
import { usernameKey } from './username-key.ts';
import { insertMissingWebsiteConfig } from './website-config.ts';

/** Username of the super admin account created by `seedDefaults`. */
export const ROOT_USERNAME = 'root';

/** The role rows: code, distinct name and description. */
export const ROLE_DEFINITIONS: readonly { id: RoleCode; role: string; description: string }[] = [
  { id: Role.SuperAdmin, role: 'root', description: 'Super administrator' },
  { id: Role.Admin, role: 'admin', description: 'Administrator' },
  { id: Role.User, role: 'default_user', description: 'User' },
  { id: Role.NoSubmit, role: 'no_submit', description: 'User barred from submitting' },
  { id: Role.NoDiscuss, role: 'no_discuss', description: 'User barred from posting discussions' },
  { id: Role.Muted, role: 'muted', description: 'Muted user' },
  { id: Role.NoSubmitNoDiscuss, role: 'no_submit_no_discuss', description: 'User barred from submitting and discussing' },
  { id: Role.NoSubmitMuted, role: 'no_submit_muted', description: 'User barred from submitting and muted' },
  { id: Role.ProblemAdmin, role: 'problem_admin', description: 'Problem administrator' },
];

/** The default difficulty levels (spec 01 §3); admins may rename or recolour them later. */
export const DEFAULT_DIFFICULTIES: readonly { id: number; name: string; color: string }[] = [
  { id: 0, name: 'Easy', color: '#52c41a' },
  { id: 1, name: 'Mid', color: '#faad14' },
  { id: 2, name: 'Hard', color: '#f5222d' },
];

/** Options of `seedDefaults`. */
export interface SeedOptions {
  /** scrypt hash of the root password; used only when root does not exist yet, which null forbids. */
  rootPasswordHash: string | null;
}

/**
 * Inserts what a fresh site needs: roles, the root account (super admin), difficulty levels and
 * website config defaults. Idempotent: existing rows, root's password included, are left as they are.
 */
export async function seedDefaults(dataSource: DataSource, options: SeedOptions): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await insertIgnore(
      manager,
      RoleEntity,
      ROLE_DEFINITIONS.map((role) => ({ ...role, status: 0 })),
    );
    await insertIgnore(manager, DifficultyEntity, [...DEFAULT_DIFFICULTIES]);
    await seedRoot(manager, options.rootPasswordHash);
    await insertMissingWebsiteConfig(manager);
  });
}

async function seedRoot(manager: EntityManager, passwordHash: string | null): Promise<void> {
  if (passwordHash === null) {
    if (!(await manager.getRepository(UserInfoEntity).existsBy({ username: ROOT_USERNAME }))) {
      throw new Error(`user "${ROOT_USERNAME}" does not exist yet and no password was given for it`);
    }
  } else {
    // INSERT IGNORE on the unique username: a concurrent seed or an existing root wins, untouched.
    await insertIgnore(manager, UserInfoEntity, [
      {
        uid: randomUUID(),
        username: ROOT_USERNAME,
        usernameKey: usernameKey(ROOT_USERNAME),
        password: passwordHash,
        email: 'root@localhost',
        nickname: 'root',
        gender: 'secrecy',
      },
    ]);
  }
  const root = await manager.getRepository(UserInfoEntity).findOneOrFail({ where: { username: ROOT_USERNAME }, select: { uid: true } });
  await insertIgnore(manager, UserRoleEntity, [{ uid: root.uid, roleId: Role.SuperAdmin }]);
  await insertIgnore(manager, UserRecordEntity, [{ uid: root.uid }]);
}

async function insertIgnore<T extends object>(manager: EntityManager, entity: EntitySchema<T>, rows: QueryDeepPartialEntity<T>[]): Promise<void> {
  await manager.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();
}
