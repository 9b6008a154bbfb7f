import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '@oj/contracts';
import type { Gender } from '@oj/contracts';
import { UserInfoEntity, UserRecordEntity, UserRoleEntity, UserTeamEntity, usernameKey } from '@oj/db';
import { hashPassword } from '@oj/service-kit';
import { isDuplicateKey } from '../account/queries/users.ts';
import { placeholderEmail } from './email.ts';
import { teamRow } from './teams.ts';
import type { TeamFields } from './teams.ts';

/** An account the admin tools create, with its plain password (hashed here, never stored as is). */
export interface NewAccount {
  username: string;
  password: string;
  email: string;
  realname: string | null;
  gender: Gender;
  nickname: string | null;
  school: string | null;
  /** A team account's team (`user_team`); absent or null for a plain account. */
  team?: TeamFields | null;
}

// scrypt runs on libuv's four threads (128 MiB each at the production cost): more at once only queues.
const HASH_CONCURRENCY = 4;
/** Rows per INSERT: a few round trips for hundreds of accounts, well under max_allowed_packet. */
export const INSERT_BATCH = 100;

/** Hashes every password, at most HASH_CONCURRENCY at a time, keeping the order. */
export async function hashAll(passwords: readonly string[]): Promise<string[]> {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < passwords.length) {
      const index = next;
      next += 1;
      hashes[index] = await hashPassword(passwords[index] ?? '');
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
  return hashes;
}

/** The rows of one new account. */
export type AccountRows = ReturnType<typeof accountRows>;

/** The rows of a new account (user, user role, empty record, its team if any), under a new uid. */
export function accountRows(account: NewAccount, passwordHash: string, cid: number | null = null) {
  const uid = randomUUID();
  return {
    user: {
      uid,
      username: account.username,
      usernameKey: usernameKey(account.username),
      password: passwordHash,
      email: account.email === '' ? placeholderEmail(uid) : account.email,
      realname: account.realname,
      gender: account.gender,
      nickname: account.nickname,
      school: account.school,
    },
    role: { uid, roleId: Role.User },
    record: { uid },
    team: account.team ? teamRow(uid, account.team, cid) : null,
  };
}

/** Inserts the rows of these accounts in the caller's transaction (one statement per table). */
export async function insertAccountRows(manager: EntityManager, rows: readonly AccountRows[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.getRepository(UserInfoEntity).insert(rows.map((row) => row.user));
  await manager.getRepository(UserRoleEntity).insert(rows.map((row) => row.role));
  await manager.getRepository(UserRecordEntity).insert(rows.map((row) => row.record));
  const teams = rows.flatMap((row) => (row.team ? [row.team] : []));
  if (teams.length > 0) await manager.getRepository(UserTeamEntity).insert(teams);
}

async function insertRows(db: DataSource, rows: readonly AccountRows[]): Promise<void> {
  await db.transaction((manager) => insertAccountRows(manager, rows));
}

/**
 * Creates the accounts (user role, empty record) in batches, one transaction each. A batch that
 * hits a unique index (a name or email taken meanwhile) is retried row by row, so only the clashing
 * accounts fail. Returns, per account, null when created or the duplicate's index name.
 */
export async function insertAccounts(db: DataSource, accounts: readonly NewAccount[]): Promise<(string | null)[]> {
  const hashes = await hashAll(accounts.map((account) => account.password));
  const rows = accounts.map((account, index) => accountRows(account, hashes[index] ?? ''));
  const outcome: (string | null)[] = rows.map(() => null);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    try {
      await insertRows(db, batch);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      for (const [offset, row] of batch.entries()) {
        try {
          await insertRows(db, [row]);
        } catch (rowError) {
          if (!isDuplicateKey(rowError)) throw rowError;
          outcome[start + offset] = duplicateIndex(rowError);
        }
      }
    }
  }
  return outcome;
}

function duplicateIndex(error: unknown): string {
  const message = (error as { driverError?: { message?: unknown } }).driverError?.message;
  return typeof message === 'string' && message.includes('email') ? 'email' : 'username';
}
