/**
 * Settings both sides of the judge queue must agree on: judge-dispatch (which enqueues jobs, uploads
 * test data and reads results) and the judge nodes (which pull jobs and publish results).
 * Stream, subject and bucket names themselves are in subjects.ts.
 */

/** Defaults of the judge queue; every duration carries its unit in its name. */
export const JUDGE_QUEUE = {
  /**
   * Durable pull consumers on the job stream, shared by every judge node: one per job subject
   * (`judgeJob('test')`, `judgeJob('contest')`, `judgeJob('normal')`), listed in the order a node
   * takes jobs: a waiting test run first, then a running contest's submission, then the rest.
   */
  consumerNames: { test: 'judge-nodes-test', contest: 'judge-nodes-contest', normal: 'judge-nodes-normal' },
  /** The single unfiltered consumer of platforms from before the queues; removed on start-up. */
  legacyConsumerName: 'judge-nodes',
  /** A job not acked (nor marked in progress) within this time goes to another node. */
  ackWaitMs: 60_000,
  /** Judging attempts of one job before it ends as System Error. */
  maxDeliver: 3,
  /** Both streams drop a message whose msgID was already stored within this window. */
  duplicateWindowMs: 2 * 60_000,
  /** Results and progress are kept this long, so a dispatch restart loses nothing. */
  resultsMaxAgeMs: 3 * 24 * 60 * 60_000,
  /** Judge nodes refresh their heartbeat this often. */
  heartbeatIntervalMs: 5_000,
  /** A node whose heartbeat is older than this vanishes from the judge-node bucket. */
  nodeTtlMs: 15_000,
} as const;

/**
 * msgID of a final result. The job's stream sequence is the same on every redelivery and new on
 * every enqueue (submit, rejudge), so a job judged twice stores one result and a rejudge a new one.
 * `tag` (derived from the job's result token, `resultMsgIdTag` in @oj/judge-queue) keeps a node that
 * was not given the job from taking the msgID first and so getting the genuine result dropped.
 */
export function judgeResultMsgId(submitId: number, jobSequence: number, tag?: string): string {
  return tag === undefined ? `result:${submitId}:${jobSequence}` : `result:${submitId}:${jobSequence}:${tag}`;
}

/** What a judge node announces in the judge-node KV bucket (key = nodeId) every heartbeat. */
export interface JudgeNodeInfo {
  nodeId: string;
  hostname: string;
  /** CPU cores of the host. */
  cores: number;
  /** Jobs the node judges at once. */
  concurrency: number;
  /** Jobs being judged now. */
  running: number;
  /** Final results this node published since it started. */
  judged: number;
  /** ISO time the node started. */
  startedAt: string;
  version: string;
  /** ISO time of this heartbeat. */
  lastSeen: string;
}

/**
 * Test data in the object store: one manifest object per (problem, data version) named
 * `<problemId>/<dataVersion>`, and one object per file named `<problemId>/<dataVersion>/<file>`.
 * The manifest is written last, so a node that finds it finds every file.
 */
export interface TestDataManifest {
  problemId: number;
  dataVersion: string;
  files: Array<{ name: string; sizeBytes: number }>;
}

/** Data versions and file names are used as directory and file names on judge nodes. */
const SAFE_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$/;

/** True when a data version or test-data file name is a plain, safe path component. */
export function isSafeTestDataName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** Object name of a test-data manifest. */
export function testDataManifestName(problemId: number, dataVersion: string): string {
  return `${problemId}/${dataVersion}`;
}

/** Object name of one test-data file. */
export function testDataFileName(problemId: number, dataVersion: string, file: string): string {
  return `${problemId}/${dataVersion}/${file}`;
}
