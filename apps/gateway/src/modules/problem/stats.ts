import type { EntityManager } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { JudgeEntity, UserAcProblemEntity } from '@oj/db';
import type { PROBLEM_COUNT_FIELDS } from '@oj/db';

type CounterField = (typeof PROBLEM_COUNT_FIELDS)[number];

/** The problem_count column of each final verdict; other statuses (in progress, cancelled…) count nowhere. */
const COUNTER_OF_STATUS: ReadonlyMap<number, Exclude<CounterField, 'total'>> = new Map([
  [Verdict.Accepted, 'ac'],
  [Verdict.WrongAnswer, 'wa'],
  [Verdict.TimeLimitExceeded, 'tle'],
  [Verdict.MemoryLimitExceeded, 'mle'],
  [Verdict.RuntimeError, 're'],
  [Verdict.PresentationError, 'pe'],
  [Verdict.CompileError, 'ce'],
  [Verdict.SystemError, 'se'],
  [Verdict.PartialAccepted, 'pa'],
]);

/** One status change of a submission, as the judging side sees it. */
export interface JudgedSubmission {
  pid: number;
  uid: string;
  submitId: number;
  /**
   * The status the submission had before this change (read in the same transaction as the
   * judge row is written); null or an in-progress status for a first result.
   */
  oldStatus: number | null;
  newStatus: number;
  /** Contest id; contest submissions (non-zero) leave the public statistics alone. */
  cid?: number;
}

/** The counter changes a status change makes; `total` is always the sum of the verdict counters. */
export function counterDeltas(oldStatus: number | null, newStatus: number): Map<CounterField, number> {
  const deltas = new Map<CounterField, number>();
  if (oldStatus === newStatus) return deltas;
  const bump = (status: number | null, by: number): void => {
    const field = status === null ? undefined : COUNTER_OF_STATUS.get(status);
    if (!field) return;
    deltas.set(field, (deltas.get(field) ?? 0) + by);
    deltas.set('total', (deltas.get('total') ?? 0) + by);
  };
  bump(oldStatus, -1);
  bump(newStatus, 1);
  for (const [field, delta] of deltas) if (delta === 0) deltas.delete(field);
  return deltas;
}

async function applyCounterDeltas(manager: EntityManager, pid: number, deltas: Map<CounterField, number>): Promise<void> {
  if (deltas.size === 0) return;
  const fields = [...deltas.keys()];
  // Field names come from PROBLEM_COUNT_FIELDS, never from input; values are bound parameters.
  const columns = fields.map((field) => `\`${field}\``).join(', ');
  const placeholders = fields.map(() => 'GREATEST(?, 0)').join(', ');
  const updates = fields.map((field) => `\`${field}\` = GREATEST(\`${field}\` + ?, 0)`).join(', ');
  const values = fields.map((field) => deltas.get(field) ?? 0);
  await manager.query(`INSERT INTO problem_count (pid, ${columns}) VALUES (?, ${placeholders}) ON DUPLICATE KEY UPDATE ${updates}`, [
    pid,
    ...values,
    ...values,
  ]);
}

/** Keeps user_acproblem pointing at the user's first accepted submission of the problem. */
async function updateAcceptedProblem(manager: EntityManager, change: JudgedSubmission): Promise<void> {
  const { uid, pid, submitId } = change;
  if (change.newStatus === Verdict.Accepted) {
    await manager.query(
      'INSERT INTO user_acproblem (uid, pid, submitId) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE submitId = LEAST(submitId, VALUES(submitId))',
      [uid, pid, submitId],
    );
    return;
  }
  if (change.oldStatus !== Verdict.Accepted) return;
  const repository = manager.getRepository(UserAcProblemEntity);
  const current = await repository.findOne({ where: { uid, pid }, lock: { mode: 'pessimistic_write' } });
  if (!current || current.submitId !== submitId) return;
  // The judge row may not carry the new status yet: exclude it explicitly.
  const next = await manager
    .getRepository(JudgeEntity)
    .createQueryBuilder('j')
    .select('MIN(j.submitId)', 'submitId')
    .where('j.uid = :uid AND j.pid = :pid AND j.cid = 0 AND j.status = :accepted AND j.submitId <> :submitId', {
      uid,
      pid,
      accepted: Verdict.Accepted,
      submitId,
    })
    .getRawOne<{ submitId: number | string | null }>();
  if (next?.submitId === null || next?.submitId === undefined) await repository.delete({ id: current.id });
  else await repository.update({ id: current.id }, { submitId: Number(next.submitId) });
}

/**
 * Books a submission's status change into the problem's per-verdict counters and the user's
 * solved list. Moving from one final verdict to another (rejudge, manual judge) takes the old
 * bucket down; a status that is already booked (old equals new) changes nothing. Counters move by
 * atomic increments, so concurrent results of one problem never lose updates.
 *
 * Exactly once per committed change: call it in the transaction that writes the judge row, whose
 * version guard already drops a redelivered result. A consumer of judged events that may see one
 * event twice must deduplicate it, or repair with `recountProblemStats`.
 */
export async function recordJudgedSubmission(manager: EntityManager, change: JudgedSubmission): Promise<void> {
  if ((change.cid ?? 0) !== 0 || change.oldStatus === change.newStatus) return;
  await applyCounterDeltas(manager, change.pid, counterDeltas(change.oldStatus, change.newStatus));
  await updateAcceptedProblem(manager, change);
}

/** Judge rows of one problem counted by status (what `countersOf` reads). */
export interface StatusCount {
  status: number | string;
  count: number | string;
}

/** The counters that judge rows counted by status call for (statuses that count nowhere are left out). */
export function countersOf(rows: readonly StatusCount[]): Map<CounterField, number> {
  const counts = new Map<CounterField, number>([['total', 0], ...[...COUNTER_OF_STATUS.values()].map((field) => [field, 0] as const)]);
  for (const row of rows) {
    const field = COUNTER_OF_STATUS.get(Number(row.status));
    if (!field) continue;
    counts.set(field, (counts.get(field) ?? 0) + Number(row.count));
    counts.set('total', (counts.get('total') ?? 0) + Number(row.count));
  }
  return counts;
}

/** Writes a problem's counters as absolute values. */
export async function writeCounters(manager: EntityManager, pid: number, counts: Map<CounterField, number>): Promise<void> {
  const fields = [...counts.keys()];
  const columns = fields.map((field) => `\`${field}\``).join(', ');
  const updates = fields.map((field) => `\`${field}\` = VALUES(\`${field}\`)`).join(', ');
  const values = fields.map((field) => counts.get(field) ?? 0);
  await manager.query(`INSERT INTO problem_count (pid, ${columns}) VALUES (?, ${fields.map(() => '?').join(', ')}) ON DUPLICATE KEY UPDATE ${updates}`, [
    pid,
    ...values,
  ]);
}

/**
 * Recomputes a problem's counters from its judge rows outside contests, with absolute values:
 * repairs counters after a missed or doubly booked change. Costs one scan of the problem's
 * submissions, so it is a repair tool, not the per-result path (the reconciling sweep of
 * reconcile.ts runs it for every problem, safely beside the consumer).
 */
export async function recountProblemStats(manager: EntityManager, pid: number): Promise<void> {
  const rows = await manager
    .getRepository(JudgeEntity)
    .createQueryBuilder('j')
    .select('j.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .where('j.pid = :pid AND j.cid = 0', { pid })
    .groupBy('j.status')
    .getRawMany<StatusCount>();
  await writeCounters(manager, pid, countersOf(rows));
}
