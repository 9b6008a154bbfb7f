import type { JetStreamClient } from '@nats-io/jetstream';
import type { NatsNames } from '@oj/contracts';

/**
 * What the test-data functions need: the JetStream client and the NATS names. A Fastify instance of
 * a service (`app`, decorated by service-kit with `js` and `natsNames`) is one, so callers pass `app`.
 */
export interface TestDataDeps {
  readonly js: JetStreamClient;
  readonly natsNames: NatsNames;
}

/** One case of a committed data version: the file names as stored (and as problem_case rows name them). */
export interface CommittedCaseFiles {
  input: string;
  output: string;
}

/** A new, immutable data version written to the object store: put `caseVersion` on the problem row. */
export interface CommittedTestData {
  caseVersion: string;
  /** One entry per case, in case order. */
  files: CommittedCaseFiles[];
}
