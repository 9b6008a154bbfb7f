import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

// The migrations are hand-written and `synchronize` is never used, so this is what keeps the
// entity schemas and the DDL in step: TypeORM must find nothing to change.
describe('entity schemas against migrated database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('drift');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('need no schema change', async () => {
    const log = await db.dataSource.driver.createSchemaBuilder().log();
    expect(log.upQueries.map((query) => query.query)).toEqual([]);
  });
});

describe('the drift check itself', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('drift_probe');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('notices a missing index, a changed default, a changed length and a nullability change', async () => {
    await db.dataSource.query('ALTER TABLE `judge` DROP INDEX `IDX_judge_cid_gid`');
    await db.dataSource.query('ALTER TABLE `problem` ALTER `stackLimit` SET DEFAULT 64');
    await db.dataSource.query('ALTER TABLE `user_info` MODIFY `nickname` varchar(51) NULL');
    await db.dataSource.query('ALTER TABLE `judge_case` MODIFY `userOutput` text NOT NULL');
    const queries = (await db.dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query).join('\n');
    expect(queries).toContain('IDX_judge_cid_gid');
    expect(queries).toContain('stackLimit');
    expect(queries).toContain('nickname');
    expect(queries).toContain('userOutput');
  });
});
