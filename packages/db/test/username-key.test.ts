import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfoEntity, usernameKey } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

describe('usernameKey', () => {
  it('folds accents, case, width and styled letters the way the collation does, and further', () => {
    for (const name of ['root', 'Róot', 'rôot', 'ROOT', 'ｒｏｏｔ', '𝐫oot', 'ro\u1DC4ot', 'root\u200B', 'root ']) expect(usernameKey(name)).toBe('root');
    expect(usernameKey('Straße')).toBe('strasse');
    expect(usernameKey('Ǆ')).toBe('dz');
    // Letters of their own, not accented ones (as in utf8mb4_unicode_ci).
    expect(usernameKey('røot')).toBe('røot');
    expect(usernameKey('张三')).toBe('张三');
  });
});

describe('migration 0005: user_info.usernameKey', () => {
  let db: TestDatabase;
  const MIGRATION = 'UsernameKey1795654800000';

  beforeAll(async () => {
    db = await createTestDatabase('username_key');
  });
  afterAll(async () => {
    await db.drop();
  });

  const applied = async () => (await db.dataSource.query<{ name: string }[]>('SELECT name FROM migrations')).map((row) => row.name);

  it('gives existing accounts their key, oldest first; a later clash keeps NULL; new clashes are refused', async () => {
    while ((await applied()).includes(MIGRATION)) await db.dataSource.undoLastMigration();
    const insert = (username: string, gmtCreate: string) =>
      db.dataSource.query('INSERT INTO `user_info` (`uid`, `username`, `password`, `email`, `gmtCreate`) VALUES (?, ?, ?, ?, ?)', [
        randomUUID(),
        username,
        'x',
        `${randomUUID()}@example.org`,
        gmtCreate,
      ]);
    await insert('𝐫oot', '2026-01-02 00:00:00');
    await insert('root', '2026-01-01 00:00:00');
    await insert('Alice', '2026-01-03 00:00:00');
    await db.dataSource.runMigrations();

    const rows = await db.dataSource.getRepository(UserInfoEntity).find({ select: { username: true, usernameKey: true }, order: { gmtCreate: 'ASC' } });
    expect(rows.map((row) => [row.username, row.usernameKey])).toEqual([
      ['root', 'root'],
      ['𝐫oot', null],
      ['Alice', 'alice'],
    ]);
    // A name the collation tells apart from Alice, but with her key.
    await expect(
      db.dataSource
        .getRepository(UserInfoEntity)
        .insert({ uid: randomUUID(), username: '𝐀lice', usernameKey: usernameKey('𝐀lice'), password: 'x', email: 'e@example.org' }),
    ).rejects.toThrow(/UQ_user_info_username_key/);
  });
});
