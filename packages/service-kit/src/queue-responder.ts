import type { Msg, NatsConnection } from '@nats-io/transport-node';

/** A running queue responder. */
export interface QueueResponder {
  /** Stops taking requests and waits for those in hand to be answered. */
  stop(): Promise<void>;
}

/** What `serveQueueRequests` needs. */
export interface QueueResponderOptions {
  nc: NatsConnection;
  subject: string;
  /** The queue group: NATS hands each request to one of its members. */
  queue: string;
  /** What the requests are, for the log ('checker compile'). */
  what: string;
  log: { warn: (details: object, message: string) => void };
  /** Answers one request (it replies by itself; a throw is its own to log). */
  handle: (msg: Msg) => Promise<void>;
}

/**
 * Serves NATS requests in a queue group, with no stream: a request no member answers fails at the
 * asker (no responders, or its timeout). The judge nodes' checker compile and the gateways' problem
 * copy are served this way.
 */
export function serveQueueRequests(options: QueueResponderOptions): QueueResponder {
  const { log, what, handle } = options;
  const inHand = new Set<Promise<void>>();
  const subscription = options.nc.subscribe(options.subject, {
    queue: options.queue,
    callback: (error, msg) => {
      if (error) {
        log.warn({ err: error }, `${what} subscription error`);
        return;
      }
      const task = handle(msg);
      inHand.add(task);
      void task.finally(() => inHand.delete(task));
    },
  });
  return {
    async stop() {
      subscription.unsubscribe();
      await Promise.allSettled([...inHand]);
    },
  };
}
