import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `problem.checkerProtocol`: how the special judge or interactor of a problem talks to the judge (issue 24,
 * `CheckerProtocolName` of @oj/contracts): testlib, kattis, hustoj, qduoj, lemon or syzoj. Every problem
 * before it has testlib, the protocol they were always judged by. Unused in the default judge mode.
 */
export class ProblemCheckerProtocol1797037600000 implements MigrationInterface {
  name = 'ProblemCheckerProtocol1797037600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `problem` ADD COLUMN `checkerProtocol` varchar(16) NOT NULL DEFAULT 'testlib' AFTER `builtinChecker`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` DROP COLUMN `checkerProtocol`');
  }
}
