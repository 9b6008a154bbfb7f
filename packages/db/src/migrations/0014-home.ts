import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, dropTable } from './ddl.ts';

/** Spec 03 §3 "Announcement" (site): the community service's; `uid` points into `user_info`. */
const announcement = createTable('announcement', [
  '`id` int NOT NULL AUTO_INCREMENT',
  '`title` varchar(255) NOT NULL',
  '`content` mediumtext NOT NULL',
  // 0 visible, 1 hidden (spec 03 §9)
  '`status` tinyint NOT NULL DEFAULT 0',
  '`uid` varchar(36) NOT NULL',
  '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
  '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
  'PRIMARY KEY (`id`)',
  'INDEX `IDX_announcement_status_id` (`status`, `id`)',
]);

/**
 * The home page (spec 02 §2 "Home page"): site announcements, and the link of a carousel image
 * (a `file` row of type 'carousel'; the click on its slide opens `link`).
 */
export class Home1796432800000 implements MigrationInterface {
  name = 'Home1796432800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(announcement.create);
    await queryRunner.query('ALTER TABLE `file` ADD COLUMN `link` varchar(512) NULL DEFAULT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `file` DROP COLUMN `link`');
    await queryRunner.query(dropTable(announcement));
  }
}
