import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTable } from './ddl.ts';
import { judgeTables } from './0001-core-schema/judge.ts';
import { problemTables } from './0001-core-schema/problems.ts';
import { siteTables } from './0001-core-schema/site.ts';
import { userTables } from './0001-core-schema/users.ts';

const tables = [...userTables, ...problemTables, ...judgeTables, ...siteTables];

/** Users, problems, submissions and site tables. No foreign keys: each table has one owning service. */
export class CoreSchema1795305600000 implements MigrationInterface {
  name = 'CoreSchema1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables.toReversed()) await queryRunner.query(dropTable(table));
  }
}
