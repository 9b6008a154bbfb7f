import type { ServiceDeps } from '@oj/service-kit';
import { UnreadChangedEventSchema, liveTopic } from '@oj/contracts';
import type { LiveEventOf, UnreadChangedEvent } from '@oj/contracts';
import { unreadCounts } from '@oj/db/reads';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import { liveFrame } from './hub.ts';
import type { LiveHub } from './hub.ts';

/** Prefix of the ephemeral consumers that bring `unread changed` events to each gateway's live channel. */
export const LIVE_UNREAD_CONSUMER = 'live-unread';

/**
 * Routes `unread changed` events (written by the community service in the transaction of each
 * reminder, notice push, read and clean) to the named users' streams: like the verdicts, a broadcast
 * consumer of the events stream per gateway, so no event is lost to a NATS blip. Only users with a
 * stream in this process cost anything: one indexed count (the owner's published read, the same
 * query as msg/unread), pushed as `unread` on their user topic.
 */
export class UnreadRouter {
  readonly #deps: Pick<ServiceDeps, 'db' | 'natsNames' | 'log' | 'events'>;
  readonly #hub: LiveHub;
  #consumer: StreamConsumer<UnreadChangedEvent> | null = null;

  constructor(deps: Pick<ServiceDeps, 'db' | 'natsNames' | 'log' | 'events'>, hub: LiveHub) {
    this.#deps = deps;
    this.#hub = hub;
  }

  /** Starts reading the events (in the background: it waits for NATS by itself). */
  start(): void {
    const deps = this.#deps;
    this.#consumer = new StreamConsumer<UnreadChangedEvent>(deps.events, {
      name: LIVE_UNREAD_CONSUMER,
      stream: deps.natsNames.streams.events.name,
      mode: 'broadcast',
      filterSubjects: deps.natsNames.subjects.unreadChanged,
      schema: UnreadChangedEventSchema,
      setUp: async () => {
        await ensureEventsStream(deps.events.jsm, deps.natsNames);
      },
      receive: (event) => this.route(event),
    });
    this.#consumer.start();
  }

  async stop(): Promise<void> {
    await this.#consumer?.stop();
    this.#consumer = null;
  }

  /** Pushes the current counts to each named user with a stream here; a failed count costs that user one poll. */
  async route(event: UnreadChangedEvent): Promise<void> {
    for (const uid of new Set(event.uids)) {
      const topic = liveTopic.user(uid);
      if (this.#hub.listenersOf(topic).length === 0) continue;
      try {
        const pushed: LiveEventOf<'unread'> = { topic, kind: 'unread', data: await unreadCounts(this.#deps.db, uid) };
        this.#hub.deliver(topic, liveFrame(pushed));
      } catch (error) {
        this.#deps.log.warn({ err: (error as Error).message, uid }, 'live unread counts not pushed');
      }
    }
  }
}
