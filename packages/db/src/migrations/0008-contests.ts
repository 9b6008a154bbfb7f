import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/** Spec 02 §3 "Contest" and spec 03 §3 "Group contest". Status is derived from the times, never stored. */
const contest = createTable('contest', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`title` varchar(255) NOT NULL',
  '`description` mediumtext NOT NULL',
  // 0 public, 1 private, 2 protected
  '`auth` tinyint NOT NULL DEFAULT 0',
  // a hash of the contest password (service-kit's password hashing), never the password itself
  '`pwdHash` varchar(255) NULL',
  // 0 ACM, 1 OI
  '`type` tinyint NOT NULL DEFAULT 0',
  '`uid` varchar(36) NOT NULL',
  '`author` varchar(20) NOT NULL',
  '`gid` int NULL',
  '`startTime` datetime(3) NOT NULL',
  '`endTime` datetime(3) NOT NULL',
  '`duration` int NOT NULL',
  '`sealRank` tinyint NOT NULL DEFAULT 0',
  '`sealRankTime` datetime(3) NULL',
  // 1: the board unseals after the end; 0: it stays sealed for non-admins
  '`autoRealRank` tinyint NOT NULL DEFAULT 1',
  '`allowEndSubmit` tinyint NOT NULL DEFAULT 0',
  '`openPrint` tinyint NOT NULL DEFAULT 0',
  '`openRank` tinyint NOT NULL DEFAULT 0',
  "`rankShowName` varchar(20) NOT NULL DEFAULT 'username'",
  "`oiRankScoreType` varchar(10) NOT NULL DEFAULT 'Recent'",
  // JSON list of usernames (TEXT columns get no default: the service always writes them)
  '`starAccount` text NOT NULL',
  // 0 none, 1 proportion, 2 number
  '`awardType` tinyint NOT NULL DEFAULT 0',
  // JSON list of {priority, name, background, color, num}
  '`awardConfig` text NOT NULL',
  '`openAccountLimit` tinyint NOT NULL DEFAULT 0',
  // JSON {prefix, suffix, start, end, extra: usernames}
  '`accountLimitRule` mediumtext NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_contest_startTime` (`startTime`)',
  'INDEX `IDX_contest_endTime` (`endTime`)',
  'INDEX `IDX_contest_gid` (`gid`)',
]);

/** A problem of a contest; its id is the contest-problem id (`cpid` of judge rows). */
const contestProblem = createTable('contest_problem', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`cid` int NOT NULL',
  '`pid` int NOT NULL',
  '`displayId` varchar(64) NOT NULL',
  '`displayTitle` varchar(255) NOT NULL',
  '`color` varchar(20) NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_contest_problem_display` (`cid`, `displayId`)',
  'UNIQUE INDEX `UQ_contest_problem_pid` (`cid`, `pid`)',
  'INDEX `IDX_contest_problem_pid` (`pid`)',
]);

/** Who registered for a contest (private and protected contests; anyone who entered a public one). */
const contestRegister = createTable('contest_register', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`cid` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_contest_register_cid_uid` (`cid`, `uid`)',
  'INDEX `IDX_contest_register_uid` (`uid`)',
]);

const contestAnnouncement = createTable('contest_announcement', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`cid` int NOT NULL',
  '`title` varchar(255) NOT NULL',
  '`content` mediumtext NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`username` varchar(20) NOT NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_contest_announcement_cid` (`cid`)',
]);

/** Print requests: 0 not printed, 1 printed. */
const contestPrint = createTable('contest_print', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`cid` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`username` varchar(20) NOT NULL',
  '`realname` varchar(100) NULL',
  '`content` mediumtext NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_contest_print_cid` (`cid`, `status`)',
]);

/** AC info's "checked" mark (balloon delivered), one row per accepted contest submission once toggled. */
const contestAcCheck = createTable('contest_ac_check', [
  '`submitId` int NOT NULL',
  '`cid` int NOT NULL',
  '`checked` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`submitId`)',
  'INDEX `IDX_contest_ac_check_cid` (`cid`)',
]);

/** Team accounts: an account that stands for a team (its name and members are shown on boards). */
const userTeam = createTable('user_team', [
  '`uid` varchar(36) NOT NULL',
  '`teamName` varchar(100) NOT NULL',
  // JSON list of member names
  '`members` text NOT NULL',
  // the contest the account was generated for, if any
  '`cid` int NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`uid`)',
  'INDEX `IDX_user_team_cid` (`cid`)',
]);

const TABLES = [contest, contestProblem, contestRegister, contestAnnouncement, contestPrint, contestAcCheck, userTeam];

/**
 * Contests (spec 02 §3, spec 03 §3): the contest service's tables, and `user_team` (the gateway's:
 * team accounts are accounts). The contest service keeps scoreboards in memory, rebuilt from `judge`.
 */
export class Contests1795914400000 implements MigrationInterface {
  name = 'Contests1795914400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
