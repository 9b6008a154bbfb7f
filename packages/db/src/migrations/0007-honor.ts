import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const honor = createTable('honor', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`title` varchar(255) NOT NULL',
  '`level` varchar(20) NOT NULL',
  '`date` varchar(10) NOT NULL',
  '`contestName` varchar(255) NOT NULL',
  '`members` text NOT NULL',
  '`link` varchar(500) NULL',
  '`description` text NULL',
  '`author` varchar(20) NULL',
  '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
  '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_honor_date` (`date`)',
]);

/**
 * The honor wall (spec 03 §3 "honor"; fields designed in docs/api.md): awards won by the site's
 * members, kept by admins. `date` is the day as YYYY-MM-DD (it sorts as text); `members` a JSON list.
 */
export class Honor1795828000000 implements MigrationInterface {
  name = 'Honor1795828000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(honor.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropTable(honor));
  }
}
