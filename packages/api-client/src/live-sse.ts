import { LIVE_EVENT_KINDS } from '@oj/contracts';
import type { LiveEndReason, LiveEvent } from '@oj/contracts';

/** One server-sent event: its name (`message` when none was given) and its data lines joined by "\n". */
export interface SseEvent {
  event: string;
  data: string;
}

/** What a piece of the stream completed: its events, the last `retry:` value, and whether anything came at all. */
export interface SseChunk {
  events: SseEvent[];
  /** A `retry:` value the piece carried (ms), or null. */
  retryMs: number | null;
  /** Comments (heartbeats) count as activity too. */
  comments: number;
}

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * A parser of the event-stream format (the WHATWG server-sent events rules): feed it decoded text in
 * pieces of any size; each call returns what the piece completed. Fields: `event`, `data` (several
 * lines join with "\n"), `retry` (digits only); `id` and unknown fields are ignored, and so is an
 * event without data. A leading space after the colon is dropped.
 */
export function createSseEventParser(): (text: string) => SseChunk {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  return (text) => {
    buffer += text;
    const chunk: SseChunk = { events: [], retryMs: null, comments: 0 };
    let newline = buffer.search(LINE_BREAK);
    while (newline !== -1) {
      // A "\r" at the very end may be the first half of "\r\n": wait for the next piece.
      if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      newline = buffer.search(LINE_BREAK);
      if (line === '') {
        if (data.length > 0) chunk.events.push({ event: name === '' ? 'message' : name, data: data.join('\n') });
        name = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) {
        chunk.comments += 1;
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) chunk.retryMs = Number(value);
    }
    return chunk;
  };
}

/** A live event from a `live` frame's data, or null when it is malformed or of a kind this client does not know. */
export function parseLiveEvent(data: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { topic, kind, data: payload } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof payload !== 'object' || payload === null) return null;
  return (LIVE_EVENT_KINDS as readonly unknown[]).includes(kind) ? (value as LiveEvent) : null;
}

/** The reason of an `end` frame, or null. */
export function endReasonOf(data: string): LiveEndReason | null {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return reason === 'expired' || reason === 'shutdown' ? reason : null;
  } catch {
    return null;
  }
}
