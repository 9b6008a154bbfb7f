import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/index.ts';
import { OutboxAndCursors1795741200000 } from '../src/migrations/0006-outbox-and-cursors.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

// 0006 moves the gateway's statistics cursor out of `website_config`: a platform upgraded with
// events already counted must neither count them again nor skip any.
describe('the outbox-and-cursors migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('cursor_move');
  });
  afterAll(async () => {
    await db.drop();
  });

  const undoDownTo = async (name: string) => {
    const later = migrations.length - migrations.findIndex((migration) => migration.name === name);
    for (let i = 0; i < later; i++) await db.dataSource.undoLastMigration();
  };
  const configCursor = async () => db.dataSource.query<{ value: string }[]>("SELECT `value` FROM `website_config` WHERE `name` = 'cursor.submission-judged'");

  it('carries the statistics cursor over from website_config, and back on the way down', async () => {
    await undoDownTo(OutboxAndCursors1795741200000.name);
    await db.dataSource.query("INSERT INTO `website_config` (`name`, `value`) VALUES ('cursor.submission-judged', '4242')");
    await db.dataSource.runMigrations();
    expect(await db.dataSource.query('SELECT `name`, CAST(`position` AS CHAR) AS position FROM `consumer_cursor`')).toEqual([
      { name: 'gateway-submission-stats', position: '4242' },
    ]);
    expect(await configCursor()).toEqual([]);

    await db.dataSource.query("UPDATE `consumer_cursor` SET `position` = 4300 WHERE `name` = 'gateway-submission-stats'");
    await undoDownTo(OutboxAndCursors1795741200000.name);
    expect(await configCursor()).toEqual([{ value: '4300' }]);
    await db.dataSource.runMigrations();
  });

  it('starts with no cursor on a platform that never counted an event', async () => {
    expect(await db.dataSource.query('SELECT `id` FROM `outbox`')).toEqual([]);
    await undoDownTo(OutboxAndCursors1795741200000.name);
    await db.dataSource.query("DELETE FROM `website_config` WHERE `name` = 'cursor.submission-judged'");
    await db.dataSource.runMigrations();
    expect(await db.dataSource.query('SELECT * FROM `consumer_cursor`')).toEqual([]);
  });
});
