import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';
import type { TableDdl } from './ddl.ts';

// This migration's own copies of the audit columns: a released migration's SQL never changes.
const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

const tables: readonly TableDdl[] = [
  createTable('msg_remind', [
    '`id` int NOT NULL AUTO_INCREMENT',
    '`action` varchar(20) NOT NULL',
    '`sourceId` int NULL',
    '`sourceType` varchar(20) NULL',
    '`sourceContent` varchar(255) NULL',
    '`quoteId` int NULL',
    '`quoteContent` varchar(255) NULL',
    '`url` varchar(255) NULL',
    '`senderId` varchar(36) NOT NULL',
    '`recipientId` varchar(36) NOT NULL',
    '`state` tinyint NOT NULL DEFAULT 0',
    GMT_CREATE,
    GMT_MODIFIED,
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_msg_remind_recipient_state_action` (`recipientId`, `state`, `action`)',
  ]),
  createTable('admin_sys_notice', [
    '`id` int NOT NULL AUTO_INCREMENT',
    '`title` varchar(255) NOT NULL',
    '`content` text NULL',
    '`type` varchar(10) NOT NULL',
    '`recipientId` varchar(36) NULL',
    '`adminId` varchar(36) NULL',
    '`pushed` tinyint NOT NULL DEFAULT 0',
    GMT_CREATE,
    GMT_MODIFIED,
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_admin_sys_notice_pushed` (`pushed`)',
  ]),
  createTable('user_sys_notice', [
    '`id` int NOT NULL AUTO_INCREMENT',
    '`sysNoticeId` int NOT NULL',
    '`recipientId` varchar(36) NOT NULL',
    '`type` varchar(10) NOT NULL',
    '`state` tinyint NOT NULL DEFAULT 0',
    GMT_CREATE,
    GMT_MODIFIED,
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_user_sys_notice_recipient_state_type` (`recipientId`, `state`, `type`)',
    'UNIQUE INDEX `UQ_user_sys_notice_notice_recipient` (`sysNoticeId`, `recipientId`)',
  ]),
  createTable('tool', [
    '`id` int NOT NULL AUTO_INCREMENT',
    '`name` varchar(64) NOT NULL',
    '`url` varchar(512) NOT NULL',
    '`description` varchar(255) NULL',
    '`sort` int NOT NULL DEFAULT 0',
    '`visible` tinyint NOT NULL DEFAULT 1',
    GMT_CREATE,
    GMT_MODIFIED,
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_tool_visible_sort` (`visible`, `sort`)',
  ]),
];

/**
 * The message center (reminders, admin notices and each user's pushed notices; spec 03 §2.16) and
 * the toolbox links (spec 01 §3). No foreign keys, as in 0001: the community service owns the
 * message tables, the gateway the tools, and user ids point into the gateway's `user_info`.
 */
export class MessagesAndTools1795478400000 implements MigrationInterface {
  name = 'MessagesAndTools1795478400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables.toReversed()) await queryRunner.query(dropTable(table));
  }
}
