import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { dbConfigEnv, migrations } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../src/index.ts';
import { captureLogs, testConfig } from './helpers.ts';

const noRoutes: FastifyPluginCallback = (_app, _options, done) => {
  done();
};

const newest = migrations.at(-1)?.name ?? '';

/** The migrations the database has applied. */
async function applied(database: TestDatabase): Promise<string[]> {
  const rows = await database.dataSource.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id');
  return rows.map((row) => row.name);
}

// A service whose code expects a newer schema than its database has (the migrate step has not run).
describe('a service on a database one migration behind', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('kit_schema');
    await database.dataSource.undoLastMigration();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  // The tests' account has every right on the database: a service that migrated would succeed.
  function start(waitMs: number, logs = captureLogs()): Promise<FastifyInstance> {
    const config = testConfig({ ...dbConfigEnv(database.config), OJ_DB_SCHEMA_WAIT_MS: String(waitMs), OJ_LOG_LEVEL: 'info' });
    return createService({ config, plugin: noRoutes, logStream: logs.stream, natsRetryDelayMs: 200 }).then((app) => {
      apps.push(app);
      return app;
    });
  }

  it('refuses to start, naming the pending migration and the migrate step, and migrates nothing', async () => {
    const error = await start(0).then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    expect(error?.name).toBe('SchemaBehindError');
    expect(error?.message).toContain(`1 migration(s) not applied (${newest})`);
    expect(error?.message).toContain('run the migrate step first');
    expect(await applied(database)).not.toContain(newest);
  });

  it('waits for the migrate step, logging why, then starts and is ready', async () => {
    const logs = captureLogs();
    const starting = start(30_000, logs);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(logs.lines().some((line) => line.includes('"level":50') && line.includes(`not applied (${newest})`))).toBe(true);
    await database.dataSource.runMigrations({ transaction: 'each' });
    const app = await starting;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ database: 'ok' });
    expect(await applied(database)).toEqual(migrations.map((migration) => migration.name));
  });

  it('starts on a schema newer than its code (a roll in progress), with a warning', async () => {
    await database.dataSource.query('INSERT INTO migrations (timestamp, name) VALUES (?, ?)', [9_999_999_999_999, 'FromANewerVersion9999999999999']);
    const logs = captureLogs();
    const app = await start(0, logs);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(logs.lines().some((line) => line.includes('FromANewerVersion9999999999999') && line.includes('a newer version migrated it'))).toBe(true);
  });
});
