import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetentionPolicy } from '@nats-io/jetstream';
import { IsNull } from 'typeorm';
import { OutboxEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { Kvm } from '@nats-io/kv';
import { OutboxRelay, addToOutbox, ensureEventsStream } from '../src/events/index.ts';
import type { OutboxRelayOptions } from '../src/events/index.ts';
import { openEventHost, reachedLater, storedPayloads } from './event-host.ts';
import type { TestEventHost } from './event-host.ts';

describe('the transactional outbox and its relay', () => {
  let database: TestDatabase;
  let host: TestEventHost;
  let subject: string;
  let stream: string;
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sk_outbox');
    host = await openEventHost(database);
    await ensureEventsStream(host.jsm, host.names);
    stream = host.names.streams.events.name;
    subject = `${host.names.namespace}.event.test.outbox`;
  });

  afterAll(async () => {
    for (const relay of relays) await relay.stop();
    await host.close();
    await database.drop();
  });

  const startRelay = async (options: OutboxRelayOptions = {}): Promise<OutboxRelay> => {
    const relay = new OutboxRelay(host, { pollIntervalMs: 100, ...options });
    relays.push(relay);
    relay.start();
    await relay.ready;
    return relay;
  };
  const stopRelays = async () => {
    for (const relay of relays.splice(0)) await relay.stop();
  };
  const record = (n: number, to = subject, msgId = `outbox-test:${to}:${n}`) =>
    database.dataSource.transaction((tx) => addToOutbox(tx, { subject: to, msgId, payload: { n } }));
  const unsent = () => database.dataSource.getRepository(OutboxEntity).countBy({ sentAt: IsNull() });
  const published = async (to = subject) => (await storedPayloads(host, stream, to)).map((payload) => (payload as { n: number }).n);

  it('publishes rows committed before it started, in order, with their message ids, and marks them sent', async () => {
    for (const n of [1, 2, 3]) await record(n);
    expect(await published()).toEqual([]);
    const relay = await startRelay();
    await relay.flush();
    expect(await published()).toEqual([1, 2, 3]);
    expect(await unsent()).toBe(0);
    const rows = await database.dataSource.getRepository(OutboxEntity).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => [row.msgId, row.sentAt instanceof Date])).toEqual([1, 2, 3].map((n) => [`outbox-test:${subject}:${n}`, true]));
    const last = await host.jsm.streams.getMessage(stream, { last_by_subj: subject });
    expect(last?.header.get('Nats-Msg-Id')).toBe(`outbox-test:${subject}:3`);

    // A row committed later goes out with the next flush, after the earlier ones.
    await record(4);
    await relay.flush();
    expect(await published()).toEqual([1, 2, 3, 4]);
    await stopRelays();
  });

  it('publishes a row with its headers: a KV write and a KV deletion, in order', async () => {
    const bucket = `${host.names.namespace}_outbox_kv`;
    const kv = await new Kvm(host.js).create(bucket, { history: 1 });
    const key = `$KV.${bucket}.entry`;
    await database.dataSource.transaction(async (tx) => {
      await addToOutbox(tx, { subject: key, msgId: 'kv-put', payload: { n: 1 } });
      await addToOutbox(tx, { subject: `$KV.${bucket}.other`, msgId: 'kv-put-other', payload: { n: 2 } });
      await addToOutbox(tx, { subject: key, msgId: 'kv-del', payload: undefined, headers: { 'KV-Operation': 'DEL' } });
    });
    const relay = await startRelay();
    await relay.flush();
    expect((await kv.get('entry'))?.operation).toBe('DEL');
    expect((await kv.get('other'))?.json()).toEqual({ n: 2 });
    await stopRelays();
    await host.jsm.streams.delete(`KV_${bucket}`);
  });

  it('keeps the event of a rolled-back change out, and refuses a write outside a transaction', async () => {
    const failed = database.dataSource.transaction(async (tx) => {
      await addToOutbox(tx, { subject, msgId: 'rolled-back', payload: { n: 99 } });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    await expect(addToOutbox(database.dataSource.manager, { subject, msgId: 'alone', payload: { n: 98 } })).rejects.toThrow(/transaction/);
    const relay = await startRelay();
    await relay.flush();
    expect(await published()).toEqual([1, 2, 3, 4]);
    expect(await database.dataSource.getRepository(OutboxEntity).countBy({ msgId: 'rolled-back' })).toBe(0);
    await stopRelays();
  });

  it('stores an event once when a relay died after publishing it and before marking it sent', async () => {
    await record(5);
    // What the dead relay managed: the publish, with the row's message id.
    await host.js.publish(subject, JSON.stringify({ n: 5 }), { msgID: `outbox-test:${subject}:5` });
    expect(await unsent()).toBe(1);
    const relay = await startRelay();
    await relay.flush();
    expect(await unsent()).toBe(0);
    expect(await published()).toEqual([1, 2, 3, 4, 5]);
    await stopRelays();
  });

  it('lets several relays share the outbox: each row published by exactly one of them, in order', async () => {
    const many = Array.from({ length: 40 }, (_, index) => 100 + index);
    for (const n of many) await record(n);
    const started = await Promise.all([1, 2, 3].map(() => startRelay({ batchSize: 4 })));
    await Promise.all(started.map((relay) => relay.flush()));
    // The stream's duplicate check would hide a double publish; the relays' own counts do not.
    expect(started.reduce((sum, relay) => sum + relay.published, 0)).toBe(many.length);
    expect(await published()).toEqual([1, 2, 3, 4, 5, ...many]);
    await stopRelays();
  });

  it('keeps rows NATS refuses, in order, and publishes them once their stream exists', async () => {
    const laterSubject = `${host.names.namespace}.later.test`;
    const laterStream = `${host.names.namespace.toUpperCase()}_LATER`;
    await record(1, laterSubject);
    await record(200);
    const relay = await startRelay();
    await relay.flush();
    await relay.flush();
    // No stream takes the first row yet: it and every row after it wait.
    expect(await unsent()).toBe(2);
    expect(host.logged.filter((line) => line.message.startsWith('publishing outbox events failed'))).toHaveLength(1);

    await host.jsm.streams.add({ name: laterStream, subjects: [`${host.names.namespace}.later.>`], retention: RetentionPolicy.Limits });
    for (let tries = 0; tries < 50 && (await unsent()) > 0; tries += 1) await sleep(100);
    expect(await unsent()).toBe(0);
    expect(await storedPayloads(host, laterStream, laterSubject)).toEqual([{ n: 1 }]);
    expect(await published()).toEqual([1, 2, 3, 4, 5, ...Array.from({ length: 40 }, (_, index) => 100 + index), 200]);
    await stopRelays();
  });

  it('starts publishing once NATS is reached, when it was started before', async () => {
    await record(300);
    const late = reachedLater(host);
    const relay = new OutboxRelay(late.host, { pollIntervalMs: 100 });
    relays.push(relay);
    relay.start();
    await relay.flush(); // nothing to do before NATS: the rows wait
    await sleep(300);
    expect((await published()).at(-1)).toBe(200);
    late.reach();
    await relay.ready;
    await relay.flush();
    expect((await published()).at(-1)).toBe(300);
    await stopRelays();
  });

  it('deletes sent rows once they are older than it keeps them, and never an unsent one', async () => {
    await database.dataSource.transaction((tx) => addToOutbox(tx, { subject: `${host.names.namespace}.nowhere.test`, msgId: 'no-stream', payload: { n: 0 } }));
    expect(await database.dataSource.getRepository(OutboxEntity).count()).toBeGreaterThan(40);
    await startRelay({ keepSentMs: 0 });
    for (let tries = 0; tries < 50 && (await database.dataSource.getRepository(OutboxEntity).count()) > 1; tries += 1) await sleep(100);
    expect((await database.dataSource.getRepository(OutboxEntity).find()).map((row) => [row.msgId, row.sentAt])).toEqual([['no-stream', null]]);
    await stopRelays();
  });
});
