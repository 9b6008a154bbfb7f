/**
 * Reference-solution runs (issue 24: a problem package's reference solutions are judged after its import).
 * A run is judged on every case of its problem through the same queue, judge nodes and results consumer as
 * a submission, but leaves no judge row: like a test-judge run it lives in the test-judge KV bucket under
 * a random key, and its job carries the key's negation as submitId, so the results consumer
 * (`completeTestJudge`) writes its outcome there. The gateway's problem import starts and reads them.
 */
import type { JetStreamClient } from '@nats-io/jetstream';
import type { KV } from '@nats-io/kv';
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { newResultToken } from '@oj/judge-queue';
import { bucketOpener, removeEntry } from '@oj/service-kit';
import { judgeCasesOf } from '../judging/dispatch.ts';
import { JUDGED_PROBLEM_COLUMNS, judgeJobOf } from '../judging/jobs.ts';
import { selectOf } from '../judge-rows/rows.ts';
import { DEFAULT_DISPATCH_SETTINGS } from '../../options.ts';
import { newTestJudgeId, readTestJudge, storeTestJudge } from './records.ts';

/** What a reference run needs: the problem tables (read) and NATS. */
export interface ReferenceRunDeps {
  readonly db: DataSource;
  readonly js: () => JetStreamClient;
  readonly natsNames: NatsNames;
}

/** A reference solution to judge. */
export interface ReferenceRunRequest {
  pid: number;
  /** A language name of judge-core's table. */
  language: string;
  code: string;
  /** Who asked (the importing admin's uid), kept in the run's record. */
  owner: string;
  /** How long the run's record lives: its verdict must come within this time. */
  ttlMs: number;
}

/** How a run ended: its final verdict (`Verdict`), time, memory and the judge's message. */
export interface ReferenceRunOutcome {
  status: number;
  timeMs: number | null;
  memoryKb: number | null;
  message: string | null;
}

// The bucket's own age limit, as judge-dispatch creates it (deps.ts); whoever opens it first creates it.
const BUCKET_TTL_MS = Math.max(60 * 60_000, DEFAULT_DISPATCH_SETTINGS.testJudgeTtlMs);
const openBucket = bucketOpener();

/** The test-judge bucket (natsNames.kv.testJudge). */
export function openReferenceRuns(deps: Pick<ReferenceRunDeps, 'js' | 'natsNames'>): Promise<KV> {
  return openBucket(deps.js(), deps.natsNames.kv.testJudge, BUCKET_TTL_MS);
}

/**
 * Queues a reference run of `request.code` on problem `pid` (its current settings, data version and cases)
 * on the normal queue and answers its key. Throws when the problem is gone or NATS refuses the job.
 */
export async function startReferenceRun(deps: ReferenceRunDeps, request: ReferenceRunRequest): Promise<string> {
  const problem = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: request.pid }, select: selectOf<ProblemRow>(JUDGED_PROBLEM_COLUMNS) });
  if (!problem) throw new Error(`problem ${request.pid} does not exist`);
  const cases = await judgeCasesOf(deps.db, problem.id);
  const kv = await openReferenceRuns(deps);
  const testId = newTestJudgeId();
  const token = newResultToken();
  await storeTestJudge(
    kv,
    testId,
    {
      uid: request.owner,
      pid: problem.id,
      status: Verdict.Pending,
      time: null,
      memory: null,
      stderr: null,
      userInput: '',
      expectedOutput: null,
      userOutput: null,
      problemJudgeMode: problem.judgeMode,
      resultTokenHash: token.hash,
    },
    request.ttlMs,
  );
  const job = judgeJobOf({ submitId: -testId, language: request.language, code: request.code }, problem, cases, token.token);
  try {
    await deps.js().publish(deps.natsNames.subjects.judgeJob('normal'), JSON.stringify(job), { msgID: `reference:${testId}` });
  } catch (error) {
    await removeEntry(kv, String(testId)).catch(() => undefined);
    throw error;
  }
  return String(testId);
}

/** A run's outcome; 'pending' while it waits or is judged; null once its record expired (or never was). */
export async function referenceRunOutcome(kv: KV, key: string): Promise<ReferenceRunOutcome | 'pending' | null> {
  const record = await readTestJudge(kv, key);
  if (!record) return null;
  if (record.status === Verdict.Pending) return 'pending';
  return { status: record.status, timeMs: record.time, memoryKb: record.memory, message: record.stderr };
}
