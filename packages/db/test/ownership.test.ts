import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeEntity, UserInfoEntity, allEntities } from '../src/entities/index.ts';
import { INFRASTRUCTURE_TABLES, TABLE_OWNERS, tablesOwnedBy } from '../src/ownership/owners.ts';
import { TableOwnershipError, tableWrites, writerOf, writingAs } from '../src/ownership/write-guard.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

describe('the table-ownership map', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('owners');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('gives every table of the migrated schema exactly one owner, and names no other table', async () => {
    const rows = await db.dataSource.query<{ name: string }[]>(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME',
    );
    const tables = rows.map((row) => row.name).filter((table) => !INFRASTRUCTURE_TABLES.includes(table));
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    for (const entity of allEntities) {
      const table = entity.options.tableName ?? '';
      if (!INFRASTRUCTURE_TABLES.includes(table)) expect(TABLE_OWNERS).toHaveProperty(table);
    }
  });

  it('gives the submission tables to judge-dispatch and the account and problem tables to the gateway', () => {
    expect(tablesOwnedBy('judge-dispatch').sort()).toEqual(['judge', 'judge_case']);
    expect(tablesOwnedBy('gateway')).toEqual(expect.arrayContaining(['user_info', 'problem', 'user_acproblem', 'problem_count']));
    expect(tablesOwnedBy('contest').sort()).toEqual([
      'contest',
      'contest_ac_check',
      'contest_announcement',
      'contest_print',
      'contest_problem',
      'contest_register',
      'lesson',
      'lesson_group',
      'lesson_item',
      'mapping_training_category',
      'tidan',
      'tidan_group',
      'tidan_problem',
      'tidan_problem_group',
      'timed_work',
      'timed_work_problem',
      'timed_work_record',
      'training',
      'training_category',
      'training_problem',
      'training_register',
    ]);
  });
});

describe('the write guard of test databases', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('guard');
  });
  afterAll(async () => {
    await db.drop();
  });

  const user = (uid: string) => ({ uid, username: uid, email: `${uid}@example.org`, password: 'x', gender: 'secrecy' as const });
  const userExists = async (uid: string) => (await db.dataSource.getRepository(UserInfoEntity).countBy({ uid })) === 1;

  it('refuses a foreign write before it reaches the database, whatever the way it is written', async () => {
    const users = db.dataSource.getRepository(UserInfoEntity);
    await expect(writingAs('judge-dispatch', () => users.insert(user('foreign1')))).rejects.toThrow(TableOwnershipError);
    expect(await userExists('foreign1')).toBe(false);

    await users.insert(user('fixture'));
    const attempts: (() => Promise<unknown>)[] = [
      () => users.update({ uid: 'fixture' }, { nickname: 'changed' }),
      () => users.upsert([user('fixture')], ['uid']),
      () => users.delete({ uid: 'fixture' }),
      () => db.dataSource.query('UPDATE `user_info` SET `nickname` = ? WHERE `uid` = ?', ['changed', 'fixture']),
      () => db.dataSource.createQueryBuilder().delete().from(UserInfoEntity).where('uid = :uid', { uid: 'fixture' }).execute(),
      () => db.dataSource.transaction((manager) => manager.getRepository(UserInfoEntity).update({ uid: 'fixture' }, { nickname: 'changed' })),
    ];
    for (const attempt of attempts) {
      const error = await writingAs('community', attempt).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(TableOwnershipError);
      expect(error).toMatchObject({ service: 'community', table: 'user_info', message: 'community wrote `user_info`, owned by gateway' });
    }
    const row = await users.findOneByOrFail({ uid: 'fixture' });
    expect(row.nickname).not.toBe('changed');
  });

  it('lets an owner write its tables, and logs what each service wrote (a refused write is not written)', async () => {
    await writingAs('gateway', () => db.dataSource.getRepository(UserInfoEntity).insert(user('owned')));
    await writingAs('judge-dispatch', () =>
      db.dataSource
        .getRepository(JudgeEntity)
        .insert({ pid: 1, displayPid: 'P1', uid: 'owned', username: 'owned', code: 'x', language: 'C', length: 1, submitTime: new Date() }),
    );
    expect(await userExists('owned')).toBe(true);
    const log = tableWrites(db.dataSource);
    expect([...(log.get('gateway') ?? [])]).toContain('user_info');
    expect([...(log.get('judge-dispatch') ?? [])]).toEqual(['judge']);
  });

  it('lets every service write the machinery tables (its own events and cursors), and no table outside the map', async () => {
    await writingAs('community', () => db.dataSource.query('INSERT INTO `consumer_cursor` (`name`, `position`) VALUES (?, ?)', ['community-test', 1]));
    const unknown = writingAs('gateway', () => db.dataSource.query('UPDATE `no_such_table` SET `x` = 1'));
    await expect(unknown).rejects.toThrow('gateway wrote `no_such_table`, which has no owner in TABLE_OWNERS');
  });

  it('attributes a statement to the innermost service source on its stack, and nothing to tests or packages', () => {
    const stack = [
      'Error',
      '    at InsertQueryBuilder.execute (/repo/node_modules/typeorm/query-builder/InsertQueryBuilder.js:107:51)',
      '    at async storeSubmission (file:///repo/apps/judge-dispatch/src/routes/submit.ts:76:24)',
      '    at async Object.handler (file:///repo/apps/gateway/src/modules/problem/index.ts:10:3)',
    ].join('\n');
    expect(writerOf(stack)).toBe('judge-dispatch');
    expect(
      writerOf('Error\n    at async seedDefaults (file:///repo/packages/db/src/seed.ts:1:1)\n    at file:///repo/apps/gateway/test/helpers.ts:3:3'),
    ).toBeNull();
    expect(writerOf('Error\n    at file:///repo/apps/judge-node/src/worker.ts:1:1')).toBeNull();
  });
});
