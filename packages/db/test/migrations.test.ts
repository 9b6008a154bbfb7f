import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource, initializeDatabase, migrations, pingDatabase } from '../src/index.ts';
import { dropDatabase } from '../src/data-source.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

const CORE_TABLES = [
  'admin_sys_notice',
  'announcement',
  'code_template',
  'comment',
  'comment_like',
  'comment_reply',
  'consumer_cursor',
  'contest',
  'contest_ac_check',
  'contest_announcement',
  'contest_print',
  'contest_problem',
  'contest_register',
  'difficulty',
  'discussion',
  'discussion_category',
  'discussion_like',
  'discussion_report',
  'file',
  'group_announcement',
  'group_info',
  'group_member',
  'honor',
  'judge',
  'judge_case',
  'language',
  'lesson',
  'lesson_group',
  'lesson_item',
  'mapping_training_category',
  'msg_remind',
  'outbox',
  'problem',
  'problem_case',
  'problem_count',
  'problem_import',
  'problem_language',
  'problem_tag',
  'role',
  'session',
  'tag',
  'tag_classification',
  'tidan',
  'tidan_group',
  'tidan_problem',
  'tidan_problem_group',
  'timed_work',
  'timed_work_problem',
  'timed_work_record',
  'tool',
  'training',
  'training_category',
  'training_problem',
  'training_register',
  'user_acproblem',
  'user_info',
  'user_record',
  'user_role',
  'user_sys_notice',
  'user_team',
  'website_config',
];

async function tableNames(dataSource: DataSource): Promise<string[]> {
  const rows = await dataSource.query<{ name: string }[]>(
    'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME',
  );
  return rows.map((row) => row.name);
}

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('migrate');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('create every core table on a fresh database, utf8mb4 and InnoDB', async () => {
    expect(await tableNames(db.dataSource)).toEqual([...CORE_TABLES, 'migrations'].sort());
    const options = await db.dataSource.query<{ engine: string; collation: string }[]>(
      "SELECT DISTINCT ENGINE AS engine, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> 'migrations'",
    );
    expect(options).toEqual([{ engine: 'InnoDB', collation: 'utf8mb4_unicode_ci' }]);
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('revert cleanly with down, and apply again', async () => {
    for (let i = 0; i < migrations.length; i++) await db.dataSource.undoLastMigration();
    expect(await tableNames(db.dataSource)).toEqual(['migrations']);
    expect(await db.dataSource.showMigrations()).toBe(true);
    await db.dataSource.runMigrations();
    expect(await tableNames(db.dataSource)).toEqual([...CORE_TABLES, 'migrations'].sort());
  });

  it('run once when several migrate steps initialize the same database at once', async () => {
    const config = { ...db.config, database: `${db.config.database}_race` };
    const sources = await Promise.all([initializeDatabase(config), initializeDatabase(config), initializeDatabase(config)]);
    try {
      const applied = await sources[0].query<{ name: string }[]>('SELECT name FROM migrations');
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
      await dropDatabase(config);
    }
  });

  it('ping answers while connected and throws once closed', async () => {
    await pingDatabase(db.dataSource);
    const closed = createDataSource(db.config);
    await closed.initialize();
    await closed.destroy();
    await expect(pingDatabase(closed)).rejects.toThrow();
  });
});
