import { describe, expect, it } from 'vitest';
import { isWriteStatement, writtenTable } from '../src/ownership/written-tables.ts';

describe('writtenTable', () => {
  it('reads the target of the statements TypeORM builds', () => {
    expect(writtenTable('INSERT INTO `judge`(`pid`, `uid`) VALUES (?, ?)')).toBe('judge');
    expect(writtenTable('INSERT  IGNORE INTO `language`(`id`) VALUES (DEFAULT)')).toBe('language');
    expect(writtenTable('UPDATE `user_info` SET `nickname` = ? WHERE `uid` = ?')).toBe('user_info');
    expect(writtenTable('DELETE FROM `judge_case` WHERE `submitId` = ?')).toBe('judge_case');
    expect(writtenTable('INSERT INTO `website_config`(`name`, `value`) VALUES (?, ?) ON DUPLICATE KEY UPDATE `value` = VALUES(`value`)')).toBe(
      'website_config',
    );
  });

  it('reads hand-written statements: bare names, modifiers, schemas, REPLACE, aliases, comments', () => {
    expect(writtenTable('INSERT INTO problem_count (pid) VALUES (?) ON DUPLICATE KEY UPDATE ac = ac + 1')).toBe('problem_count');
    expect(writtenTable('  insert low_priority ignore into user_acproblem (uid) values (?)')).toBe('user_acproblem');
    expect(writtenTable('REPLACE INTO `oj`.`session` (uid) VALUES (?)')).toBe('session');
    expect(writtenTable('UPDATE IGNORE judge j JOIN problem p ON p.id = j.pid SET j.share = 1')).toBe('judge');
    expect(writtenTable('DELETE j FROM judge j JOIN problem p ON p.id = j.pid WHERE p.auth = 2')).toBe('judge');
    expect(writtenTable('/* sweep */ DELETE FROM msg_remind WHERE state = 1')).toBe('msg_remind');
  });

  it('is null for reads and schema changes', () => {
    for (const sql of ['SELECT * FROM judge', 'SELECT GET_LOCK(?, ?)', 'ALTER TABLE `judge` DROP INDEX x', 'START TRANSACTION', 'COMMIT']) {
      expect(isWriteStatement(sql)).toBe(false);
      expect(writtenTable(sql)).toBeNull();
    }
  });

  it('refuses a write whose target it cannot read, rather than let it pass unchecked', () => {
    expect(() => writtenTable('UPDATE (SELECT 1) AS x SET a = 1')).toThrow(/cannot tell which table/);
  });
});
