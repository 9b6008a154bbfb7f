/**
 * A contest page's live stream (GET /api/live, docs/architecture.md "The live channel") as the web app's
 * client keeps it: connects with the token, reports each frame it needs (ready, resync, board versions,
 * verdicts of its own submissions), and connects again after an `end` or a failure (the `retry:` delay with
 * jitter). Frames are read without parsing their JSON: a board push may carry a whole first page (tens of KB)
 * to every page, so only the head of each frame is decoded, and its end found with memchr.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { LIVE_CHANNEL } from '@oj/contracts';

/** Characters of a frame kept to read its event, kind and ids (the data's first fields come first). */
const HEAD_CHARS = 320;
const NEWLINE = 0x0a;
/** The blank line that ends a frame (a Buffer: a string needle would be encoded again at every search). */
const FRAME_END = Buffer.from('\n\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** What a frame said, as far as a contest page cares. */
export type LiveFrame =
  | { event: 'ready' | 'resync' }
  | { event: 'end'; reason: string }
  /** `baseVersion`: the push is a patch of that version (null: the whole page, or the version alone). */
  | { event: 'board'; version: number; baseVersion: number | null }
  | { event: 'verdict'; submitId: number }
  | { event: 'other' };

/** Reads a frame's head: `event: live` frames by their `kind` and first id; comments (heartbeats) give null. */
export function parseFrameHead(head: string): LiveFrame | null {
  const event = /(?:^|\n)event: (\w+)/.exec(head)?.[1];
  if (event === undefined) return null;
  if (event === 'ready' || event === 'resync') return { event };
  if (event === 'end') return { event, reason: /"reason":"(\w+)"/.exec(head)?.[1] ?? '' };
  if (event !== 'live') return { event: 'other' };
  const kind = /"kind":"(\w+)"/.exec(head)?.[1];
  // The envelope is {topic, kind, data}: a board's data starts {cid, version, limit, patch: {baseVersion, ...}} (or
  // firstPage), a verdict's {submitId, ...}.
  if (kind === 'board') {
    const base = /"patch":\{"baseVersion":(\d+)/.exec(head)?.[1];
    return { event: 'board', version: Number(/"version":(\d+)/.exec(head)?.[1] ?? Number.NaN), baseVersion: base === undefined ? null : Number(base) };
  }
  if (kind === 'verdict') return { event: 'verdict', submitId: Number(/"submitId":(\d+)/.exec(head)?.[1] ?? Number.NaN) };
  return { event: 'other' };
}

/** Splits a server-sent-events byte stream into frames (blocks ending in a blank line), keeping each one's head. */
export class FrameScanner {
  #head = '';
  /** The previous chunk ended with a newline that may start a frame's blank line. */
  #newlineBefore = false;

  feed(chunk: Buffer, onFrame: (head: string) => void): void {
    let start = 0;
    if (this.#newlineBefore && chunk[0] === NEWLINE) {
      this.#emit(onFrame);
      start = 1;
    }
    for (;;) {
      const end = chunk.indexOf(FRAME_END, start);
      const stop = end === -1 ? chunk.length : end;
      const room = HEAD_CHARS - this.#head.length;
      if (room > 0 && stop > start) this.#head += chunk.toString('latin1', start, Math.min(stop, start + room));
      if (end === -1) break;
      this.#emit(onFrame);
      start = end + 2;
    }
    this.#newlineBefore = start < chunk.length && chunk[chunk.length - 1] === NEWLINE;
  }

  #emit(onFrame: (head: string) => void): void {
    const head = this.#head;
    this.#head = '';
    if (head !== '') onFrame(head);
  }
}

/** What a stream tells its page. */
export interface StreamListener {
  /** The stream is open and subscribed (each connect): `connectMs` from the request. */
  ready(connectMs: number, atMs: number): void;
  board(version: number, baseVersion: number | null, atMs: number): void;
  verdict(submitId: number, atMs: number): void;
  /** The server dropped pushes for this slow reader: the page refetches. */
  resync(atMs: number): void;
  /** Something went wrong (refused, broken, no ready in time): the stream connects again. */
  trouble(kind: string): void;
}

/** How long a connect may take before it counts as failed. */
const READY_TIMEOUT_MS = 30_000;

export class LiveStream {
  readonly #host: string;
  readonly #port: number;
  readonly #path: string;
  readonly #token: () => string;
  readonly #listener: StreamListener;
  #socket: Socket | null = null;
  #generation = 0;
  #closed = false;
  #live = false;
  #retry: NodeJS.Timeout | null = null;
  /** Connects after an `end` (lifetime reached, server shutting down): not a failure. */
  reconnects = 0;
  /** Bytes received over every connection. */
  bytes = 0;

  constructor(options: { baseUrl: string; path: string; token: () => string; listener: StreamListener }) {
    const url = new URL(options.baseUrl);
    this.#host = url.hostname;
    this.#port = Number(url.port);
    this.#path = options.path;
    this.#token = options.token;
    this.#listener = options.listener;
  }

  /** Whether the stream is open and subscribed now. */
  get live(): boolean {
    return this.#live;
  }

  /**
   * Connects over a plain socket and writes the request itself: reading 2,000 streams of tens of KB a second
   * through node:http's client costs the bench about three times the CPU (its parser and stream per chunk).
   * `Connection: close` makes the server close the socket when the stream ends; the body's HTTP chunk framing
   * is left in place, since no chunk header holds a blank line (the frame scanner ignores it).
   */
  open(): void {
    if (this.#closed) return;
    const generation = ++this.#generation;
    const started = performance.now();
    const scanner = new FrameScanner();
    let head: Buffer | null = Buffer.alloc(0);
    let ready = false;
    let ended = false;
    const readyTimer = setTimeout(() => {
      if (!ready) this.#lost(generation, 'no ready within 30 s');
    }, READY_TIMEOUT_MS);
    const socket = connect({ host: this.#host, port: this.#port });
    this.#socket = socket;
    socket.setNoDelay(true);
    socket.write(
      `GET ${this.#path} HTTP/1.1\r\nHost: ${this.#host}:${this.#port}\r\nAuthorization: Bearer ${this.#token()}\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n`,
    );
    const onFrame = (text: string, atMs: number) => {
      const frame = parseFrameHead(text);
      if (frame === null || generation !== this.#generation) return;
      if (frame.event === 'ready') {
        ready = true;
        this.#live = true;
        clearTimeout(readyTimer);
        this.#listener.ready(performance.now() - started, atMs);
      } else if (frame.event === 'board') this.#listener.board(frame.version, frame.baseVersion, atMs);
      else if (frame.event === 'verdict') this.#listener.verdict(frame.submitId, atMs);
      else if (frame.event === 'resync') this.#listener.resync(atMs);
      else if (frame.event === 'end') ended = true;
    };
    socket.on('data', (chunk: Buffer) => {
      const atMs = Date.now();
      this.bytes += chunk.length;
      let body = chunk;
      if (head !== null) {
        // The status line and headers, until their blank line.
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(HEADERS_END);
        if (end === -1) return;
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(head.toString('latin1', 0, Math.min(end, 40)))?.[1];
        if (status !== '200') {
          clearTimeout(readyTimer);
          this.#lost(generation, `HTTP ${status ?? 'answer unreadable'}`);
          return;
        }
        body = head.subarray(end + HEADERS_END.length);
        head = null;
      }
      scanner.feed(body, (text) => {
        onFrame(text, atMs);
      });
    });
    socket.on('end', () => {
      clearTimeout(readyTimer);
      if (ended) this.#again(generation);
      else this.#lost(generation, 'ended without an end event');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(readyTimer);
      this.#lost(generation, `connection ${error.code ?? error.message}`);
    });
  }

  close(): void {
    this.#closed = true;
    this.#live = false;
    if (this.#retry) clearTimeout(this.#retry);
    this.#socket?.destroy();
  }

  /** The server ended the stream as it should: connect again after the retry hint, as the client does. */
  #again(generation: number): void {
    if (generation !== this.#generation || this.#closed) return;
    this.#live = false;
    this.reconnects += 1;
    this.#schedule();
  }

  #lost(generation: number, kind: string): void {
    if (generation !== this.#generation || this.#closed) return;
    this.#generation += 1;
    this.#live = false;
    this.#socket?.destroy();
    this.#listener.trouble(kind);
    this.#schedule();
  }

  #schedule(): void {
    const delay = LIVE_CHANNEL.retryMs * (0.5 + Math.random());
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.open();
    }, delay);
  }
}
