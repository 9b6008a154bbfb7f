import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `problem.validatorFlags`: the extra arguments of a problem's Kattis validator (issue 24, Kattis
 * `validator_flags`), one line of words given after `feedback_dir/` to its checker or interactor. Empty
 * for every problem before it, and for every problem whose checker protocol is not Kattis.
 */
export class ProblemValidatorFlags1797210400000 implements MigrationInterface {
  name = 'ProblemValidatorFlags1797210400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `problem` ADD COLUMN `validatorFlags` varchar(500) NOT NULL DEFAULT '' AFTER `checkerProtocol`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` DROP COLUMN `validatorFlags`');
  }
}
