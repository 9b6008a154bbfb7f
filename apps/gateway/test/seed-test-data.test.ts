import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import { ProblemEntity, dbConfigEnv } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { hasTestData, openTestDataStore } from '@oj/judge-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/start runs migrate (rows) and then, once NATS is up, seed-test-data (the demo problems'
// test data into the object store, the only place judge-dispatch and judge nodes read it from).

const run = promisify(execFile);
const MIGRATE = fileURLToPath(new URL('../src/cli/migrate.ts', import.meta.url));
const SEED = fileURLToPath(new URL('../src/cli/seed-test-data.ts', import.meta.url));
const NATS_URL = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';

describe('seed-test-data CLI', () => {
  let database: TestDatabase;
  let nc: NatsConnection;
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const names = natsNames(namespace);

  const cli = async (script: string) => {
    const env = {
      PATH: process.env.PATH ?? '',
      ...dbConfigEnv(database.config),
      OJ_ROOT_PASSWORD: 'seed-test-pass',
      OJ_NATS_URL: NATS_URL,
      OJ_NATS_NAMESPACE: namespace,
    };
    return (await run(process.execPath, [script], { env })).stdout;
  };

  beforeAll(async () => {
    database = await createTestDatabase('gw_seed_data');
    nc = await connect({ servers: NATS_URL });
  });

  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(`OBJ_${names.objectStores.testData}`).catch(() => false);
    await nc.close();
    await database.drop();
  });

  it('uploads every demo problem version once, after migrate created the rows', async () => {
    await cli(MIGRATE);
    expect(await cli(SEED)).toContain(`6 demo test data set(s) uploaded to object store ${names.objectStores.testData}, 0 already there`);
    const store = await openTestDataStore(jetstream(nc), names);
    const rows = await database.dataSource.getRepository(ProblemEntity).find({ select: { id: true, caseVersion: true } });
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(await hasTestData(store, row.id, row.caseVersion)).toBe(true);
    expect(await cli(SEED)).toContain('0 demo test data set(s) uploaded');
    // Three CLI processes, each starting Node and its imports: on a loaded 2-core machine that takes
    // longer than the default 30 s, and a retry cannot help (the first try's uploads are kept).
  }, 180_000);
});
