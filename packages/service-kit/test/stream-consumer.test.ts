import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { ConsumerCursorEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { DEAD_LETTER_HEADERS } from '@oj/contracts';
import { StreamConsumer, consumerCursor, ensureDeadLetterStream, ensureEventsStream } from '../src/events/index.ts';
import type { Delivery } from '../src/events/index.ts';
import type { StreamConsumerSpec } from '../src/events/index.ts';
import { openEventHost, reachedLater } from './event-host.ts';
import type { TestEventHost } from './event-host.ts';

const CONSUMER = 'test-ordered';
const TestEventSchema = Type.Object({ n: Type.Integer() });
type TestEvent = { n: number };

describe('the ordered stream consumer and its cursor', () => {
  let database: TestDatabase;
  let host: TestEventHost;
  let subject: string;
  let stream: string;
  /** Event numbers that fail to apply on their first tries (n → failures left; -1: always). */
  const failing = new Map<number, number>();

  beforeAll(async () => {
    database = await createTestDatabase('sk_consumer');
    // What `apply` changes: a table of this test, written in the consumer's transaction.
    await database.dataSource.query('CREATE TABLE `applied_event` (`id` int NOT NULL AUTO_INCREMENT PRIMARY KEY, `seq` int NOT NULL, `n` int NOT NULL)');
    host = await openEventHost(database);
    await ensureEventsStream(host.jsm, host.names);
    stream = host.names.streams.events.name;
    subject = `${host.names.namespace}.event.test.ordered`;
  });

  afterAll(async () => {
    await host.close();
    await database.drop();
  });

  const spec: StreamConsumerSpec<TestEvent> = {
    name: CONSUMER,
    stream: '',
    mode: 'ordered',
    schema: TestEventSchema,
    apply: async (tx, event, delivery) => {
      await tx.query('INSERT INTO `applied_event` (`seq`, `n`) VALUES (?, ?)', [delivery.sequence, event.n]);
      const left = failing.get(event.n);
      if (left !== undefined && left !== 0) {
        failing.set(event.n, left - 1);
        throw new Error(`event ${event.n} cannot be applied yet`);
      }
    },
    pullExpiresMs: 1000,
    ackWaitMs: 3000,
    maxAttempts: 3,
    retryDelayMs: 50,
    whenFailing: 'skip',
  };
  const start = async (): Promise<StreamConsumer<TestEvent>> => {
    const consumer = new StreamConsumer<TestEvent>(host, { ...spec, stream, filterSubject: subject });
    consumer.start();
    await consumer.ready;
    return consumer;
  };
  const publish = async (payload: TestEvent | string): Promise<number> =>
    (await host.js.publish(subject, typeof payload === 'string' ? payload : JSON.stringify(payload))).seq;
  const settled = async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const info = await host.jsm.consumers.info(stream, CONSUMER);
      if (info.num_pending === 0 && info.num_ack_pending === 0) return;
      await sleep(50);
    }
    throw new Error('the consumer did not settle');
  };
  const applied = async () => (await database.dataSource.query<{ n: number }[]>('SELECT `n` FROM `applied_event` ORDER BY `id`')).map((row) => row.n);

  it('resumes exactly after the last applied event when restarted, with its cursor in consumer_cursor', async () => {
    for (const n of [1, 2, 3]) await publish({ n });
    const first = await start();
    await settled();
    expect(await applied()).toEqual([1, 2, 3]);
    await first.stop();
    const afterThree = await consumerCursor(database.dataSource, CONSUMER);

    // Published while no consumer runs, with malformed messages among them (dropped, not applied).
    await publish({ n: 4 });
    await publish('not json');
    const lastGood = await publish({ n: 5 });
    await publish(JSON.stringify({ n: 'six' }));
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(afterThree);

    const second = await start();
    await settled();
    await second.stop();
    expect(await applied()).toEqual([1, 2, 3, 4, 5]);
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(lastGood);
    expect(await database.dataSource.getRepository(ConsumerCursorEntity).findOneByOrFail({ name: CONSUMER })).toMatchObject({ position: lastGood });
    expect(host.logged.filter((line) => line.message === 'malformed message dropped')).toHaveLength(2);
  });

  it('applies nothing twice when the stream delivers everything again', async () => {
    // A durable consumer lost with its acks (deleted, recreated) starts again from the first event.
    await host.jsm.consumers.delete(stream, CONSUMER);
    const again = await start();
    await settled();
    expect(await applied()).toEqual([1, 2, 3, 4, 5]);
    const next = await publish({ n: 6 });
    await settled();
    await again.stop();
    expect(await applied()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(next);
  });

  it('rolls a failed apply back with the cursor, retries it in place, and skips one that keeps failing', async () => {
    failing.set(7, 2);
    failing.set(8, -1);
    const consumer = await start();
    await publish({ n: 7 });
    const eight = await publish({ n: 8 });
    const nine = await publish({ n: 9 });
    await settled();
    await consumer.stop();
    // 7 failed twice (its rows rolled back) and went in on the third try; 8 never did, and 9 came after both.
    expect(await applied()).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(nine);
    expect(host.logged.filter((line) => line.message === 'a message could not be applied; skipped')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ sequence: eight, attempt: 3 }) }),
    ]);
  });

  it('starts reading once NATS is reached, when it was started before', async () => {
    const late = reachedLater(host);
    const consumer = new StreamConsumer<TestEvent>(late.host, { ...spec, stream, filterSubject: subject });
    consumer.start();
    const eleven = await publish({ n: 11 });
    await sleep(300);
    late.reach();
    await consumer.ready;
    await settled();
    await consumer.stop();
    expect((await applied()).at(-1)).toBe(11);
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(eleven);
  });

  it('hands a failing message back to the stream in redeliver mode, until it applies', async () => {
    failing.set(10, 4);
    const consumer = new StreamConsumer<TestEvent>(host, { ...spec, stream, filterSubject: subject, maxAttempts: 1, whenFailing: 'redeliver' });
    consumer.start();
    await consumer.ready;
    await publish({ n: 10 });
    await settled();
    await consumer.stop();
    expect(await applied()).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 10]);
  });

  it('puts a message that keeps failing on the dead-letter stream, with its origin, and goes on', async () => {
    failing.set(12, -1);
    const sent: Delivery[] = [];
    const deadSubject = host.names.subjects.deadLetter(CONSUMER);
    const consumer = new StreamConsumer<TestEvent>(host, {
      ...spec,
      stream,
      filterSubject: subject,
      whenFailing: 'dead-letter',
      deadLetter: { subject: deadSubject, onSent: (delivery) => sent.push(delivery) },
      setUp: async () => {
        await ensureDeadLetterStream(host.jsm, host.names);
      },
    });
    consumer.start();
    await consumer.ready;
    const twelve = await publish({ n: 12 });
    const thirteen = await publish({ n: 13 });
    await settled();
    await consumer.stop();
    expect((await applied()).slice(-1)).toEqual([13]);
    expect(await consumerCursor(database.dataSource, CONSUMER)).toBe(thirteen);
    expect(sent.map((delivery) => delivery.sequence)).toEqual([twelve]);
    const dead = await host.jsm.streams.getMessage(host.names.streams.deadLetters.name, { last_by_subj: deadSubject });
    if (!dead) throw new Error('no dead letter stored');
    expect(dead.json()).toEqual({ n: 12 });
    expect(dead.header.get(DEAD_LETTER_HEADERS.sequence)).toBe(String(twelve));
    expect(dead.header.get(DEAD_LETTER_HEADERS.subject)).toBe(subject);
    expect(dead.header.get(DEAD_LETTER_HEADERS.error)).toBe('event 12 cannot be applied yet');
  });
});

describe('the broadcast stream consumer', () => {
  let database: TestDatabase;
  let host: TestEventHost;
  let subject: string;
  let stream: string;

  beforeAll(async () => {
    database = await createTestDatabase('sk_broadcast');
    host = await openEventHost(database);
    await ensureEventsStream(host.jsm, host.names);
    stream = host.names.streams.events.name;
    subject = `${host.names.namespace}.event.test.broadcast`;
  });

  afterAll(async () => {
    await host.close();
    await database.drop();
  });

  const publish = async (n: number): Promise<number> => (await host.js.publish(subject, JSON.stringify({ n }))).seq;
  const reader = (received: number[]): StreamConsumer<TestEvent> =>
    new StreamConsumer<TestEvent>(host, {
      name: 'test-broadcast',
      stream,
      mode: 'broadcast',
      filterSubjects: subject,
      schema: TestEventSchema,
      receive: (event) => {
        received.push(event.n);
      },
    });
  const until = async (check: () => boolean): Promise<void> => {
    for (let tries = 0; tries < 400 && !check(); tries += 1) await sleep(50);
  };

  it('hands every message after its start to every instance, in order, and leaves no consumer behind', async () => {
    await publish(0);
    const first: number[] = [];
    const second: number[] = [];
    const readers = [reader(first), reader(second)];
    for (const one of readers) one.start();
    await Promise.all(readers.map((one) => one.ready));
    for (const n of [1, 2, 3]) await publish(n);
    const last = await publish(4);
    await until(() => first.length === 4 && second.length === 4);
    // Message 0 came before the readers: the database's business, not theirs.
    expect(first).toEqual([1, 2, 3, 4]);
    expect(second).toEqual([1, 2, 3, 4]);
    expect(await readers[0]?.streamSequence()).toBe(last);
    for (const one of readers) await one.stop();
    expect(await readers[0]?.streamSequence()).toBeNull();
    const left: string[] = [];
    for await (const info of host.jsm.consumers.list(stream)) left.push(info.name);
    expect(left.filter((name) => name.startsWith('test-broadcast'))).toEqual([]);
  });

  it('resumes after the last message it handed over when its consumer is lost', async () => {
    const received: number[] = [];
    const one = reader(received);
    one.start();
    await one.ready;
    await publish(5);
    await until(() => received.length === 1);
    // The server loses the ephemeral consumer (NATS restarted without it): messages meanwhile still arrive.
    for await (const info of host.jsm.consumers.list(stream)) if (info.name.startsWith('test-broadcast')) await host.jsm.consumers.delete(stream, info.name);
    const lost = performance.now();
    await publish(6);
    await publish(7);
    await until(() => received.length === 3);
    const resumedMs = performance.now() - lost;
    await one.stop();
    expect(received).toEqual([5, 6, 7]);
    // The client notices a lost consumer by missed idle heartbeats, half a pull's expiry each, then makes it again:
    // with 1 s pulls that took 2.5 s here, with the 5 s pulls before 15 s.
    expect(resumedMs).toBeLessThan(5_000);
  });
});
