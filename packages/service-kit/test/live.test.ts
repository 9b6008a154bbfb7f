import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { LiveBoard } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCoalescer, liveEnvelope, publishLive } from '../src/index.ts';
import type { CoalescerTimers } from '../src/index.ts';
import { testNamespace } from './helpers.ts';

/** Timers driven by the test: `advance(ms)` runs what falls due, in order. */
function manualTimers(): CoalescerTimers & { advance: (ms: number) => void; pending: () => number } {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

describe('LiveCoalescer', () => {
  const setUp = () => {
    const timers = manualTimers();
    const sent: [string, number][] = [];
    const coalescer = new LiveCoalescer<number>({
      intervalMs: 1_000,
      timers,
      isNewer: (next, current) => next > current,
      send: (key, value) => {
        sent.push([key, value]);
      },
    });
    return { timers, sent, coalescer };
  };

  it('sends the first value of a quiet key at once, then at most one per interval: the latest', () => {
    const { timers, sent, coalescer } = setUp();
    coalescer.offer('c1', 1);
    expect(sent).toEqual([['c1', 1]]);
    coalescer.offer('c1', 2);
    coalescer.offer('c1', 3);
    timers.advance(999);
    expect(sent).toEqual([['c1', 1]]);
    timers.advance(1);
    expect(sent).toEqual([
      ['c1', 1],
      ['c1', 3],
    ]);
    // A change during the next interval waits for its end too.
    coalescer.offer('c1', 4);
    timers.advance(500);
    expect(sent).toHaveLength(2);
    timers.advance(500);
    expect(sent.at(-1)).toEqual(['c1', 4]);
    // A quiet interval forgets the key: the next change goes out at once.
    timers.advance(1_000);
    expect(timers.pending()).toBe(0);
    coalescer.offer('c1', 5);
    expect(sent.at(-1)).toEqual(['c1', 5]);
  });

  it('keeps keys apart and never sends an older value than the one sent or waiting', () => {
    const { timers, sent, coalescer } = setUp();
    coalescer.offer('a', 10);
    coalescer.offer('b', 1);
    coalescer.offer('a', 9);
    coalescer.offer('a', 12);
    coalescer.offer('a', 11);
    timers.advance(1_000);
    expect(sent).toEqual([
      ['a', 10],
      ['b', 1],
      ['a', 12],
    ]);
    expect(coalescer.waiting).toBe(0);
  });

  it('sends 1 value a second under a burst of 1,000 offers over 10 s', () => {
    const { timers, sent, coalescer } = setUp();
    for (let version = 1; version <= 1_000; version += 1) {
      coalescer.offer('busy', version);
      timers.advance(10);
    }
    timers.advance(1_000);
    expect(sent.length).toBeGreaterThanOrEqual(10);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect(sent.at(-1)).toEqual(['busy', 1_000]);
  });

  it('flushes what waits, and after close sends nothing', () => {
    const { timers, sent, coalescer } = setUp();
    coalescer.offer('a', 1);
    coalescer.offer('a', 2);
    coalescer.flush();
    expect(sent).toEqual([
      ['a', 1],
      ['a', 2],
    ]);
    coalescer.offer('a', 3);
    coalescer.close();
    coalescer.offer('a', 4);
    timers.advance(5_000);
    expect(sent).toEqual([
      ['a', 1],
      ['a', 2],
      ['a', 3],
    ]);
    expect(timers.pending()).toBe(0);
  });

  it('reports a failed send and goes on', () => {
    const timers = manualTimers();
    const errors: string[] = [];
    const coalescer = new LiveCoalescer<number>({
      intervalMs: 100,
      timers,
      send: () => {
        throw new Error('NATS closed');
      },
      onError: (error, key) => {
        errors.push(`${key}: ${(error as Error).message}`);
      },
    });
    coalescer.offer('a', 1);
    coalescer.offer('a', 2);
    timers.advance(100);
    expect(errors).toEqual(['a: NATS closed', 'a: NATS closed']);
  });
});

describe('publishLive and a coalesced board push (real NATS)', () => {
  let connection: NatsConnection;
  const names = natsNames(testNamespace());

  beforeAll(async () => {
    connection = await connect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
  });

  afterAll(async () => {
    await connection.close();
  });

  /** Collects what arrives on a subject until `count` messages or the timeout. */
  async function received(subject: string, count: number, act: () => void | Promise<void>, timeoutMs = 3_000): Promise<unknown[]> {
    const messages: unknown[] = [];
    const subscription = connection.subscribe(subject, {
      callback: (_error, message) => {
        messages.push(message.json());
      },
    });
    await connection.flush();
    await act();
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    subscription.unsubscribe();
    return messages;
  }

  it('publishes a checked envelope on the topic subject', async () => {
    const messages = await received(names.subjects.live('contest.4'), 1, () => {
      publishLive(connection, names, 'contest.4', {
        kind: 'announcement',
        data: { cid: 4, id: 9, title: 'Clarification', gmtCreate: '2025-03-01T08:00:00.000Z' },
      });
    });
    expect(messages).toEqual([
      { topic: 'contest.4', kind: 'announcement', data: { cid: 4, id: 9, title: 'Clarification', gmtCreate: '2025-03-01T08:00:00.000Z' } },
    ]);
  });

  it('refuses a bad topic or an event that does not match its schema', () => {
    expect(() => liveEnvelope('contest.*', { kind: 'board', data: { cid: 1, version: 1 } })).toThrow(/not a live topic/);
    expect(() => liveEnvelope('user.a.b', { kind: 'unread', data: { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 } })).toThrow(/not a live topic/);
    expect(() => liveEnvelope('contest.1', { kind: 'board', data: { cid: 1, version: -1 } })).toThrow(/does not match its schema.*version/);
    const broken = { kind: 'verdict', data: { submitId: 1 } } as unknown as Parameters<typeof liveEnvelope>[1];
    expect(() => liveEnvelope('user.u1', broken)).toThrow(/does not match its schema/);
  });

  it('pushes a busy board once per interval with its newest version only', async () => {
    // What the contest service's BoardLivePush does: a coalescer whose send publishes the board.
    const publisher = new LiveCoalescer<LiveBoard>({
      intervalMs: 300,
      isNewer: (next, current) => next.version > current.version,
      send: (_key, board) => {
        publishLive(connection, names, `contest.${board.cid}`, { kind: 'board', data: board });
      },
    });
    const board = (version: number): LiveBoard => ({ cid: 77, version });
    const messages = await received(names.subjects.live('contest.77'), 3, async () => {
      publisher.offer('77', board(1));
      for (let version = 2; version <= 20; version += 1) {
        publisher.offer('77', board(version));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      publisher.offer('77', board(19));
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    publisher.close();
    const versions = messages.map((message) => (message as { data: LiveBoard }).data.version);
    expect(versions[0]).toBe(1);
    expect(versions.at(-1)).toBe(20);
    expect(versions.length).toBeLessThanOrEqual(4);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });
});
