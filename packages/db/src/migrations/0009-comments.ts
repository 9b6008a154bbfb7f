import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/** Spec 03 §3 "Comment": a comment of a discussion (`did`) or of a contest's Q&A (`cid`). */
const comment = createTable('comment', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`cid` int NULL',
  '`did` int NULL',
  // at most 10000 characters (spec 03 §9), checked by the service
  '`content` text NOT NULL',
  '`fromUid` varchar(36) NOT NULL',
  // the author's role name when posting: root, admin, problem_admin or user
  '`fromRole` varchar(20) NOT NULL',
  '`likeNum` int NOT NULL DEFAULT 0',
  // 0 shown, 1 deleted
  '`status` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_comment_cid_status` (`cid`, `status`, `id`)',
  'INDEX `IDX_comment_did_status` (`did`, `status`, `id`)',
]);

/** Spec 03 §3 "Reply": addressed to `toUid`, the author of what it quotes (`quoteType` Comment or Reply). */
const commentReply = createTable('comment_reply', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`commentId` int NOT NULL',
  '`content` text NOT NULL',
  '`fromUid` varchar(36) NOT NULL',
  '`fromRole` varchar(20) NOT NULL',
  '`toUid` varchar(36) NOT NULL',
  '`quoteId` int NOT NULL',
  '`quoteType` varchar(10) NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_comment_reply_comment_status` (`commentId`, `status`, `id`)',
]);

/** One like per user and comment. */
const commentLike = createTable('comment_like', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`commentId` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  GMT_CREATE,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_comment_like_comment_uid` (`commentId`, `uid`)',
]);

const TABLES = [comment, commentReply, commentLike];

/**
 * The comment area (spec 03 §2.17, §3): comments, replies and likes, the community service's.
 * No foreign keys, as in 0001: `cid` points into the contest service's tables, `did` into the
 * discussions to come, user ids into the gateway's `user_info`.
 */
export class Comments1796000800000 implements MigrationInterface {
  name = 'Comments1796000800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
