import { DEFAULT_WEBSITE_CONFIG, Role } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DifficultyEntity,
  RoleEntity,
  UserInfoEntity,
  UserRecordEntity,
  UserRoleEntity,
  WebsiteConfigEntity,
  loadWebsiteConfig,
  saveWebsiteConfig,
  seedDefaults,
} from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

describe('seedDefaults', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('seed');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('creates roles, root as super admin, difficulty levels and website config', async () => {
    await seedDefaults(db.dataSource, { rootPasswordHash: 'scrypt$first' });
    const roles = await db.dataSource.getRepository(RoleEntity).find({ order: { id: 'ASC' } });
    expect(roles.map((role) => role.id)).toEqual(Object.values(Role).sort());
    expect(new Set(roles.map((role) => role.role)).size).toBe(9);

    const root = await db.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: 'root' });
    expect(root.password).toBe('scrypt$first');
    expect(root.uid).toMatch(/^[0-9a-f-]{36}$/);
    const rootRoles = await db.dataSource.getRepository(UserRoleEntity).findBy({ uid: root.uid });
    expect(rootRoles.map((row) => row.roleId)).toEqual([Role.SuperAdmin]);
    expect(await db.dataSource.getRepository(UserRecordEntity).countBy({ uid: root.uid })).toBe(1);

    const levels = await db.dataSource.getRepository(DifficultyEntity).find({ order: { id: 'ASC' } });
    expect(levels.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 0, name: 'Easy' },
      { id: 1, name: 'Mid' },
      { id: 2, name: 'Hard' },
    ]);
    expect(levels.every((level) => /^#[0-9a-f]{6}$/i.test(level.color))).toBe(true);
    expect(await db.dataSource.getRepository(WebsiteConfigEntity).count()).toBe(Object.keys(DEFAULT_WEBSITE_CONFIG).length);
  });

  it('is idempotent and keeps root password, admin edits and stored config', async () => {
    await db.dataSource.getRepository(DifficultyEntity).update({ id: 2 }, { name: 'Very Hard' });
    await saveWebsiteConfig(db.dataSource, { name: 'My Judge' });

    await seedDefaults(db.dataSource, { rootPasswordHash: 'scrypt$second' });
    await seedDefaults(db.dataSource, { rootPasswordHash: 'scrypt$third' });

    expect(await db.dataSource.getRepository(RoleEntity).count()).toBe(9);
    expect(await db.dataSource.getRepository(UserInfoEntity).countBy({ username: 'root' })).toBe(1);
    const root = await db.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: 'root' });
    expect(root.password).toBe('scrypt$first');
    expect(await db.dataSource.getRepository(UserRoleEntity).countBy({ uid: root.uid })).toBe(1);
    expect(await db.dataSource.getRepository(DifficultyEntity).count()).toBe(3);
    expect((await db.dataSource.getRepository(DifficultyEntity).findOneByOrFail({ id: 2 })).name).toBe('Very Hard');
    expect((await loadWebsiteConfig(db.dataSource)).name).toBe('My Judge');
  });

  it('survives concurrent runs', async () => {
    await Promise.all([seedDefaults(db.dataSource, { rootPasswordHash: 'x' }), seedDefaults(db.dataSource, { rootPasswordHash: 'y' })]);
    expect(await db.dataSource.getRepository(UserInfoEntity).countBy({ username: 'root' })).toBe(1);
    expect(await db.dataSource.getRepository(RoleEntity).count()).toBe(9);
  });
});
