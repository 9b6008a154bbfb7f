/**
 * Puts the demo problems' test data into the NATS object store, the one place judge-dispatch and
 * the judge nodes read test data from, so no host needs a shared data directory. Run after migrate
 * (which creates the demo problems) once NATS is up; scripts/start does. Idempotent: a version the
 * store already holds is not uploaded again, and a problem whose data an admin changed is left alone.
 * Usage: node apps/gateway/src/cli/seed-test-data.ts (database and NATS settings as for the services)
 */
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import { createDataSource, dbConfigFromEnv, seedDemoTestData } from '@oj/db';
import { openTestDataStore, testDataStoreTarget } from '@oj/judge-queue';
import { ConfigError, baseConfigSchema, env, loadConfig, natsConnectOptions } from '@oj/service-kit';

const schema = {
  db: env.custom('database config', (source) => dbConfigFromEnv({ ...source })),
  nats: baseConfigSchema('gateway').nats,
};

try {
  const config = loadConfig(schema);
  const dataSource = await createDataSource(config.db).initialize();
  try {
    const nc = await connect(natsConnectOptions({ ...config.nats, name: 'oj-seed-test-data', role: 'service' }));
    try {
      const names = natsNames(config.nats.namespace);
      const store = await openTestDataStore(jetstream(nc), names);
      const result = await seedDemoTestData(dataSource, testDataStoreTarget(store));
      process.stdout.write(
        `seed-test-data: ${result.uploaded.length} demo test data set(s) uploaded to object store ${names.objectStores.testData}, ${result.present.length} already there\n`,
      );
    } finally {
      await nc.drain();
    }
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`seed-test-data failed: ${text}\n`);
  process.exitCode = 1;
}
