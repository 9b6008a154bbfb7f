import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, JsMsg } from '@nats-io/jetstream';
import type { JudgeProgress, JudgeResult } from '@oj/contracts';
import type { DispatchContext } from '../context.ts';
import { RESULTS_CONSUMER, jobSequenceOf } from '../queue/streams.ts';
import { applyJudgeResult, applyProgress } from './apply.ts';
import { completeTestJudge } from './test-judge.ts';

const PAUSE_AFTER_ERROR_MS = 1_000;
/** A message whose handling failed comes back after this delay. */
const RETRY_DELAY_MS = 1_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isProgress(value: unknown): value is JudgeProgress {
  return isRecord(value) && Number.isSafeInteger(value.submitId) && isNumber(value.status) && typeof value.judger === 'string';
}

function isCaseResult(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.caseId) &&
    isNumber(value.status) &&
    isNumber(value.timeMs) &&
    isNumber(value.memoryKb) &&
    isNumber(value.score) &&
    (value.groupNum === null || Number.isSafeInteger(value.groupNum))
  );
}

/** Checks what the consumer relies on; a result from a node that breaks the contract is dropped. */
export function isJudgeResult(value: unknown): value is JudgeResult {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.submitId) &&
    value.submitId !== 0 &&
    isNumber(value.status) &&
    isNumber(value.timeMs) &&
    isNumber(value.memoryKb) &&
    isNumber(value.score) &&
    (value.compileMessage === null || typeof value.compileMessage === 'string') &&
    typeof value.judger === 'string' &&
    Array.isArray(value.cases) &&
    value.cases.every(isCaseResult)
  );
}

/**
 * Reads progress and results from the durable consumer on the results stream, one at a time, and
 * acks each only after its effects are committed (and its event published): a restart or a crash
 * costs a redelivery, which applying results idempotently makes harmless, never a lost verdict.
 */
export class ResultsConsumer {
  readonly #ctx: DispatchContext;
  readonly #stop = new AbortController();
  #loop: Promise<void> | null = null;
  /** Messages handled (acked or dropped), for tests and metrics. */
  handled = 0;
  /** Results dropped for a wrong or missing result token. */
  rejected = 0;

  constructor(ctx: DispatchContext) {
    this.#ctx = ctx;
  }

  /** Starts reading; call once. */
  start(): void {
    if (this.#loop) throw new Error('results consumer already started');
    this.#loop = this.#pull();
  }

  /** Stops after the message in hand (at most one pull wait). */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#loop;
  }

  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #pull(): Promise<void> {
    const { app, settings } = this.#ctx;
    let consumer: Consumer | null = null;
    while (!this.#stopping()) {
      try {
        consumer ??= await app.js.consumers.get(app.natsNames.streams.judgeResults.name, RESULTS_CONSUMER);
        const message = await consumer.next({ expires: settings.pullExpiresMs });
        if (!message) continue;
        await this.#handle(message);
        this.handled += 1;
      } catch (error) {
        consumer = null;
        app.log.warn({ err: error }, 'reading judge results failed; retrying');
        await sleep(PAUSE_AFTER_ERROR_MS, undefined, { signal: this.#stop.signal }).catch(() => undefined);
      }
    }
  }

  async #handle(message: JsMsg): Promise<void> {
    const { app } = this.#ctx;
    let payload: unknown = null;
    try {
      payload = message.json<unknown>();
    } catch {
      // reported below as malformed
    }
    const { subjects } = app.natsNames;
    try {
      if (message.subject.startsWith(subjects.judgeProgress(''))) {
        if (isProgress(payload) && payload.submitId > 0) await applyProgress(app.db, payload);
      } else if (message.subject.startsWith(subjects.judgeResult('')) && isJudgeResult(payload)) {
        await this.#result(message, payload);
      } else {
        app.log.error({ subject: message.subject }, 'malformed judge result dropped');
        message.term();
        return;
      }
    } catch (error) {
      app.log.warn({ err: error, subject: message.subject }, 'applying a judge message failed; it comes back shortly');
      message.nak(RETRY_DELAY_MS);
      return;
    }
    await message.ackAck().catch((error: unknown) => {
      // A lost ack means one redelivery, which finds the result applied and changes nothing.
      app.log.warn({ err: error, subject: message.subject }, 'judge result ack not confirmed');
    });
  }

  async #result(message: JsMsg, result: JudgeResult): Promise<void> {
    const { app, events } = this.#ctx;
    if (result.submitId < 0) {
      const outcome = await completeTestJudge(await this.#ctx.testJudges(), -result.submitId, result);
      if (outcome === 'rejected') this.#rejected(result, null);
      return;
    }
    const sequence = jobSequenceOf(message.headers?.get('Nats-Msg-Id'), result.submitId);
    const outcome = await applyJudgeResult(app.db, result, sequence);
    if (outcome.kind === 'applied' || outcome.kind === 'replayed') await events.publishOrThrow(outcome.event, outcome.msgId);
    if (outcome.kind === 'stale') app.log.info({ submitId: result.submitId, jobSequence: sequence }, 'stale judge result ignored');
    if (outcome.kind === 'rejected') this.#rejected(result, sequence);
  }

  /** Logs a result without its job's token: who claims to have sent it, never the token it carried. */
  #rejected(result: JudgeResult, sequence: number | null): void {
    this.rejected += 1;
    this.#ctx.app.log.warn(
      { submitId: result.submitId, jobSequence: sequence, judger: result.judger.slice(0, 64), hasToken: typeof result.resultToken === 'string' },
      'judge result rejected: its result token does not match the job',
    );
  }
}
