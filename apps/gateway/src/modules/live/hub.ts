import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { Value } from '@sinclair/typebox/value';
import { LIVE_SSE_EVENTS, LiveEventSchema } from '@oj/contracts';
import type { LiveEndReason, NatsNames } from '@oj/contracts';
import type { RevocableClaims } from '@oj/service-kit';

/** One open stream, as the hub sees it. */
export interface LiveListener {
  readonly uid: string;
  readonly isAdmin: boolean;
  /** The token the stream was opened with: a revocation that covers it ends the stream (revocations.ts). */
  readonly claims: RevocableClaims;
  /** Writes a ready-made frame (dropped when the client reads too slowly). */
  deliver(frame: Buffer): void;
  /** Tells the client it may have missed events (it refetches what it shows). */
  resync(): void;
  end(reason: LiveEndReason): void;
}

/** The SSE frame of a live event, built once for every listener of its topic. */
export function liveFrame(envelope: unknown): Buffer {
  return Buffer.from(`event: ${LIVE_SSE_EVENTS.live}\ndata: ${JSON.stringify(envelope)}\n\n`);
}

/**
 * The subscription key of every user topic: one wildcard subscription for them all. A user topic is fed by this
 * gateway's routers (verdicts.ts, unread.ts), so a subscription per user would cost a connect a round trip to the
 * server for nothing; a service may still publish on one, and the wildcard brings it.
 */
const USER_TOPICS = 'user.*';

function isUserTopic(topic: string): boolean {
  return topic.startsWith('user.');
}

function subscriptionKey(topic: string): string {
  return isUserTopic(topic) ? USER_TOPICS : topic;
}

/** Streams written per turn of the event loop (`LiveHub.deliver`): about 5 ms of writes. */
export const LIVE_DELIVERY_SLICE = 250;

/** How long `attach` waits for the server's answer before the stream starts anyway (NATS reconnecting). */
const FLUSH_WAIT_MS = 3_000;

/** Resolves when the server has seen everything sent so far, or after FLUSH_WAIT_MS (the client resends on reconnect). */
async function flushed(nats: NatsConnection): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FLUSH_WAIT_MS);
  });
  try {
    await Promise.race([nats.flush(), waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process's fan-out: which stream follows which topic, and one core NATS subscription per contest topic, shared
 * by all its streams (subscribed with the first, unsubscribed with the last), and one for all user topics, held while
 * a stream follows one. An event is checked and framed once, then written to each stream.
 */
export class LiveHub {
  readonly #nats: () => NatsConnection;
  readonly #names: NatsNames;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Map<string, Set<LiveListener>>();
  /** By topic, and one for every user topic (USER_TOPICS): the subscription and its interest at the server. */
  readonly #subscriptions = new Map<string, { subscription: Subscription; interest: Promise<void> }>();
  /** User topics with a stream here: the users' subscription is held while there is one. */
  #userTopics = 0;
  readonly #subjectPrefixLength: number;
  readonly #topicsOf = new Map<LiveListener, readonly string[]>();
  readonly #perUser = new Map<string, number>();
  /** Frames being written a slice at a time (`deliver`), oldest first. */
  readonly #deliveries: { listeners: LiveListener[]; frame: Buffer; next: number }[] = [];
  #deliveryTurn: NodeJS.Immediate | undefined;

  constructor(options: { nats: () => NatsConnection; names: NatsNames; log: FastifyBaseLogger }) {
    this.#nats = options.nats;
    this.#names = options.names;
    this.#log = options.log;
    this.#subjectPrefixLength = options.names.subjects.live('').length;
  }

  /** Open streams of a user in this process. */
  connectionsOf(uid: string): number {
    return this.#perUser.get(uid) ?? 0;
  }

  get connectionCount(): number {
    return this.#topicsOf.size;
  }

  /** Core NATS subscriptions held: one per contest topic followed here, and one for all user topics. */
  get subscriptionCount(): number {
    return this.#subscriptions.size;
  }

  /** The streams following a topic. */
  listenersOf(topic: string): readonly LiveListener[] {
    return [...(this.#listeners.get(topic) ?? [])];
  }

  /**
   * Adds a stream to its topics, subscribing those no stream followed yet; resolves once the NATS server has the
   * interest of each (so a publish after it reaches the stream). Only a new subscription costs a round trip to the
   * server: a contest's 2,000th page, and any user topic once the users' subscription is held, cost none. Throws (503)
   * without NATS.
   */
  async attach(listener: LiveListener, topics: readonly string[]): Promise<void> {
    const nats = this.#nats();
    this.#topicsOf.set(listener, topics);
    this.#perUser.set(listener.uid, this.connectionsOf(listener.uid) + 1);
    try {
      const interest = topics.map((topic) => this.#follow(nats, listener, topic));
      await Promise.all(interest);
    } catch (error) {
      this.detach(listener);
      throw error;
    }
  }

  /** Removes a stream; a topic nobody follows any more is unsubscribed. Safe to call twice. */
  detach(listener: LiveListener): void {
    const topics = this.#topicsOf.get(listener);
    if (!topics) return;
    this.#topicsOf.delete(listener);
    const left = this.connectionsOf(listener.uid) - 1;
    if (left > 0) this.#perUser.set(listener.uid, left);
    else this.#perUser.delete(listener.uid);
    for (const topic of topics) {
      const listeners = this.#listeners.get(topic);
      if (!listeners) continue;
      listeners.delete(listener);
      if (listeners.size > 0) continue;
      this.#listeners.delete(topic);
      if (isUserTopic(topic)) this.#userTopics -= 1;
      this.#unsubscribe(isUserTopic(topic) && this.#userTopics > 0 ? null : subscriptionKey(topic));
    }
  }

  #unsubscribe(key: string | null): void {
    if (key === null) return;
    const subscription = this.#subscriptions.get(key);
    this.#subscriptions.delete(key);
    try {
      subscription?.subscription.unsubscribe();
    } catch (error) {
      // The connection is closing: its subscriptions go with it.
      this.#log.debug({ err: (error as Error).message, key }, 'live unsubscribe after close');
    }
  }

  /**
   * Writes one frame to every stream of a topic, at most `LIVE_DELIVERY_SLICE` streams per turn of the event loop:
   * a contest's board push goes to every open page of it (2,000 writes took the gateway 40-50 ms, in which no request
   * was answered), so the writes wait behind requests that arrived meanwhile instead. Frames go out in the order they
   * came, to every stream (a frame that waits holds back the later ones, whatever their topic).
   */
  deliver(topic: string, frame: Buffer): void {
    const listeners = this.#listeners.get(topic);
    if (!listeners || listeners.size === 0) return;
    if (this.#deliveries.length === 0 && listeners.size <= LIVE_DELIVERY_SLICE) {
      for (const listener of listeners) listener.deliver(frame);
      return;
    }
    this.#deliveries.push({ listeners: [...listeners], frame, next: 0 });
    this.#scheduleDeliveries();
  }

  /** Frames still being written, a slice at a time. */
  get deliveriesWaiting(): number {
    return this.#deliveries.length;
  }

  #scheduleDeliveries(): void {
    if (this.#deliveryTurn !== undefined) return;
    this.#deliveryTurn = setImmediate(() => {
      this.#deliveryTurn = undefined;
      this.#deliverSlice();
    });
  }

  #deliverSlice(): void {
    let budget = LIVE_DELIVERY_SLICE;
    while (budget > 0) {
      const delivery = this.#deliveries[0];
      if (!delivery) return;
      const end = Math.min(delivery.listeners.length, delivery.next + budget);
      for (let index = delivery.next; index < end; index += 1) delivery.listeners[index]?.deliver(delivery.frame);
      budget -= end - delivery.next;
      delivery.next = end;
      if (delivery.next >= delivery.listeners.length) this.#deliveries.shift();
    }
    if (this.#deliveries.length > 0) this.#scheduleDeliveries();
  }

  /** Every open stream (shutdown, resync after a NATS reconnect). */
  all(): LiveListener[] {
    return [...this.#topicsOf.keys()];
  }

  /** Adds the stream to the topic's listeners; resolves once the server has the interest of the topic's subscription. */
  #follow(nats: NatsConnection, listener: LiveListener, topic: string): Promise<void> {
    let listeners = this.#listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(topic, listeners);
      if (isUserTopic(topic)) this.#userTopics += 1;
    }
    listeners.add(listener);
    const key = subscriptionKey(topic);
    const held = this.#subscriptions.get(key);
    if (held) return held.interest;
    const subscription = nats.subscribe(this.#names.subjects.live(key), {
      callback: (error, message) => {
        if (error) this.#log.warn({ err: error.message, key }, 'live subscription failed');
        else this.#received(message.subject, message.string());
      },
    });
    // Never a rejection kept for later streams: a connection that closed made `subscribe` throw already.
    const interest = flushed(nats).catch(() => undefined);
    this.#subscriptions.set(key, { subscription, interest });
    return interest;
  }

  #received(subject: string, text: string): void {
    const topic = subject.slice(this.#subjectPrefixLength);
    // The users' subscription brings every user's events: those of users with no stream here stop at once.
    if (!this.#listeners.has(topic)) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = undefined;
    }
    // A service's bad event must not reach browsers: the schema and the subject's topic decide.
    if (!Value.Check(LiveEventSchema, envelope) || envelope.topic !== topic) {
      this.#log.warn({ topic }, 'live event dropped: it does not match its schema or topic');
      return;
    }
    this.deliver(topic, liveFrame(envelope));
  }
}
