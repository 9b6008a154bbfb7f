/**
 * Contest passwords (spec 02 §4): how they are stored and the one check every entry by password
 * goes through (registration today, timed work later).
 *
 * A contest password is short and shared with a room of contestants, so a 128 MiB scrypt per guess
 * bought nothing but a way to tie up the server. It is stored as `hmac-sha256$<salt>$<mac>`: an
 * HMAC-SHA256 of a random salt and the password under a key derived from the server's JWT secret,
 * compared in constant time. Without that secret a copy of the table cannot be tried offline; guesses
 * online meet the attempt limit (password-attempts.ts). Rows saved before hold a scrypt hash: they are
 * still accepted and re-stored in the new form at their first successful check.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ContestEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import { fail, verifyPassword } from '@oj/service-kit';
import type { PasswordAttempts } from './password-attempts.ts';
import { ContestMessage } from '@oj/contracts';

const SCHEME = 'hmac-sha256';
const SALT_BYTES = 16;
/** Names what the derived key is for, so the JWT secret's other uses never meet this key. */
const KEY_INFO = 'oj contest password v1';

/** The HMAC key of contest passwords, derived (HKDF-SHA256) from the server secret. */
export function contestPasswordKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', KEY_INFO, 32));
}

function macOf(key: Buffer, salt: Buffer, password: string): Buffer {
  return createHmac('sha256', key).update(salt).update(password.normalize('NFKC'), 'utf8').digest();
}

/** The stored form of a contest password. */
export function sealContestPassword(key: Buffer, password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [SCHEME, salt.toString('base64'), macOf(key, salt, password).toString('base64')].join('$');
}

/** Whether the stored value is in the current form (else it is re-stored at the next success). */
export function isCurrentForm(stored: string): boolean {
  return stored.startsWith(`${SCHEME}$`);
}

/** Checks a password against its stored form: the HMAC in constant time, or an older scrypt hash. */
export async function contestPasswordMatches(key: Buffer, password: string, stored: string): Promise<boolean> {
  if (!isCurrentForm(stored)) return verifyPassword(password, stored);
  const [, saltText = '', macText = ''] = stored.split('$');
  const expected = Buffer.from(macText, 'base64');
  if (expected.length !== 32) return false;
  return timingSafeEqual(macOf(key, Buffer.from(saltText, 'base64'), password), expected);
}

/** What the contest password check needs besides the database: the HMAC key and the guess budgets. */
export interface ContestPasswords {
  key: Buffer;
  attempts: PasswordAttempts;
}

/** Who is entering: the account and the client address (both have an attempt budget). */
export interface PasswordEntrant {
  uid: string;
  ip: string;
}

/**
 * The one check of a contest's password: refuses (429) while the entrant's or the address's budget of
 * wrong guesses is spent, counts the attempt before comparing (so a burst cannot outrun the count),
 * and gives it back when the password is right. A right password over an older hash re-stores it.
 */
export async function checkContestPassword(
  db: DataSource,
  passwords: ContestPasswords,
  contest: ContestRow,
  password: string,
  entrant: PasswordEntrant,
): Promise<void> {
  const stored = contest.pwdHash;
  const restore = await checkSealedPassword(passwords, contest.id, stored, password, entrant);
  if (restore !== null && stored !== null) {
    // Only if nobody saved a new password meanwhile.
    await db.getRepository(ContestEntity).update({ id: contest.id, pwdHash: stored }, { pwdHash: restore });
  }
}

/**
 * The check itself, for any password stored in this form (contests, and timed works under their
 * gate id, id + 50000, so the two never share a budget): 400 when wrong or empty, 429 past the
 * budget. Returns the value to re-store when the stored one is of an older form, else null.
 */
export async function checkSealedPassword(
  passwords: ContestPasswords,
  budgetId: number,
  stored: string | null,
  password: string,
  entrant: PasswordEntrant,
): Promise<string | null> {
  if (password === '') throw fail(ContestMessage.passwordRequired);
  const claim = await passwords.attempts.claim(budgetId, entrant);
  if (stored === null || !(await contestPasswordMatches(passwords.key, password, stored))) throw fail(ContestMessage.wrongPassword);
  await claim.giveBack();
  return isCurrentForm(stored) ? null : sealContestPassword(passwords.key, password);
}
