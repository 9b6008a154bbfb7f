import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/** Spec 02 §3 "Timed work". Its status is derived from the times, never stored. */
const timedWork = createTable('timed_work', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`title` varchar(255) NOT NULL',
  '`description` mediumtext NOT NULL',
  // 0 public, 1 private
  '`auth` tinyint NOT NULL DEFAULT 0',
  // the password stored as contest passwords are (an HMAC with a salt), never the password itself
  '`pwdHash` varchar(255) NULL',
  '`gid` int NULL',
  '`startTime` datetime(3) NOT NULL',
  '`endTime` datetime(3) NOT NULL',
  // seconds one user's attempt lasts from its start
  '`duration` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`author` varchar(20) NOT NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_timed_work_startTime` (`startTime`)',
  'INDEX `IDX_timed_work_gid` (`gid`)',
]);

/** A problem of a timed work; its id is the gate's contest-problem id (`cpid` of judge rows). */
const timedWorkProblem = createTable('timed_work_problem', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`twid` int NOT NULL',
  '`pid` int NOT NULL',
  '`displayId` varchar(64) NOT NULL',
  '`displayTitle` varchar(255) NOT NULL',
  // 1 objective, else programming
  '`type` tinyint NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_timed_work_problem_display` (`twid`, `displayId`)',
  'UNIQUE INDEX `UQ_timed_work_problem_pid` (`twid`, `pid`)',
]);

/** One user's attempt: started at `startTime`; `endTime` set on hand-in (null while answering). */
const timedWorkRecord = createTable('timed_work_record', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`twid` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`startTime` datetime(3) NOT NULL',
  '`endTime` datetime(3) NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_timed_work_record_twid_uid` (`twid`, `uid`)',
  'INDEX `IDX_timed_work_record_uid` (`uid`)',
]);

const TABLES = [timedWork, timedWorkProblem, timedWorkRecord];

/**
 * Timed homework (spec 02 §2 "Timed homework", §3), the contest service's tables. No foreign keys, as
 * in 0001: `pid` points into the gateway's problems, user ids into `user_info`.
 */
export class TimedWork1796260000000 implements MigrationInterface {
  name = 'TimedWork1796260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
