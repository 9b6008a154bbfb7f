/**
 * From verdict to board, read from the platform's own records: each contest submission's `submission judged`
 * event in the events stream gives its verdict time (`at`, written in the verdict's transaction) and its stream
 * sequence `s`. The contest service's board applies events in stream order and a board that applied `s` has a
 * version of at least `s × 1000` (docs/architecture.md, "Scoreboards in memory", versions), so a page shows that
 * verdict from the first moment it knew such a version, pushed or fetched. Every new submission changes an ACM
 * board (its cell's tries or its solve), so every verdict raises the version.
 */
import type { JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { liveTopic } from '@oj/contracts';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import type { Page, SubmitRecord } from './contest-load-pages.ts';
import { percentile } from './stats.ts';

/** Board versions per stream sequence (apps/contest board/entry.ts VERSION_STEP). */
const VERSION_STEP = 1000;

/** A contest submission's verdict as its first `submission judged` event tells it. */
export interface JudgedVerdict {
  submitId: number;
  sequence: number;
  atMs: number;
  status: number;
}

/** The first judged event of each submission of contest `cid`, by submit id. */
export async function readJudgedEvents(js: JetStreamClient, names: NatsNames, cid: number): Promise<Map<number, JudgedVerdict>> {
  const verdicts = new Map<number, JudgedVerdict>();
  const consumer = await js.consumers.get(names.streams.events.name, { filter_subjects: names.subjects.submissionJudged });
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 1000, expires: 2000 });
    let seen = 0;
    for await (const message of batch) {
      seen += 1;
      const event = JSON.parse(new TextDecoder().decode(message.data)) as SubmissionJudgedEvent;
      if (event.cid !== cid || verdicts.has(event.submitId)) continue;
      verdicts.set(event.submitId, { submitId: event.submitId, sequence: message.seq, atMs: Date.parse(event.at), status: event.newStatus });
    }
    if (seen === 0) return verdicts;
  }
}

/**
 * When the contest service published each board push (its core NATS subject, heard by the bench as one more
 * gateway would hear it): splits verdict → page into the contest's side (apply, coalesce, build the page,
 * publish) and the fan-out (gateway to every stream, and the pages reading it).
 */
export class PushLog {
  readonly versions: number[] = [];
  readonly atMs: number[] = [];
  readonly #subscription: Subscription;

  constructor(nc: NatsConnection, names: NatsNames, cid: number) {
    this.#subscription = nc.subscribe(names.subjects.live(liveTopic.contest(cid)), {
      callback: (_error, message) => {
        const version = Number(/"version":(\d+)/.exec(new TextDecoder().decode(message.data.subarray(0, 200)))?.[1] ?? Number.NaN);
        if (Number.isFinite(version) && version > (this.versions[this.versions.length - 1] ?? -1)) {
          this.versions.push(version);
          this.atMs.push(Date.now());
        }
      },
    });
  }

  stop(): void {
    if (!this.#subscription.isClosed()) this.#subscription.unsubscribe();
  }

  /** When the first push of at least `version` was published (null: none). */
  publishedAt(version: number): number | null {
    const index = this.versions.findIndex((value) => value >= version);
    return index === -1 ? null : (this.atMs[index] ?? null);
  }
}

/** Percentiles of a latency distribution, ms. */
export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function spread(values: readonly number[]): Spread {
  if (!values.length) return { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) if (value > max) max = value;
  return { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max };
}

/** A histogram of 10 ms buckets up to 10 minutes, for millions of (verdict, page) pairs. */
class Histogram {
  readonly #buckets = new Uint32Array(60_001);
  count = 0;
  max = 0;

  add(ms: number): void {
    const index = Math.min(this.#buckets.length - 1, Math.floor(ms / 10));
    this.#buckets[index] = (this.#buckets[index] ?? 0) + 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  /** The p-th percentile, as the upper edge of its bucket (never above the max). */
  percentile(p: number): number {
    if (!this.count) return Number.NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let index = 0; index < this.#buckets.length; index += 1) {
      seen += this.#buckets[index] ?? 0;
      if (seen >= rank) return Math.min(this.max, (index + 1) * 10);
    }
    return this.max;
  }
}

export interface BoardFigures {
  /** Verdicts of the run's submissions measured (judged after at least one page was open). */
  verdicts: number;
  /** Verdict → each page open at its time: p50/p99/max over every (verdict, page) pair. */
  perPage: Spread;
  /** Verdict → the last open page that showed it, per verdict. */
  everyPage: Spread;
  /** Verdict → its board push published by the contest service. */
  toPublish: Spread;
  /** That publication → the last open page that showed it (gateway fan-out and the pages' reading). */
  publishToEveryPage: Spread;
  /** (verdict, page) pairs the page never showed before the end. */
  never: number;
  /** Verdicts every open page showed within `targetMs`. */
  withinTarget: number;
  /** Submit request sent → the submitter's own page showing the verdict. */
  submitToBoard: Spread;
  /** Submit request sent → verdict (`at`). */
  submitToVerdict: Spread;
  /** Verdict → its push on the submitter's stream (live mode). */
  verdictPush: Spread;
  /** Submissions judged whose page never got the verdict pushed (live mode). */
  verdictPushMissing: number;
}

/** Matches every verdict with every page open at its time. */
export function boardFigures(
  pages: readonly Page[],
  submissions: readonly SubmitRecord[],
  verdicts: ReadonlyMap<number, JudgedVerdict>,
  pushes: PushLog,
  targetMs: number,
  live: boolean,
): BoardFigures {
  const perPage = new Histogram();
  const everyPage: number[] = [];
  const toPublish: number[] = [];
  const publishToEveryPage: number[] = [];
  let never = 0;
  let withinTarget = 0;
  for (const verdict of verdicts.values()) {
    const version = verdict.sequence * VERSION_STEP;
    let last = 0;
    let open = 0;
    let missing = false;
    for (const page of pages) {
      if (page.openedAtMs === null || page.openedAtMs > verdict.atMs) continue;
      open += 1;
      const knew = page.knewAt(version);
      if (knew === null) {
        never += 1;
        missing = true;
        continue;
      }
      const delay = Math.max(0, knew - verdict.atMs);
      perPage.add(delay);
      if (delay > last) last = delay;
    }
    if (!open) continue;
    everyPage.push(missing ? Number.POSITIVE_INFINITY : last);
    const publishedAt = pushes.publishedAt(version);
    if (publishedAt !== null) {
      toPublish.push(Math.max(0, publishedAt - verdict.atMs));
      if (!missing && live) publishToEveryPage.push(Math.max(0, verdict.atMs + last - publishedAt));
    }
    if (!missing && last <= targetMs) withinTarget += 1;
  }
  const submitToBoard: number[] = [];
  const submitToVerdict: number[] = [];
  const verdictPush: number[] = [];
  let verdictPushMissing = 0;
  for (const record of submissions) {
    const verdict = record.submitId === null ? undefined : verdicts.get(record.submitId);
    if (!verdict) continue;
    submitToVerdict.push(verdict.atMs - record.sentAtMs);
    const knew = pages[record.page]?.knewAt(verdict.sequence * VERSION_STEP) ?? null;
    if (knew !== null) submitToBoard.push(knew - record.sentAtMs);
    if (!live) continue;
    const pushedAtMs = pages[record.page]?.verdictPushes.get(verdict.submitId);
    if (pushedAtMs === undefined) verdictPushMissing += 1;
    else verdictPush.push(Math.max(0, pushedAtMs - verdict.atMs));
  }
  return {
    verdicts: everyPage.length,
    perPage: { count: perPage.count, p50: perPage.percentile(50), p99: perPage.percentile(99), max: perPage.max },
    everyPage: spread(everyPage),
    toPublish: spread(toPublish),
    publishToEveryPage: spread(publishToEveryPage),
    never,
    withinTarget,
    submitToBoard: spread(submitToBoard),
    submitToVerdict: spread(submitToVerdict),
    verdictPush: spread(verdictPush),
    verdictPushMissing,
  };
}
