import type { NatsConnection } from '@nats-io/transport-node';
import { LIVE_CHANNEL, liveTopic } from '@oj/contracts';
import type { LiveBoard, NatsNames } from '@oj/contracts';
import { LiveCoalescer } from './coalescer.ts';
import type { CoalescerTimers } from './coalescer.ts';
import { publishLive } from './publish.ts';

/** Options of `LiveBoardPublisher`. */
export interface LiveBoardPublisherOptions {
  /** The current connection (a getter: `() => app.nats`, which throws while NATS is unreachable). */
  nats: () => NatsConnection;
  names: NatsNames;
  /** Default `LIVE_CHANNEL.boardPushIntervalMs` (1 s). */
  intervalMs?: number;
  /** A push that could not be published (logged by the caller; the next change pushes again). */
  onError?: (error: unknown, cid: number) => void;
  timers?: CoalescerTimers;
}

/**
 * Pushes contest boards to the live channel (`board` events on `contest.<cid>`), each contest at most
 * once per interval and only its newest version: call `push` after every change of a board.
 */
export class LiveBoardPublisher {
  private readonly coalescer: LiveCoalescer<LiveBoard>;

  constructor(options: LiveBoardPublisherOptions) {
    this.coalescer = new LiveCoalescer<LiveBoard>({
      intervalMs: options.intervalMs ?? LIVE_CHANNEL.boardPushIntervalMs,
      isNewer: (next, current) => next.version > current.version,
      send: (_key, board) => {
        publishLive(options.nats(), options.names, liveTopic.contest(board.cid), { kind: 'board', data: board });
      },
      ...(options.onError ? { onError: (error: unknown, key: string) => { options.onError?.(error, Number(key)); } } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
    });
  }

  /** A board changed: it goes out now, or at the end of the contest's interval if a push just went. */
  push(board: LiveBoard): void {
    this.coalescer.offer(String(board.cid), board);
  }

  /** Sends what waits (call in preClose, while NATS is up). */
  flush(): void {
    this.coalescer.flush();
  }

  /** Drops what waits and stops the timers. */
  close(): void {
    this.coalescer.close();
  }
}
