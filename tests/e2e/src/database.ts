// Direct access to the started platform's database, for arranging rows no public call creates yet
// (message-center reminders, toolbox links). Names come from the environment scripts/test sets.
import mysql from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';

/** Runs `work` on a connection to the end-to-end database, then closes it. */
export async function withDatabase<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
  const database = process.env.OJ_DB_NAME ?? '';
  if (!/^oj_e2e_\w+$/.test(database)) throw new Error('OJ_DB_NAME is not an end-to-end database: run the suite through scripts/test');
  const connection = await mysql.createConnection({
    host: process.env.OJ_DB_HOST ?? '127.0.0.1',
    port: Number(process.env.OJ_DB_PORT ?? 3306),
    user: process.env.OJ_DB_USER ?? 'oj_test',
    password: process.env.OJ_DB_PASSWORD ?? '',
    database,
  });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}
