import type { MigrationInterface, QueryRunner } from 'typeorm';

// This migration's own copy of the key (src/username-key.ts): a released migration never changes.
function keyOf(username: string): string {
  const folded = username.normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD');
  return folded.replace(/[\p{M}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu, '').replace(/ +$/, '');
}

/**
 * `user_info.usernameKey`: the canonical username (NFKD, case folded, no marks), compared
 * byte for byte and unique, so two accounts cannot differ only by accents, case or width. Existing
 * accounts get their key, oldest first; a later account whose key is already taken keeps NULL (a
 * unique index allows several) and can still log in by its exact name.
 */
export class UsernameKey1795654800000 implements MigrationInterface {
  name = 'UsernameKey1795654800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `user_info` ADD COLUMN `usernameKey` varchar(400) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL AFTER `username`');
    const users = (await queryRunner.query('SELECT `uid`, `username` FROM `user_info` ORDER BY `gmtCreate`, `uid`')) as { uid: string; username: string }[];
    const taken = new Set<string>();
    for (const user of users) {
      const key = keyOf(user.username);
      if (taken.has(key)) continue;
      taken.add(key);
      await queryRunner.query('UPDATE `user_info` SET `usernameKey` = ? WHERE `uid` = ?', [key, user.uid]);
    }
    await queryRunner.query('ALTER TABLE `user_info` ADD UNIQUE INDEX `UQ_user_info_username_key` (`usernameKey`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `user_info` DROP INDEX `UQ_user_info_username_key`, DROP COLUMN `usernameKey`');
  }
}
