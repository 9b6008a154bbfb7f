/**
 * "A contest changed" between contest-service instances: core NATS on
 * `natsNames(ns).subjects.contestChanged`, no stream. The instance where the admin changed a contest
 * refreshes its own board in the request; the others hear it here. A notice lost while NATS is down
 * leaves the other instances' boards on the old settings until their next rebuild (a forced refresh,
 * or the board dropped and built again).
 */
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { NatsNames } from '@oj/contracts';
import type { FastifyInstance } from 'fastify';
import type { EventHost } from '@oj/service-kit/events';

/** The notice: which contest, and which instance sent it (an instance ignores its own). */
const ContestChangedNoticeSchema = Type.Object({ cid: Type.Integer({ minimum: 1 }), origin: Type.String({ maxLength: 64 }) });

type Connection = FastifyInstance['nats'];
type Subscription = ReturnType<Connection['subscribe']>;

export interface ContestNoticesOptions {
  waitForNats: FastifyInstance['waitForNats'];
  names: NatsNames;
  log: EventHost['log'];
  /** Another instance changed this contest. */
  onNotice: (cid: number) => void;
}

export class ContestChangeNotices {
  readonly #options: ContestNoticesOptions;
  readonly #origin = randomUUID();
  readonly #stop = new AbortController();
  #connection: Connection | null = null;
  #subscription: Subscription | null = null;

  constructor(options: ContestNoticesOptions) {
    this.#options = options;
  }

  /** Subscribes once NATS is reached (in the background). */
  start(): void {
    this.#options
      .waitForNats(this.#stop.signal)
      .then((connection) => {
        if (this.#stop.signal.aborted) return;
        this.#connection = connection;
        this.#subscription = connection.subscribe(this.#options.names.subjects.contestChanged, {
          callback: (error, message) => {
            if (error) return;
            let notice: unknown;
            try {
              notice = message.json<unknown>();
            } catch {
              return;
            }
            if (Value.Check(ContestChangedNoticeSchema, notice) && notice.origin !== this.#origin) this.#options.onNotice(notice.cid);
          },
        });
      })
      .catch(() => undefined);
  }

  /** Tells the other instances; a notice that cannot go out is logged (NATS down). */
  publish(cid: number): void {
    try {
      if (!this.#connection) throw new Error('NATS not reached yet');
      this.#connection.publish(this.#options.names.subjects.contestChanged, JSON.stringify({ cid, origin: this.#origin }));
    } catch (error) {
      this.#options.log.warn({ err: error, cid }, 'contest change not announced to the other instances');
    }
  }

  stop(): void {
    this.#stop.abort();
    this.#subscription?.unsubscribe();
    this.#subscription = null;
  }
}
