import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `problem.builtinChecker`: the built-in checker of a problem in the default judge mode (issue 24),
 * as JSON (`{"kind":"float","caseSensitive":false,"absTolerance":0.000001}`); NULL, every problem
 * before it, is exact, the comparison they were always judged by.
 */
export class ProblemChecker1796864800000 implements MigrationInterface {
  name = 'ProblemChecker1796864800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` ADD COLUMN `builtinChecker` varchar(200) NULL AFTER `isRemoveEndBlank`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` DROP COLUMN `builtinChecker`');
  }
}
