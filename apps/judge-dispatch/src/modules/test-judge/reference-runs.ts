/**
 * Reference-solution runs (issue 24: a problem package's reference solutions are judged after its import).
 * A run is judged on every case of its problem through the same queue, judge nodes and results consumer as
 * a submission, but leaves no judge row: like a test-judge run it lives in the test-judge KV bucket under
 * a random key, and its job carries the key's negation as submitId, so the results consumer
 * (`completeTestJudge`) writes its outcome there.
 */
import type { ReferenceRunDto, ReferenceRunStartDto } from '@oj/contracts';
import { SubmissionMessage, Verdict } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { findLanguage } from '@oj/judge-core';
import { newResultToken } from '@oj/judge-queue';
import { fail, removeEntry, ServiceMessage } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { judgeCasesOf } from '../judging/dispatch.ts';
import { JUDGED_PROBLEM_COLUMNS, judgeJobOf } from '../judging/jobs.ts';
import { selectOf } from '../judge-rows/rows.ts';
import { newTestJudgeId, readTestJudge, storeTestJudge } from './records.ts';

/** How long a run's record lives unless the caller says. */
const DEFAULT_TTL_MS = 30 * 60_000;

/**
 * POST /admin/problem/start-reference-run: queues a run of the code on problem `pid` (its current settings,
 * data version and cases) on the normal queue, and answers its key.
 */
export async function startReferenceRun(deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testJudges'>, body: ReferenceRunStartDto, uid: string): Promise<string> {
  if (!findLanguage(body.language)) throw fail(SubmissionMessage.languageNotAllowed);
  const problem = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: body.pid }, select: selectOf<ProblemRow>(JUDGED_PROBLEM_COLUMNS) });
  if (!problem) throw fail(SubmissionMessage.problemNotExists);
  const cases = await judgeCasesOf(deps.db, problem.id);
  const kv = await deps.testJudges();
  const testId = newTestJudgeId();
  const token = newResultToken();
  await storeTestJudge(
    kv,
    testId,
    {
      uid,
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
    body.ttlSec === undefined ? DEFAULT_TTL_MS : body.ttlSec * 1000,
  );
  const job = judgeJobOf({ submitId: -testId, language: body.language, code: body.code }, problem, cases, token.token);
  try {
    await deps.js().publish(deps.natsNames.subjects.judgeJob('normal'), JSON.stringify(job), { msgID: `reference:${testId}` });
  } catch (error) {
    await removeEntry(kv, String(testId)).catch(() => undefined);
    throw fail(ServiceMessage.unavailable, { cause: error });
  }
  return String(testId);
}

/** GET /admin/problem/get-reference-run: the run's outcome (Pending while it waits); another admin's key reads as unknown. */
export async function referenceRunOf(deps: Pick<Deps, 'testJudges'>, key: string, uid: string): Promise<ReferenceRunDto> {
  const record = await readTestJudge(await deps.testJudges(), key);
  if (!record || record.uid !== uid) throw fail(SubmissionMessage.testJudgeNotExists);
  return { status: record.status, timeMs: record.time, memoryKb: record.memory, message: record.stderr };
}
