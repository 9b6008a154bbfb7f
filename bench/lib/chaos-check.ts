/**
 * What became of the chaos bench's submissions, read from the platform's own records: the judge rows
 * and their case rows in MariaDB, the `submission judged` events of the events stream and the judge
 * nodes' result messages. Lost: a submission the platform took that has no row; stuck: one still
 * pending or judging when the wait ends; judged twice: more than one `submission judged` event.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { JetStreamClient } from '@nats-io/jetstream';
import { IN_PROGRESS_VERDICTS, VERDICT_INFO } from '@oj/contracts';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import type { DataSource } from 'typeorm';

interface JudgeRowState {
  submitId: number;
  status: number;
  cases: number;
}

/** The judge rows of `submitIds` with their case-row counts. */
export async function judgeRows(db: DataSource, submitIds: readonly number[]): Promise<Map<number, JudgeRowState>> {
  const rows = new Map<number, JudgeRowState>();
  for (let at = 0; at < submitIds.length; at += 500) {
    const slice = submitIds.slice(at, at + 500);
    const found = await db.query<{ submitId: number | string; status: number | string; cases: number | string }[]>(
      `SELECT j.submitId AS submitId, j.status AS status, (SELECT COUNT(*) FROM judge_case c WHERE c.submitId = j.submitId) AS cases
         FROM judge j WHERE j.submitId IN (${slice.map(() => '?').join(',')})`,
      slice,
    );
    for (const row of found) rows.set(Number(row.submitId), { submitId: Number(row.submitId), status: Number(row.status), cases: Number(row.cases) });
  }
  return rows;
}

const inProgress = (status: number) => (IN_PROGRESS_VERDICTS as readonly number[]).includes(status);

/** Waits until no row of `submitIds` is in progress (or `timeoutMs` passed); returns how long it waited. */
export async function waitSettled(db: DataSource, submitIds: readonly number[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const rows = await judgeRows(db, submitIds).catch(() => null);
    if (rows && submitIds.every((id) => rows.has(id) && !inProgress(rows.get(id)?.status ?? 0))) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return Date.now() - started;
    await sleep(500);
  }
}

/** A stream message as `countPerSubmission` reads it: subject, payload and the time the stream stored it. */
interface StoredMessage {
  subject: string;
  data: Uint8Array;
  info: { timestampNanos: number };
}

/**
 * How many messages per submit id a subject of a stream holds (an ordered consumer over it). `seen`, when given, is
 * called with each message and its submit id (in stream order).
 */
async function countPerSubmission(
  js: JetStreamClient,
  stream: string,
  subject: string,
  idOf: (message: StoredMessage) => number,
  seen?: (id: number, message: StoredMessage) => void,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const consumer = await js.consumers.get(stream, { filter_subjects: subject });
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 1000, expires: 2000 });
    let read = 0;
    for await (const message of batch) {
      read += 1;
      const id = idOf(message);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      seen?.(id, message);
    }
    if (read === 0) break;
  }
  return counts;
}

export interface Outcome {
  taken: number;
  refused: number;
  verdicts: Record<string, number>;
  lost: number[];
  stuck: number[];
  /** More than one `submission judged` event. */
  judgedTwice: number[];
  /** Final, but no `submission judged` event at all. */
  unannounced: number[];
  /** Final rows whose case-row count differs from the most common one among Accepted rows. */
  oddCases: number[];
  /** Final result messages per submission beyond the first (a job judged again after its node died). */
  extraResults: number;
  settleMs: number;
  /** When the events stream stored each submission's last `submission judged` event with a final verdict (epoch ms). */
  verdictAtMs: Map<number, number>;
}

/** Reads what happened to every submission the platform took. */
export async function checkOutcome(options: {
  db: DataSource;
  js: JetStreamClient;
  names: NatsNames;
  submitIds: readonly number[];
  refused: number;
  settleTimeoutMs: number;
}): Promise<Outcome> {
  const { db, js, names, submitIds } = options;
  const settleMs = await waitSettled(db, submitIds, options.settleTimeoutMs);
  const rows = await judgeRows(db, submitIds);
  const verdictAtMs = new Map<number, number>();
  const eventOf = (message: StoredMessage) => JSON.parse(new TextDecoder().decode(message.data)) as SubmissionJudgedEvent;
  const events = await countPerSubmission(
    js,
    names.streams.events.name,
    names.subjects.submissionJudged,
    (message) => eventOf(message).submitId,
    (id, message) => {
      if (!inProgress(eventOf(message).newStatus)) verdictAtMs.set(id, Math.round(message.info.timestampNanos / 1e6));
    },
  );
  const results = await countPerSubmission(js, names.streams.judgeResults.name, names.subjects.judgeResult('*'), (message) =>
    Number(message.subject.split('.').pop()),
  );
  const verdicts: Record<string, number> = {};
  const lost: number[] = [];
  const stuck: number[] = [];
  const judgedTwice: number[] = [];
  const unannounced: number[] = [];
  const acceptedCases = new Map<number, number>();
  for (const id of submitIds) {
    const row = rows.get(id);
    if (!row) {
      lost.push(id);
      continue;
    }
    if (inProgress(row.status)) {
      stuck.push(id);
      continue;
    }
    const name = (VERDICT_INFO as Readonly<Record<number, { name: string } | undefined>>)[row.status]?.name ?? String(row.status);
    verdicts[name] = (verdicts[name] ?? 0) + 1;
    if (row.status === 0) acceptedCases.set(row.cases, (acceptedCases.get(row.cases) ?? 0) + 1);
    const announced = events.get(id) ?? 0;
    if (announced > 1) judgedTwice.push(id);
    if (announced === 0) unannounced.push(id);
  }
  const usualCases = [...acceptedCases.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const oddCases = usualCases === undefined ? [] : submitIds.filter((id) => rows.get(id)?.status === 0 && rows.get(id)?.cases !== usualCases);
  let extraResults = 0;
  for (const id of submitIds) extraResults += Math.max(0, (results.get(id) ?? 0) - 1);
  return { taken: submitIds.length, refused: options.refused, verdicts, lost, stuck, judgedTwice, unannounced, oddCases, extraResults, settleMs, verdictAtMs };
}

/** Whether the outcome meets the targets every scenario shares: nothing lost, stuck, judged twice or unannounced. */
export function outcomeProblems(outcome: Outcome): string[] {
  const problems: string[] = [];
  if (outcome.lost.length) problems.push(`${outcome.lost.length} lost (${outcome.lost.slice(0, 10).join(', ')})`);
  if (outcome.stuck.length) problems.push(`${outcome.stuck.length} stuck (${outcome.stuck.slice(0, 10).join(', ')})`);
  if (outcome.judgedTwice.length) problems.push(`${outcome.judgedTwice.length} judged twice (${outcome.judgedTwice.slice(0, 10).join(', ')})`);
  if (outcome.unannounced.length) problems.push(`${outcome.unannounced.length} final without a judged event (${outcome.unannounced.slice(0, 10).join(', ')})`);
  if (outcome.oddCases.length) problems.push(`${outcome.oddCases.length} Accepted with an unusual number of case rows`);
  return problems;
}
