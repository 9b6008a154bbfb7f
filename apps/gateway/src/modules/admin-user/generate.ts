import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { AdminUserMessage, GENERATE_USER_MAX } from '@oj/contracts';
import type { GenerateUserResultDto } from '@oj/contracts';
import { UserInfoEntity, usernameKey } from '@oj/db';
import { fail } from '@oj/service-kit';
import { insertAccounts } from './accounts.ts';
import type { GenerateUserBodyDto } from './schemas.ts';

// No look-alikes (0/O, 1/l/I), so a password read off a printed sheet is typed right.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// Names listed in the refusal, so the message stays readable.
const NAMES_SHOWN = 10;

/** A random password of `length` characters from the unambiguous alphabet (crypto-strong). */
export function randomPassword(length: number): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)] ?? '';
  return password;
}

/** The usernames of a generate-user request, checked against spec 03 §5 and the cap. */
export function generatedNames(body: GenerateUserBodyDto): string[] {
  if (body.numberTo < body.numberFrom) throw fail(AdminUserMessage.numberRange);
  const count = body.numberTo - body.numberFrom + 1;
  if (count > GENERATE_USER_MAX) throw fail(AdminUserMessage.tooManyUsers(GENERATE_USER_MAX));
  const prefix = body.prefix.trim();
  const suffix = body.suffix.trim();
  const names = Array.from({ length: count }, (_, offset) => `${prefix}${body.numberFrom + offset}${suffix}`);
  if (names.some((name) => Array.from(name).length > 20)) throw fail(AdminUserMessage.generatedNameTooLong);
  return names;
}

/**
 * generate-user: all or nothing. When any name is taken (or differs from a taken one only by
 * case, accents or width) nothing is created and the refusal names them, so the admin picks
 * another prefix or range instead of handing out an incomplete list.
 */
export async function generateUsers(db: DataSource, body: GenerateUserBodyDto): Promise<GenerateUserResultDto> {
  const names = generatedNames(body);
  const users = db.getRepository(UserInfoEntity);
  const keys = names.map(usernameKey);
  const clashes = [
    ...(await users.find({ where: { username: In(names) }, select: { username: true } })).map((user) => user.username),
    ...(await users.find({ where: { usernameKey: In(keys) }, select: { username: true } })).map((user) => user.username),
  ];
  if (clashes.length > 0) {
    throw fail(AdminUserMessage.generatedNamesExist([...new Set(clashes)].slice(0, NAMES_SHOWN).join(', ')));
  }
  const school = body.school?.trim() ? body.school.trim() : null;
  const accounts = names.map((username) => ({
    username,
    password: randomPassword(body.passwordLength),
    email: '',
    realname: null,
    gender: 'secrecy' as const,
    nickname: null,
    school,
  }));
  const outcome = await insertAccounts(db, accounts);
  // A name taken between the check and the insert: that account is missing from the answer.
  return { users: accounts.filter((_, index) => outcome[index] === null).map(({ username, password }) => ({ username, password })) };
}
