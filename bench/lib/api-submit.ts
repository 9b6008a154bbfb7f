/** The API bench's submit target: a signed-in user submitting to a demo problem whose test data is in the store. */
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import { ProblemEntity, UserInfoEntity, saveSystemConfig, seedDemoTestData } from '@oj/db';
import { openTestDataStore, testDataStoreTarget } from '@oj/judge-queue';
import type { DataSource } from 'typeorm';
import { benchToken } from './live-clients.ts';

/** What a submit request of the bench sends. */
export interface SubmitSetup {
  token: string;
  body: string;
}

/**
 * Prepares submits as a real site takes them: the demo test data in the namespace's object store
 * (else dispatch ends each submission as System Error without a job), the submission interval off
 * (a user may submit once per interval; the bench submits as fast as answers come), and a token of
 * a generated user. No judge node runs: the jobs wait in the queue, removed with the namespace.
 */
export async function prepareSubmit(db: DataSource, options: { natsUrl: string; namespace: string; secret: string }): Promise<SubmitSetup> {
  const connection = await connect({ servers: options.natsUrl });
  try {
    const store = await openTestDataStore(jetstream(connection), natsNames(options.namespace));
    await seedDemoTestData(db, testDataStoreTarget(store));
  } finally {
    await connection.drain();
  }
  await saveSystemConfig(db, { submissionIntervalSec: 0 }, options.secret);
  const problem = await db.getRepository(ProblemEntity).findOneOrFail({ where: { problemId: 'P1000' }, select: { id: true } });
  const user = await db.getRepository(UserInfoEntity).findOneOrFail({ where: { username: 'bench0' }, select: { uid: true } });
  const code = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';
  return { token: benchToken(options.secret, user.uid), body: JSON.stringify({ pid: problem.id, language: 'C++', code }) };
}
