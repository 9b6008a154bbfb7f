import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const problemImport = createTable('problem_import', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`uid` varchar(36) NOT NULL',
  '`username` varchar(20) NOT NULL',
  '`fileName` varchar(255) NOT NULL',
  '`format` varchar(10) NOT NULL',
  '`sizeBytes` bigint NOT NULL DEFAULT 0',
  "`status` varchar(10) NOT NULL DEFAULT 'uploaded'",
  '`duplicateIds` varchar(10) NULL',
  '`auth` tinyint NULL',
  '`verify` tinyint NULL',
  '`instance` varchar(100) NOT NULL',
  '`problemsTotal` int NOT NULL DEFAULT 0',
  '`problemsCreated` int NOT NULL DEFAULT 0',
  '`problemsFailed` int NOT NULL DEFAULT 0',
  '`progress` text NULL',
  '`report` mediumtext NULL',
  '`error` text NULL',
  '`gmtStarted` datetime(3) NULL',
  '`gmtFinished` datetime(3) NULL',
  '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
  '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_problem_import_status` (`status`)',
  'INDEX `IDX_problem_import_uid` (`uid`)',
]);

/**
 * Problem-package imports of the back office (issue 24): one row per upload, its options, progress and
 * report (`ProblemImportEntity`). Owned by the gateway. Numbered 0020: 0019 is the problem's built-in
 * checker (issue 24, the checkers' branch).
 */
export class ProblemImport1796951200000 implements MigrationInterface {
  name = 'ProblemImport1796951200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(problemImport.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dropTable(problemImport));
  }
}
