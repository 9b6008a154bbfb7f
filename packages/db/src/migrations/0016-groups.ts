import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const AUDIT = [
  '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
  '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
];

// `group` is a reserved word of MySQL and MariaDB: the table is `group_info`.
const group = createTable('group_info', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`avatar` varchar(512) NULL',
  '`name` varchar(25) NOT NULL',
  '`shortName` varchar(10) NOT NULL',
  '`brief` varchar(50) NOT NULL',
  '`description` text NOT NULL',
  '`owner` varchar(36) NOT NULL',
  '`auth` tinyint NOT NULL DEFAULT 1',
  '`code` varchar(6) NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  '`status` tinyint NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_group_info_name` (`name`)',
  'UNIQUE INDEX `UQ_group_info_shortName` (`shortName`)',
  'INDEX `IDX_group_info_owner` (`owner`)',
]);

const member = createTable('group_member', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`gid` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`auth` tinyint NOT NULL DEFAULT 1',
  '`reason` varchar(100) NULL',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_group_member_gid_uid` (`gid`, `uid`)',
  'INDEX `IDX_group_member_uid` (`uid`)',
]);

const announcement = createTable('group_announcement', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`gid` int NOT NULL',
  '`title` varchar(255) NOT NULL',
  '`content` mediumtext NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 0',
  '`uid` varchar(36) NOT NULL',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_group_announcement_gid` (`gid`)',
]);

const TABLES = [group, member, announcement];

/**
 * Groups (spec 03 §3 "Group", "Group member", "Group announcement"): the group, its members and
 * applications (one row per user and group), and its announcements. Owned by the community service.
 */
export class Groups1796605600000 implements MigrationInterface {
  name = 'Groups1796605600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
