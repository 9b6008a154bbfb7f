/**
 * The reconciling sweep of the problem statistics (docs/operations.md, "Problem statistics"): the
 * counters in problem_count and the solved list in user_acproblem are kept by the `submission
 * judged` consumer one event at a time; an event it gave up on (dead-lettered) or never saw would
 * leave them off for good. The sweep rebuilds both from the judge rows, one problem at a time.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { PROBLEM_COUNT_FIELDS, ProblemEntity } from '@oj/db';
import { ensureCursor } from '@oj/service-kit/events';
import { countersOf, writeCounters } from './stats.ts';
import type { StatusCount } from './stats.ts';

type CounterField = (typeof PROBLEM_COUNT_FIELDS)[number];

/** What a sweep did. */
export interface ReconcileOutcome {
  /** Problems looked at. */
  checked: number;
  /** Problems left alone because a submission of theirs changed within the horizon. */
  unsettled: number;
  /** Problems whose counters were wrong and were rewritten. */
  countersRepaired: number;
  /** user_acproblem rows inserted, moved or deleted. */
  solvedRepaired: number;
}

export interface ReconcileOptions {
  /** The cursor of the consumer that books events: locked while a problem is rebuilt. */
  consumer: string;
  /**
   * A problem with a submission changed more recently than this is skipped: its event may still be
   * on its way (outbox, stream, consumer), and would be booked twice on top of the rebuilt counters.
   */
  horizonMs: number;
}

interface StatusRow extends StatusCount {
  recent: number | string;
}

async function repairCounters(tx: EntityManager, pid: number, expected: Map<CounterField, number>): Promise<boolean> {
  const current = (await tx.query<Record<CounterField, number>[]>('SELECT * FROM `problem_count` WHERE `pid` = ?', [pid]))[0];
  if (current && PROBLEM_COUNT_FIELDS.every((field) => current[field] === expected.get(field))) return false;
  await writeCounters(tx, pid, expected);
  return true;
}

/** Points each solver of the problem at their first accepted submission, and drops the rest. Returns the rows changed. */
async function repairSolved(tx: EntityManager, pid: number): Promise<number> {
  const wanted = await tx.query<{ uid: string; submitId: number | string }[]>(
    'SELECT `uid`, MIN(`submitId`) AS `submitId` FROM `judge` WHERE `pid` = ? AND `cid` = 0 AND `status` = ? GROUP BY `uid`',
    [pid, Verdict.Accepted],
  );
  const current = await tx.query<{ id: number; uid: string; submitId: number }[]>(
    'SELECT `id`, `uid`, `submitId` FROM `user_acproblem` WHERE `pid` = ? FOR UPDATE',
    [pid],
  );
  const first = new Map(wanted.map((row) => [row.uid, Number(row.submitId)]));
  let changed = 0;
  for (const row of current) {
    const submitId = first.get(row.uid);
    first.delete(row.uid);
    if (submitId === row.submitId) continue;
    changed += 1;
    if (submitId === undefined) await tx.query('DELETE FROM `user_acproblem` WHERE `id` = ?', [row.id]);
    else await tx.query('UPDATE `user_acproblem` SET `submitId` = ? WHERE `id` = ?', [submitId, row.id]);
  }
  for (const [uid, submitId] of first) {
    changed += 1;
    await tx.query('INSERT INTO `user_acproblem` (`uid`, `pid`, `submitId`) VALUES (?, ?, ?)', [uid, pid, submitId]);
  }
  return changed;
}

/**
 * Rebuilds one problem's statistics in one transaction, holding the consumer's cursor row, so no
 * event is booked meanwhile; an event booked after the commit is one whose change the sweep did not
 * see (repeatable read), so nothing counts twice. Null when the problem is unsettled.
 */
async function reconcileProblem(db: DataSource, pid: number, options: ReconcileOptions): Promise<{ counters: boolean; solved: number } | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT `position` FROM `consumer_cursor` WHERE `name` = ? FOR UPDATE', [options.consumer]);
    const rows = await tx.query<StatusRow[]>(
      'SELECT `status`, COUNT(*) AS `count`, SUM(`gmtModified` > NOW(3) - INTERVAL ? MICROSECOND) AS `recent` FROM `judge` WHERE `pid` = ? AND `cid` = 0 GROUP BY `status`',
      [options.horizonMs * 1000, pid],
    );
    if (rows.some((row) => Number(row.recent) > 0)) return null;
    const counters = await repairCounters(tx, pid, countersOf(rows));
    const solved = await repairSolved(tx, pid);
    return { counters, solved };
  });
}

/**
 * Rebuilds problem_count and user_acproblem from the judge rows, problem by problem. Run it while
 * the consumer is caught up (its plugin checks): events still waiting in the stream for changes
 * older than the horizon would be booked again on top of the rebuilt values.
 */
export async function reconcileProblemStats(db: DataSource, options: ReconcileOptions, signal?: AbortSignal): Promise<ReconcileOutcome> {
  await ensureCursor(db, options.consumer);
  const problems = await db.getRepository(ProblemEntity).find({ select: { id: true }, order: { id: 'ASC' } });
  const outcome: ReconcileOutcome = { checked: 0, unsettled: 0, countersRepaired: 0, solvedRepaired: 0 };
  for (const { id } of problems) {
    if (signal?.aborted) break;
    const done = await reconcileProblem(db, id, options);
    outcome.checked += 1;
    if (!done) {
      outcome.unsettled += 1;
      continue;
    }
    if (done.counters) outcome.countersRepaired += 1;
    outcome.solvedRepaired += done.solved;
  }
  return outcome;
}
