import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DbConfig } from './config.ts';
import { dbConfigFromEnv } from './config.ts';
import { dropDatabase, initializeDatabase } from './data-source.ts';
import { guardTableWrites } from './ownership/write-guard.ts';

export { TableOwnershipError, tableWrites, writerOf, writingAs } from './ownership/write-guard.ts';
export type { WriteLog } from './ownership/write-guard.ts';

/** A migrated throwaway database for one test file. */
export interface TestDatabase {
  config: DbConfig;
  dataSource: DataSource;
  /** Destroys the DataSource and drops the database. */
  drop(): Promise<void>;
}

/**
 * Creates and migrates a database named `oj_t_<prefix>_<random>` on the server of OJ_DB_* (default
 * the local MariaDB), so parallel test files never share tables.
 */
export async function createTestDatabase(prefix = 'db'): Promise<TestDatabase> {
  if (!/^[a-z0-9_]{1,20}$/.test(prefix)) throw new Error(`test database prefix must be 1-20 of [a-z0-9_], got "${prefix}"`);
  const config: DbConfig = { ...dbConfigFromEnv(), database: `oj_t_${prefix}_${randomBytes(5).toString('hex')}` };
  const dataSource = await initializeDatabase(config);
  // Every service suite then runs with the ownership check: a write to a table the writing
  // service does not own throws (see ownership/write-guard.ts).
  guardTableWrites(dataSource);
  return {
    config,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(config);
    },
  };
}
