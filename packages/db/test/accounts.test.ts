// The passwordless database login (issue 20, F4), against the MariaDB of OJ_DB_*: no account logs in
// over TCP without a password, and the services' account `oj` may not change the schema. Read-only: it
// logs in, reads its accounts' own grants and is refused. The accounts and their passwords are the
// ones scripts/lib/db-accounts.sh keeps in OJ_DB_ACCOUNTS_DIR (scripts/test passes it).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { dbConfigFromEnv } from '../src/index.ts';

const server = dbConfigFromEnv();
const accountsDir = process.env.OJ_DB_ACCOUNTS_DIR ?? '';
const REFUSED_LOGINS = ['ER_ACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR'];
const DML = 'SELECT, INSERT, UPDATE, DELETE';

function connect(user: string, password: string): Promise<Connection> {
  return createConnection({ host: server.host, port: server.port, user, password, connectTimeout: 5_000 });
}

/** The error code of a login, or 'logged in'. */
async function loginOutcome(user: string, password: string): Promise<string> {
  try {
    const connection = await connect(user, password);
    await connection.end();
    return 'logged in';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function asAccount<T>(user: string, work: (connection: Connection) => Promise<T>): Promise<T> {
  const password = readFileSync(join(accountsDir, `${user}.password`), 'utf8').trim();
  const connection = await connect(user, password);
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** The account's own grants, without those of the PUBLIC role every account has. */
async function ownGrants(connection: Connection): Promise<string[]> {
  const [rows] = await connection.query<RowDataPacket[]>('SHOW GRANTS');
  return rows.flatMap((row) => Object.values(row).map(String)).filter((grant) => !/ TO PUBLIC$/.test(grant));
}

/** The database patterns of `GRANT … ON \`pattern\`.* TO …` lines, with the privileges granted on each. */
function databaseGrants(grants: string[]): { privileges: string; pattern: string }[] {
  return grants.flatMap((grant) => {
    const match = /^GRANT (.+) ON `([^`]+)`\.\* TO /.exec(grant);
    return match?.[1] && match[2] ? [{ privileges: match[1], pattern: match[2] }] : [];
  });
}

/** A database name a grant pattern covers (`\_` is a literal underscore, `%` anything). */
function nameIn(pattern: string): string {
  return pattern.replaceAll('%', 'probe').replaceAll('\\_', '_');
}

async function refusal(connection: Connection, sql: string): Promise<string> {
  try {
    await connection.query(sql);
    return 'ran';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('the passwordless database login', () => {
  it('is refused over TCP for root, the platform accounts and any other name', async () => {
    // The server answers (the test run's own account logs in), so a refusal below is MariaDB's.
    expect(await loginOutcome(server.user, server.password)).toBe('logged in');
    for (const user of ['root', 'oj', 'oj_migrate', 'oj_test', `oj_probe_${randomBytes(4).toString('hex')}`]) {
      expect([user, await loginOutcome(user, '')]).toEqual([user, expect.toBeOneOf(REFUSED_LOGINS)]);
    }
  });

  // Without OJ_DB_ACCOUNTS_DIR the accounts are an operator's own (a MariaDB on another host), not the
  // scripts' ones this part checks; scripts/test sets it whenever it keeps them.
  describe.skipIf(accountsDir === '')('the accounts scripts/lib/db-accounts.sh keeps', () => {
    it('give the services data rights only: no DDL on their database, no global right', async () => {
      await asAccount('oj', async (connection) => {
        const grants = await ownGrants(connection);
        const onDatabases = databaseGrants(grants);
        expect(onDatabases.length).toBeGreaterThan(0);
        expect(grants.filter((grant) => / ON \*\.\* /.test(grant)).every((grant) => grant.startsWith('GRANT USAGE ON *.*'))).toBe(true);
        expect(grants.length).toBe(onDatabases.length + 1);
        for (const { privileges, pattern } of onDatabases) {
          expect([pattern, privileges]).toEqual([pattern, DML]);
          const database = nameIn(pattern);
          for (const sql of [
            `CREATE TABLE \`${database}\`.\`oj_ddl_probe\` (id int)`,
            `DROP TABLE IF EXISTS \`${database}\`.\`judge\``,
            `ALTER TABLE \`${database}\`.\`judge\` ADD COLUMN oj_ddl_probe int`,
          ]) {
            expect([sql, await refusal(connection, sql)]).toEqual([sql, 'ER_TABLEACCESS_DENIED_ERROR']);
          }
          for (const sql of [`CREATE DATABASE \`${database}_x\``, `DROP DATABASE \`${database}\``]) {
            expect([sql, await refusal(connection, sql)]).toEqual([sql, 'ER_DBACCESS_DENIED_ERROR']);
          }
        }
      });
    });

    it('give migrations and tests their databases only, with no global right', async () => {
      for (const user of ['oj_migrate', 'oj_test']) {
        await asAccount(user, async (connection) => {
          const grants = await ownGrants(connection);
          const global = grants.filter((grant) => / ON \*\.\* /.test(grant));
          expect([user, global.length, global.every((grant) => grant.startsWith('GRANT USAGE ON *.*'))]).toEqual([user, 1, true]);
          expect(grants.some((grant) => grant.includes('WITH GRANT OPTION'))).toBe(false);
          const patterns = databaseGrants(grants).map((grant) => grant.pattern);
          expect(patterns.length).toBe(grants.length - 1);
          if (user === 'oj_test') expect(patterns.sort()).toEqual(['oj\\_e2e\\_%', 'oj\\_t\\_%']);
          else expect(patterns.every((pattern) => !/^%|^_/.test(pattern))).toBe(true);
        });
      }
    });
  });
});
