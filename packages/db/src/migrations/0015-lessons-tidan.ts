import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

const AUDIT = [
  '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
  '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
];

const lesson = createTable('lesson', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`title` varchar(255) NOT NULL',
  '`logo` varchar(500) NULL',
  '`description` mediumtext NULL',
  '`visible` tinyint NOT NULL DEFAULT 1',
  '`author` varchar(20) NULL',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_lesson_visible` (`visible`)',
]);

const lessonGroup = createTable('lesson_group', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`lid` int NOT NULL',
  '`name` varchar(255) NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_lesson_group_lid` (`lid`)',
]);

const lessonItem = createTable('lesson_item', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`gid` int NOT NULL',
  '`title` varchar(255) NOT NULL',
  '`url` varchar(1000) NOT NULL',
  '`isVisible` tinyint NOT NULL DEFAULT 1',
  '`rank` int NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_lesson_item_gid` (`gid`)',
]);

const tidan = createTable('tidan', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`name` varchar(255) NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  '`visible` tinyint NOT NULL DEFAULT 1',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
]);

const tidanGroup = createTable('tidan_group', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`tid` int NOT NULL',
  '`name` varchar(255) NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_tidan_group_tid` (`tid`)',
]);

const tidanProblemGroup = createTable('tidan_problem_group', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`gid` int NOT NULL',
  '`name` varchar(255) NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_tidan_problem_group_gid` (`gid`)',
]);

const tidanProblem = createTable('tidan_problem', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`pgid` int NOT NULL',
  '`pid` int NOT NULL',
  '`rank` int NOT NULL DEFAULT 0',
  ...AUDIT,
  'PRIMARY KEY (`id`)',
  'UNIQUE INDEX `UQ_tidan_problem_pgid_pid` (`pgid`, `pid`)',
]);

const TABLES = [lesson, lessonGroup, lessonItem, tidan, tidanGroup, tidanProblemGroup, tidanProblem];

/**
 * Lessons (spec 02 §2 "Lessons": lesson, its groups and their items) and tidan, the problem-set
 * outlines (tidan, its groups, their collapsible problem groups, the bound problems). Shapes in
 * docs/lessons.md and docs/tidan.md. Children hold their parent's id; the contest service deletes
 * a parent's children with it.
 */
export class LessonsTidan1796519200000 implements MigrationInterface {
  name = 'LessonsTidan1796519200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(table.create);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(dropTable(table));
  }
}
