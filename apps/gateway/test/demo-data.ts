import type { FastifyInstance } from 'fastify';
import { seedDemoTestData } from '@oj/db';
import type { DemoTestDataResult } from '@oj/db';
import { openTestDataStore, testDataStoreTarget } from '@oj/judge-queue';

/**
 * Puts the demo problems' test data into the app's test-data object store, as scripts/start's
 * seed-test-data step does after migrate: the store is the only place judge-dispatch reads it from.
 */
export async function seedDemoTestDataOf(app: FastifyInstance): Promise<DemoTestDataResult> {
  return seedDemoTestData(app.db, testDataStoreTarget(await openTestDataStore(app.js, app.natsNames)));
}
