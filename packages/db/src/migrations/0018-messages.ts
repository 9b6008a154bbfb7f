import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The message center's lists (spec 03 §2.16): a reminder keeps what its sender wrote (the head of the
 * comment or reply; null for a like), and each tab's list is read newest first by recipient and kind
 * (`IDX_msg_remind_recipient_action_id`; the unread counts keep `IDX_msg_remind_recipient_state_action`).
 * The Sys and Mine lists read `user_sys_notice` by (recipientId, type) the same way.
 */
export class Messages1796778400000 implements MigrationInterface {
  name = 'Messages1796778400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `msg_remind` ADD COLUMN `content` varchar(255) NULL DEFAULT NULL AFTER `quoteContent`, ADD INDEX `IDX_msg_remind_recipient_action_id` (`recipientId`, `action`, `id`)',
    );
    await queryRunner.query('ALTER TABLE `user_sys_notice` ADD INDEX `IDX_user_sys_notice_recipient_type_id` (`recipientId`, `type`, `id`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `user_sys_notice` DROP INDEX `IDX_user_sys_notice_recipient_type_id`');
    await queryRunner.query('ALTER TABLE `msg_remind` DROP INDEX `IDX_msg_remind_recipient_action_id`, DROP COLUMN `content`');
  }
}
