import type { MessageKey } from '@oj/i18n';

const AUTH_KEYS: Readonly<Record<number, MessageKey>> = { 1: 'group.auth.public', 2: 'group.auth.protected', 3: 'group.auth.private' };
const LEVEL_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'group.members.levels.applying',
  2: 'group.members.levels.refused',
  3: 'group.members.levels.member',
  4: 'group.members.levels.admin',
  5: 'group.members.levels.root',
};

/** The message key of a group auth (1 public, 2 protected, 3 private). */
export function groupAuthKey(auth: number): MessageKey {
  return AUTH_KEYS[auth] ?? 'group.auth.public';
}

/** The message key of a member level (1 applying … 5 root). */
export function memberLevelKey(level: number): MessageKey {
  return LEVEL_KEYS[level] ?? 'group.members.levels.member';
}
