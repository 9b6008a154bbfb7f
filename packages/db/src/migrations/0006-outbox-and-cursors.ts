import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';
import type { TableDdl } from './ddl.ts';

const tables: readonly TableDdl[] = [
  createTable('outbox', [
    '`id` bigint NOT NULL AUTO_INCREMENT',
    '`subject` varchar(255) NOT NULL',
    '`msgId` varchar(255) NOT NULL',
    '`payload` mediumtext NOT NULL',
    '`sentAt` datetime(3) NULL',
    '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_outbox_sent_id` (`sentAt`, `id`)',
  ]),
  createTable('consumer_cursor', [
    '`name` varchar(64) NOT NULL',
    '`position` bigint NOT NULL DEFAULT 0',
    '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
    'PRIMARY KEY (`name`)',
  ]),
];

// The gateway's statistics consumer kept its cursor in `website_config` under this name.
const STATS_CONSUMER = 'gateway-submission-stats';
const STATS_CURSOR_CONFIG_NAME = 'cursor.submission-judged';

/**
 * The transactional outbox (events written with the change, published by a relay) and the cursors
 * of ordered stream consumers. The gateway's statistics cursor moves from `website_config` into
 * `consumer_cursor`, with its value, so no event is counted twice or skipped across the upgrade.
 */
export class OutboxAndCursors1795741200000 implements MigrationInterface {
  name = 'OutboxAndCursors1795741200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.query(table.create);
    await queryRunner.query('INSERT INTO `consumer_cursor` (`name`, `position`) SELECT ?, CAST(`value` AS UNSIGNED) FROM `website_config` WHERE `name` = ?', [
      STATS_CONSUMER,
      STATS_CURSOR_CONFIG_NAME,
    ]);
    await queryRunner.query('DELETE FROM `website_config` WHERE `name` = ?', [STATS_CURSOR_CONFIG_NAME]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('INSERT INTO `website_config` (`name`, `value`) SELECT ?, CAST(`position` AS CHAR) FROM `consumer_cursor` WHERE `name` = ?', [
      STATS_CURSOR_CONFIG_NAME,
      STATS_CONSUMER,
    ]);
    for (const table of tables.toReversed()) await queryRunner.query(dropTable(table));
  }
}
