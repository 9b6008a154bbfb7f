import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isVerdictCode, MANUAL_JUDGE_BLOCKED_STATUSES, MANUAL_JUDGE_EXCLUDED_STATUSES, ProblemType, SubmissionMessage, Verdict } from '@oj/contracts';
import type { JudgeChangeDto, SubmissionChangeReason } from '@oj/contracts';
import { JudgeCaseEntity, JudgeEntity, ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { dispatchSubmission, unconfirmedVersion } from '../judging/dispatch.ts';
import { recordJudgedEvent } from '../judging/events.ts';
import { refuseWhileNatsDown } from '../judging/retries.ts';
import { nextJobSequence } from '../judging/streams.ts';
import { SUMMARY_SELECT, judgedEvent, oiRankScoreOf } from '../judge-rows/rows.ts';
import type { SubmissionRow } from '../judge-rows/rows.ts';

type ChangedRow = SubmissionRow & { errorMessage: string | null };

function answerOf(row: ChangedRow): JudgeChangeDto {
  return {
    submitId: row.submitId,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    errorMessage: row.errorMessage,
    judger: row.judger,
  };
}

/**
 * Runs `change` on the locked row in one transaction, which also records the event of the change
 * in the outbox; then asks the relay to publish it (if NATS is away, it stays in the outbox until
 * NATS is back, across restarts).
 */
async function changeSubmission(
  deps: Deps,
  submitId: number,
  reason: SubmissionChangeReason,
  change: (manager: EntityManager, row: ChangedRow) => Promise<Partial<ChangedRow>>,
): Promise<ChangedRow> {
  const after = await deps.db.transaction(async (manager) => {
    const row = await manager.getRepository(JudgeEntity).findOne({
      where: { submitId },
      select: { ...SUMMARY_SELECT, errorMessage: true },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw fail(SubmissionMessage.submissionNotExists);
    const changes = await change(manager, row);
    await manager.getRepository(JudgeEntity).update({ submitId }, changes);
    const changed = { ...row, ...changes };
    await recordJudgedEvent(manager, deps.natsNames, judgedEvent(changed, row.status, reason), `${reason}:${submitId}:${randomUUID()}`);
    return changed;
  });
  deps.rowChanges.changed(after.cid);
  await deps.outbox.flush();
  return after;
}

/** Super admin rejudge: back to Pending with score, results and manual mark cleared, and a new job. */
export async function rejudge(deps: Deps, submitId: number): Promise<JudgeChangeDto> {
  refuseWhileNatsDown(deps.dispatchRetries);
  // Taken before the row changes: every job enqueued so far sits below it, so their results are ignored.
  const floor = await nextJobSequence(deps.jsm(), deps.natsNames);
  const row = await changeSubmission(deps, submitId, 'rejudge', async (manager) => {
    await manager.getRepository(JudgeCaseEntity).delete({ submitId });
    return {
      status: Verdict.Pending,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: null,
      judger: null,
      isManual: false,
      version: unconfirmedVersion(floor),
    };
  });
  await dispatchSubmission(deps, submitId, floor);
  return answerOf(row);
}

/** Super admin manual judge: a chosen final verdict and optional score, marked manual. */
export async function manualJudge(deps: Deps, submitId: number, status: number, score: number | null | undefined): Promise<JudgeChangeDto> {
  if (!isVerdictCode(status) || MANUAL_JUDGE_EXCLUDED_STATUSES.includes(status)) throw fail(SubmissionMessage.manualStatusNotAllowed);
  const row = await changeSubmission(deps, submitId, 'manual', async (manager, current) => {
    if (MANUAL_JUDGE_BLOCKED_STATUSES.includes(current.status)) throw fail(SubmissionMessage.manualWhileMoving);
    const problem = await manager.getRepository(ProblemEntity).findOne({ where: { id: current.pid }, select: { id: true, type: true, difficulty: true } });
    const newScore = score ?? current.score;
    return {
      status,
      score: newScore,
      oiRankScore: oiRankScoreOf(newScore, problem?.difficulty ?? 0, problem?.type === ProblemType.Oi),
      isManual: true,
    };
  });
  return answerOf(row);
}

/** Super admin cancel judge: Cancelled (-4), marked manual; a run still queued is ignored when it ends. */
export async function cancelJudge(deps: Deps, submitId: number): Promise<JudgeChangeDto> {
  const row = await changeSubmission(deps, submitId, 'cancel', (_manager, current) => {
    if (current.status === Verdict.Cancelled) throw fail(SubmissionMessage.alreadyCancelled);
    return Promise.resolve({ status: Verdict.Cancelled, isManual: true });
  });
  return answerOf(row);
}
