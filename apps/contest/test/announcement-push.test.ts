import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, LiveEventSchema, Role } from '@oj/contracts';
import type { ContestAnnouncementDto, LiveEvent } from '@oj/contracts';
import { Value } from '@sinclair/typebox/value';
import { BoardKit, HOUR_MS } from './board/kit.ts';
import type { Account } from './board/kit.ts';

// Announcements pushed to the live channel (real MariaDB and NATS): a visible one as it is added, a
// hidden one only once it is made visible, without its title where not everyone may see inside, and
// the admin's call answered even when the push cannot go out.

describe('contest announcements on the live channel', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let admin: Account;
  let cid: number;

  const add = (on: FastifyInstance, contest: number, body: Record<string, unknown>) =>
    kit.call<{ id: number }>(on, 'POST', '/api/admin/contest/announcement', admin, { cid: contest, content: 'Read me', ...body });

  /** Runs `act` while following the contest's topic; returns what arrived until `done` says enough. */
  async function observe(contest: number, act: () => Promise<void>, done: (events: LiveEvent[]) => boolean): Promise<LiveEvent[]> {
    const received: LiveEvent[] = [];
    const subscription = app.nats.subscribe(app.natsNames.subjects.live(`contest.${contest}`), {
      callback: (_error, message) => {
        received.push(message.json<LiveEvent>());
      },
    });
    try {
      await app.nats.flush();
      await act();
      return await kit.until(() => Promise.resolve(received), done);
    } finally {
      subscription.unsubscribe();
    }
  }

  beforeAll(async () => {
    kit = await BoardKit.create('announce_push');
    admin = await kit.account('annadmin', [Role.Admin]);
    cid = await kit.contest(admin, { startTime: new Date(Date.now() - HOUR_MS), endTime: new Date(Date.now() + 2 * HOUR_MS) });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('pushes a visible announcement as it is added, as the list shows it', async () => {
    let id = 0;
    const events = await observe(
      cid,
      async () => {
        const answer = await add(app, cid, { title: 'Problem B fixed' });
        expect(answer.statusCode).toBe(200);
        id = answer.data.id;
      },
      (arrived) => arrived.length > 0,
    );
    expect(Value.Check(LiveEventSchema, events[0])).toBe(true);
    const listed = await kit.call<ContestAnnouncementDto[]>(app, 'GET', `/api/get-contest-announcement?cid=${cid}`, admin);
    const row = listed.data.find((announcement) => announcement.id === id);
    expect(events[0]).toEqual({ topic: `contest.${cid}`, kind: 'announcement', data: { cid, id, title: 'Problem B fixed', gmtCreate: row?.gmtCreate } });
  });

  it('pushes a hidden announcement only once it is made visible, and not again on a later edit', async () => {
    let id = 0;
    const change = (visible: boolean, title: string) =>
      kit.call(app, 'PUT', '/api/admin/contest/announcement', admin, { id, cid, title, content: 'Read me', visible });
    const events = await observe(
      cid,
      async () => {
        id = (await add(app, cid, { title: 'Draft', visible: false })).data.id;
        expect((await change(false, 'Still a draft')).statusCode).toBe(200);
        expect((await change(true, 'Out now')).statusCode).toBe(200);
        expect((await change(true, 'Out now, edited')).statusCode).toBe(200);
        // A marker after the edit: once it arrives, anything the edit sent has arrived too (one connection, in order).
        await add(app, cid, { title: 'Marker' });
      },
      (arrived) => arrived.some((event) => event.kind === 'announcement' && event.data.title === 'Marker'),
    );
    expect(events.map((event) => (event.kind === 'announcement' ? [event.data.id === id, event.data.title] : event.kind))).toEqual([
      [true, 'Out now'],
      [false, 'Marker'],
    ]);
  });

  it('leaves the title out where not everyone may see inside (a private contest)', async () => {
    const privateCid = await kit.contest(admin, {
      auth: ContestAuth.Private,
      startTime: new Date(Date.now() - HOUR_MS),
      endTime: new Date(Date.now() + HOUR_MS),
    });
    let id = 0;
    const events = await observe(
      privateCid,
      async () => {
        id = (await add(app, privateCid, { title: 'Members only' })).data.id;
      },
      (arrived) => arrived.length > 0,
    );
    expect(events[0]).toMatchObject({ kind: 'announcement', data: { cid: privateCid, id, title: '' } });
  });

  it('answers the admin when the push cannot go out (NATS connection closed)', async () => {
    const cut = await kit.start();
    await cut.nats.close();
    const answer = await add(cut, cid, { title: 'Sent while cut off' });
    expect([answer.statusCode, answer.msg]).toEqual([200, 'Create Successfully']);
    const listed = await kit.call<ContestAnnouncementDto[]>(app, 'GET', `/api/get-contest-announcement?cid=${cid}`, admin);
    expect(listed.data.some((announcement) => announcement.id === answer.data.id)).toBe(true);
    await kit.stop(cut);
  });
});
