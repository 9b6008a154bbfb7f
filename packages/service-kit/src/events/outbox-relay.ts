import { headers } from '@nats-io/transport-node';
import type { MsgHdrs } from '@nats-io/transport-node';
import { In, IsNull } from 'typeorm';
import { OutboxEntity } from '@oj/db';
import type { EventHost } from './host.ts';
import { pause, retryUntilDone } from './host.ts';

/** Timings of the relay; tests shorten them. */
export interface OutboxRelayOptions {
  /**
   * Run once NATS is reached, before the first pass, until it succeeds: creates the streams the
   * service's events go to (a publish to a missing stream would fail until then anyway).
   */
  setUp?: () => Promise<void>;
  /** How often unsent rows are looked for besides `flush` (rows of crashed or other instances). */
  pollIntervalMs?: number;
  /** Rows published per transaction. */
  batchSize?: number;
  /** Sent rows are deleted after this long (kept meanwhile for inspection). */
  keepSentMs?: number;
}

const SETUP_RETRY_DELAY_MS = 2_000;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 1_000;

/** The NATS headers of a row (stored as a JSON object of strings), if any. */
function headersOf(stored: string | null): MsgHdrs | undefined {
  if (stored === null) return undefined;
  const parsed = JSON.parse(stored) as Record<string, string>;
  const result = headers();
  for (const [name, value] of Object.entries(parsed)) result.set(name, value);
  return result;
}

/**
 * Publishes the outbox's unsent rows to JetStream in id order, each with its message id, and marks
 * them sent. A pass locks the rows it publishes (SELECT ... FOR UPDATE, read committed so that new
 * rows can still be inserted), so relays of several instances never publish one row at the same
 * time; a relay that dies after publishing and before marking leaves the row for the next pass,
 * whose publish the stream drops as a duplicate. Rows are picked up at start, so nothing committed
 * before a crash is lost.
 */
export class OutboxRelay {
  readonly #host: EventHost;
  readonly #options: Required<Omit<OutboxRelayOptions, 'setUp'>> & Pick<OutboxRelayOptions, 'setUp'>;
  readonly #stop = new AbortController();
  #run: Promise<void> | null = null;
  #publishing = false;
  #again = false;
  #passes: Promise<void> | null = null;
  #failing = false;
  #prunedAt = 0;
  #resolveReady: () => void = () => undefined;
  /** Rows published by this relay, for tests and metrics. */
  published = 0;
  /** Resolves once the relay publishes (never, if stopped before NATS was reached). */
  readonly ready: Promise<void>;

  constructor(host: EventHost, options: OutboxRelayOptions = {}) {
    this.#host = host;
    this.#options = {
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      batchSize: options.batchSize ?? 100,
      keepSentMs: options.keepSentMs ?? 24 * 60 * 60_000,
      ...(options.setUp ? { setUp: options.setUp } : {}),
    };
    this.ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
  }

  /** Starts relaying in the background; call once. */
  start(): void {
    if (this.#run) throw new Error('outbox relay already started');
    this.#run = this.#main().catch((error: unknown) => {
      if (!this.#stop.signal.aborted) this.#host.log.error({ err: error }, 'outbox relay stopped');
    });
  }

  /**
   * Publishes every row committed before the call, unless NATS refuses (then the rows wait for a
   * later pass). Never throws. Resolves at once while the relay is not running, and while NATS
   * refuses: a caller (a request, a consumer's ack) need not wait for a publish that times out, its
   * event is safe in the outbox and the poll retries it.
   */
  flush(): Promise<void> {
    if (!this.#publishing) return Promise.resolve();
    this.#again = true;
    this.#passes ??= this.#drain();
    return this.#failing ? Promise.resolve() : this.#passes;
  }

  /** Publishes what it can one last time, then stops. */
  async stop(): Promise<void> {
    await this.flush();
    this.#publishing = false;
    this.#stop.abort();
    await this.#run;
    await this.#passes;
  }

  async #main(): Promise<void> {
    const { setUp } = this.#options;
    const signal = this.#stop.signal;
    await this.#host.waitForNats(signal);
    if (setUp && !(await retryUntilDone(setUp, signal, this.#host.log, 'setting up the outbox relay', SETUP_RETRY_DELAY_MS))) return;
    this.#publishing = true;
    this.#resolveReady();
    while (!signal.aborted) {
      if (await this.#anyUnsent()) await this.flush();
      await this.#prune();
      await pause(this.#options.pollIntervalMs, signal);
    }
  }

  // A caller arriving during a pass sets `#again`, so one more pass sees its rows.
  async #drain(): Promise<void> {
    try {
      while (this.#again) {
        this.#again = false;
        await this.#pass();
      }
    } finally {
      this.#passes = null;
    }
  }

  async #pass(): Promise<void> {
    try {
      while (await this.#publishBatch()) {
        // a full batch: more may be waiting
      }
      if (this.#failing) this.#host.log.info({}, 'outbox events are being published again');
      this.#failing = false;
    } catch (error) {
      // Logged once per outage, not on every pass.
      if (!this.#failing) this.#host.log.warn({ err: error }, 'publishing outbox events failed; they wait in the outbox');
      this.#failing = true;
    }
  }

  /** Publishes one batch in id order; true when the batch was full. Stops at the first failure. */
  async #publishBatch(): Promise<boolean> {
    const { db, js } = this.#host;
    const batchSize = this.#options.batchSize;
    const batch = await db.transaction('READ COMMITTED', async (tx) => {
      const outbox = tx.getRepository(OutboxEntity);
      const rows = await outbox.find({ where: { sentAt: IsNull() }, order: { id: 'ASC' }, take: batchSize, lock: { mode: 'pessimistic_write' } });
      const sent: number[] = [];
      let failure: Error | null = null;
      for (const row of rows) {
        try {
          const rowHeaders = headersOf(row.headers);
          await js.publish(row.subject, row.payload, { msgID: row.msgId, ...(rowHeaders ? { headers: rowHeaders } : {}) });
          sent.push(row.id);
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
          break;
        }
      }
      // The rows that did go out are marked even when a later one failed: the transaction commits.
      if (sent.length > 0) await outbox.update({ id: In(sent) }, { sentAt: new Date() });
      return { full: rows.length === batchSize, sent: sent.length, failure };
    });
    this.published += batch.sent;
    if (batch.failure !== null) throw batch.failure;
    return batch.full;
  }

  /**
   * Whether a poll has anything to publish: one plain indexed read (`IDX_outbox_sent_id`) instead of
   * the locking transaction of a pass, which an idle service would otherwise run every second. True
   * when the read fails, so the pass runs and reports the outage as before.
   */
  async #anyUnsent(): Promise<boolean> {
    try {
      const rows = await this.#host.db.query<unknown[]>('SELECT 1 FROM `outbox` WHERE `sentAt` IS NULL LIMIT 1');
      return rows.length > 0;
    } catch {
      return true;
    }
  }

  async #prune(): Promise<void> {
    if (Date.now() - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = Date.now();
    try {
      await this.#host.db.query('DELETE FROM `outbox` WHERE `sentAt` < ? LIMIT ?', [new Date(Date.now() - this.#options.keepSentMs), PRUNE_BATCH]);
    } catch (error) {
      this.#host.log.warn({ err: error }, 'pruning sent outbox rows failed');
    }
  }
}
