import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox rows may carry NATS headers (JSON), published with the row: the contest gate's key-value
 * writes go through the outbox, and a deletion in a KV bucket is a message with `KV-Operation: DEL`.
 */
export class OutboxHeaders1796087200000 implements MigrationInterface {
  name = 'OutboxHeaders1796087200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `outbox` ADD `headers` varchar(1024) NULL AFTER `payload`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `outbox` DROP COLUMN `headers`');
  }
}
