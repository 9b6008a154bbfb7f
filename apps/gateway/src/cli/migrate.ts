/**
 * Creates or upgrades the schema and seeds what a fresh site needs (roles, the root account,
 * difficulty levels, website config defaults, the language table from judge-core, the demo problems;
 * their test data goes to the NATS object store with cli/seed-test-data.ts once NATS is up).
 * Idempotent: safe to run on every start.
 * Root's password is OJ_ROOT_PASSWORD when set; otherwise, when root does not exist yet, a random one
 * is generated, printed once and kept in $OJ_RUN_DIR/root-password (mode 600).
 * Usage: [OJ_ROOT_PASSWORD=...] node apps/gateway/src/cli/migrate.ts
 */
import { fileURLToPath } from 'node:url';
import { ROOT_USERNAME, UserInfoEntity, dbConfigFromEnv, initializeDatabase, seedDefaults, seedDemoProblems } from '@oj/db';
import { ConfigError, env, hashPassword, loadConfig } from '@oj/service-kit';
import { syncLanguageTable } from '../modules/problem/index.ts';
import { generateRootPassword } from './root-password.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const schema = {
  db: env.custom('database config', (source) => dbConfigFromEnv({ ...source })),
  rootPassword: env.custom('OJ_ROOT_PASSWORD', (source) => {
    const value = source.OJ_ROOT_PASSWORD;
    if (value === undefined || value === '') return null;
    if (value.length < 6) throw new Error('must be at least 6 characters long');
    return value;
  }),
  runDir: env.string('OJ_RUN_DIR', { default: `${REPO_ROOT}.run` }),
};

try {
  const config = loadConfig(schema);
  const dataSource = await initializeDatabase(config.db);
  try {
    let password = config.rootPassword;
    if (password === null && !(await dataSource.getRepository(UserInfoEntity).existsBy({ username: ROOT_USERNAME }))) {
      const generated = await generateRootPassword(config.runDir);
      password = generated.password;
      process.stdout.write(
        `migrate: OJ_ROOT_PASSWORD is not set; "${ROOT_USERNAME}" gets the generated password ${password} (shown once, kept in ${generated.file}, mode 600)\n`,
      );
    }
    await seedDefaults(dataSource, { rootPasswordHash: password === null ? null : await hashPassword(password) });
    await syncLanguageTable(dataSource);
    const demo = await seedDemoProblems(dataSource);
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
