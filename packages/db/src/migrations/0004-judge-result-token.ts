import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `judge.resultTokenHash`: SHA-256 (hex) of the random token of the submission's current judge job.
 * judge-dispatch writes it before publishing the job and applies a judge node's result or progress
 * only when it carries the matching token (or, for progress, its hash): NATS permissions let every
 * node publish on every result subject, the token ties a result to the job a node was given.
 */
export class JudgeResultToken1795568400000 implements MigrationInterface {
  name = 'JudgeResultToken1795568400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `judge` ADD COLUMN `resultTokenHash` varchar(64) NULL AFTER `version`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `judge` DROP COLUMN `resultTokenHash`');
  }
}
