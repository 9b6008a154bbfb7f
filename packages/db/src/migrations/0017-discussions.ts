import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/** Spec 03 §3 "Discussion": `pid` the problem's display id (optional), `gid` null for public discussions. */
const discussion = createTable('discussion', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`pid` varchar(255) NULL',
  '`gid` int NULL',
  '`title` varchar(255) NOT NULL',
  '`description` varchar(255) NOT NULL',
  // at most 65535 characters (spec 03 §9), checked by the service
  '`content` mediumtext NOT NULL',
  '`categoryId` int NOT NULL',
  '`topPriority` tinyint NOT NULL DEFAULT 0',
  '`uid` varchar(36) NOT NULL',
  // the author's role name when posting: root, admin, problem_admin or user
  '`role` varchar(20) NOT NULL',
  // 0 normal, 1 disabled
  '`status` tinyint NOT NULL DEFAULT 0',
  '`viewNum` int NOT NULL DEFAULT 0',
  '`likeNum` int NOT NULL DEFAULT 0',
  '`commentNum` int NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_discussion_list` (`gid`, `status`, `topPriority`, `id`)',
  'INDEX `IDX_discussion_uid` (`uid`)',
  'INDEX `IDX_discussion_pid` (`pid`)',
]);

const discussionCategory = createTable('discussion_category', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`name` varchar(255) NOT NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_discussion_category_name` (`name`)',
]);

/** One like per user and discussion. */
const discussionLike = createTable('discussion_like', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`did` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  GMT_CREATE,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_discussion_like_did_uid` (`did`, `uid`)',
]);

/** Spec 03 §3 "Report": `content` is the tags in hash marks, then the reason; `status` 1 once handled. */
const discussionReport = createTable('discussion_report', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`did` int NOT NULL',
  '`reporter` varchar(36) NOT NULL',
  '`content` varchar(1000) NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_discussion_report_status` (`status`, `id`)',
]);

const TABLES = [discussion, discussionCategory, discussionLike, discussionReport];

/** The default categories a new site starts with (a super admin renames or removes them). */
const DEFAULT_CATEGORIES = ['Problem Discussion', 'Solutions', 'Study Notes', 'Site Feedback', 'Chat'];

/**
 * Public discussions (spec 03 §2.14, §2.15, §3): discussions, categories, likes and reports, the
 * community service's. No foreign keys, as in 0001: user ids point into the gateway's `user_info`.
 */
export class Discussions1796692000000 implements MigrationInterface {
  name = 'Discussions1796692000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
    for (const name of DEFAULT_CATEGORIES) await queryRunner.query('INSERT INTO `discussion_category` (`name`) VALUES (?)', [name]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
