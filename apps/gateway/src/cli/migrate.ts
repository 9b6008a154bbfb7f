/**
 * Creates or upgrades the schema and seeds what a fresh site needs (roles, the root account,
 * difficulty levels, website config defaults, the language table from judge-core, the demo problems
 * and their test data under OJ_DATA_DIR). Idempotent: safe to run on every start.
 * Usage: OJ_ROOT_PASSWORD=... node apps/gateway/src/cli/migrate.ts
 */
import { dbConfigFromEnv, initializeDatabase, seedDefaults, seedDemoProblems, ROOT_USERNAME } from '@oj/db';
import { ConfigError, baseConfigSchema, env, hashPassword, loadConfig } from '@oj/service-kit';
import { syncLanguageTable } from '../modules/problem/index.ts';

const schema = {
  db: env.custom('database config', (source) => dbConfigFromEnv({ ...source })),
  rootPassword: env.string('OJ_ROOT_PASSWORD', { minLength: 6 }),
  dataDir: baseConfigSchema('gateway').dataDir,
};

try {
  const config = loadConfig(schema);
  const dataSource = await initializeDatabase(config.db);
  try {
    await seedDefaults(dataSource, { rootPasswordHash: await hashPassword(config.rootPassword) });
    await syncLanguageTable(dataSource);
    const demo = await seedDemoProblems(dataSource, config.dataDir);
    const applied = await dataSource.query<{ count: number | string }[]>('SELECT COUNT(*) AS count FROM migrations');
    const where = `${config.db.user}@${config.db.host}:${config.db.port}/${config.db.database}`;
    process.stdout.write(
      `migrate: ${where} is at ${applied[0]?.count ?? 0} migration(s); defaults seeded (user "${ROOT_USERNAME}" kept if it existed); ${demo.created.length} demo problem(s) created\n`,
    );
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`migrate failed: ${text}\n`);
  process.exitCode = 1;
}
