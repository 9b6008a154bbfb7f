import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `problem.copiedFrom`: the group problem a problem was copied from when a super admin cloned a group's
 * trainings into another group (docs/architecture.md, "Cloning a group's trainings"). A clone that
 * finds a copy of the same problem still in the target group links it instead of copying again, so a
 * retried clone does not leave duplicates. Null for every problem before it and every problem made
 * otherwise.
 */
export class ProblemCopiedFrom1797124000000 implements MigrationInterface {
  name = 'ProblemCopiedFrom1797124000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` ADD COLUMN `copiedFrom` int NULL AFTER `gid`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `problem` DROP COLUMN `copiedFrom`');
  }
}
