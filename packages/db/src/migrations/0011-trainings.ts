import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';

/** Spec 02 §3 "Training": a curated problem set, public or private (password, then registration). */
const training = createTable('training', [
  '`id` int NOT NULL AUTO_INCREMENT',
  // the list's order: smaller first (spec 03 §9: 0 to 2147483647, default 1000)
  '`rank` int NOT NULL DEFAULT 1000',
  '`title` varchar(255) NOT NULL',
  '`description` mediumtext NOT NULL',
  // 'Public' or 'Private'
  "`auth` varchar(10) NOT NULL DEFAULT 'Public'",
  // the private password as contest passwords are stored (HMAC with a salt), never the password itself
  '`pwdHash` varchar(255) NULL',
  '`gid` int NULL',
  '`uid` varchar(36) NOT NULL',
  '`author` varchar(20) NOT NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  "`rankShowName` varchar(20) NOT NULL DEFAULT 'username'",
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_training_rank` (`rank`)',
  'INDEX `IDX_training_gid` (`gid`)',
]);

const trainingCategory = createTable('training_category', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`name` varchar(50) NOT NULL',
  '`color` varchar(20) NOT NULL',
  '`gid` int NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
]);

/** A training's one category (the form picks one). */
const mappingTrainingCategory = createTable('mapping_training_category', [
  '`tid` int NOT NULL',
  '`cid` int NOT NULL',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`tid`)',
  'INDEX `IDX_mapping_training_category_cid` (`cid`)',
]);

const trainingProblem = createTable('training_problem', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`tid` int NOT NULL',
  '`pid` int NOT NULL',
  '`displayId` varchar(64) NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_training_problem_pid` (`tid`, `pid`)',
  'INDEX `IDX_training_problem_pid` (`pid`)',
]);

const trainingRegister = createTable('training_register', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`tid` int NOT NULL',
  '`uid` varchar(36) NOT NULL',
  '`status` tinyint NOT NULL DEFAULT 1',
  GMT_CREATE,
  GMT_MODIFIED,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_training_register_tid_uid` (`tid`, `uid`)',
  'INDEX `IDX_training_register_uid` (`uid`)',
]);

const TABLES = [training, trainingCategory, mappingTrainingCategory, trainingProblem, trainingRegister];

/** Trainings (spec 02 §2-§4 "Trainings"): the contest service's tables. Ranks are computed from judge rows. */
export class Trainings1796173600000 implements MigrationInterface {
  name = 'Trainings1796173600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
