import type { ServerResponse } from 'node:http';
import { LIVE_SSE_EVENTS } from '@oj/contracts';
import type { LiveEndReason, LiveReady } from '@oj/contracts';
import type { RevocableClaims } from '@oj/service-kit';
import type { LiveListener } from './hub.ts';

/** Timings of one stream. */
export interface LiveStreamTimings {
  heartbeatMs: number;
  retryMs: number;
  /** The stream ends (`expired`) after this long: the lifetime, or what is left of the token's. */
  lifetimeMs: number;
}

const HEARTBEAT = Buffer.from(': ping\n\n');
/** How long an ended stream's last bytes may take to reach a slow client before its connection is cut. */
const END_GRACE_MS = 2_000;

function controlFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * One browser's event stream, written straight to the response. A client whose socket buffer is full
 * (`writableNeedDrain`) loses events instead of growing the process's memory; once it drains, it gets
 * one `resync` and refetches what it shows. Ends on the client's disconnect, its lifetime, the
 * revocation of its token (`expired` too: the client comes back with the token it holds now), or shutdown.
 */
export class LiveStream implements LiveListener {
  readonly uid: string;
  readonly isAdmin: boolean;
  readonly claims: RevocableClaims;
  readonly #raw: ServerResponse;
  readonly #timings: LiveStreamTimings;
  readonly #onClose: (stream: LiveStream) => void;
  readonly #onDrop: () => void;
  #started = false;
  #closed = false;
  #missed = false;
  #dropped = 0;
  #heartbeat: NodeJS.Timeout | undefined;
  #lifetime: NodeJS.Timeout | undefined;

  constructor(options: {
    claims: RevocableClaims;
    isAdmin: boolean;
    raw: ServerResponse;
    timings: LiveStreamTimings;
    onClose: (stream: LiveStream) => void;
    onDrop?: () => void;
  }) {
    this.claims = { uid: options.claims.uid, sid: options.claims.sid, jti: options.claims.jti, iat: options.claims.iat };
    this.uid = options.claims.uid;
    this.isAdmin = options.isAdmin;
    this.#raw = options.raw;
    this.#timings = options.timings;
    this.#onClose = options.onClose;
    this.#onDrop = options.onDrop ?? (() => undefined);
    // Registered at once: a client gone before the start still detaches.
    this.#raw.on('close', () => {
      this.#finish();
    });
  }

  /** Ended (or its client gone). */
  get closed(): boolean {
    return this.#closed;
  }

  /** Events this stream dropped because its reader was too slow. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Sends the headers (with those the request gathered, such as a refreshed token), the retry hint and `ready`. */
  start(headers: Record<string, string | string[] | number | undefined>, ready: LiveReady): void {
    if (this.#closed) return;
    const clean = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string | string[] | number] => entry[1] !== undefined));
    this.#raw.writeHead(200, {
      ...clean,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    this.#started = true;
    this.#raw.write(`retry: ${this.#timings.retryMs}\n${controlFrame(LIVE_SSE_EVENTS.ready, ready)}`);
    this.#heartbeat = setInterval(() => {
      if (!this.#raw.writableNeedDrain) this.#raw.write(HEARTBEAT);
    }, this.#timings.heartbeatMs);
    this.#lifetime = setTimeout(() => {
      this.end('expired');
    }, this.#timings.lifetimeMs);
  }

  deliver(frame: Buffer): void {
    if (!this.#started || this.#closed) return;
    if (this.#raw.writableNeedDrain) {
      this.#dropped += 1;
      this.#onDrop();
      if (!this.#missed) {
        this.#missed = true;
        this.#raw.once('drain', () => {
          this.#missed = false;
          this.resync();
        });
      }
      return;
    }
    this.#raw.write(frame);
  }

  resync(): void {
    if (!this.#started || this.#closed || this.#raw.writableNeedDrain) return;
    this.#raw.write(controlFrame(LIVE_SSE_EVENTS.resync, {}));
  }

  /**
   * Says why, then ends the response (the client reconnects). A client that does not read it within
   * END_GRACE_MS loses the connection, so a stalled reader cannot hold up a shutdown. Before the
   * start it only marks the stream closed.
   */
  end(reason: LiveEndReason): void {
    if (this.#closed) return;
    if (this.#started) {
      const raw = this.#raw;
      raw.end(controlFrame(LIVE_SSE_EVENTS.end, { reason }));
      if (!raw.writableFinished) {
        setTimeout(() => {
          if (!raw.writableFinished) raw.destroy();
        }, END_GRACE_MS).unref();
      }
    }
    this.#finish();
  }

  #finish(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#lifetime);
    this.#onClose(this);
  }
}
