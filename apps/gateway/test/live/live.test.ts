import type { FastifyInstance } from 'fastify';
import { Kvm } from '@nats-io/kv';
import { ContestAuth, LIVE_CHANNEL, ProblemAuth, Role, TIMED_WORK_CID_OFFSET, Verdict, contestGateKeys } from '@oj/contracts';
import type { ContestGateState, LiveBoard, ScoreboardRowDto, SubmissionJudgedEvent } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, publishLive } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { LiveHub } from '../../src/modules/live/hub.ts';
import type { LiveListener } from '../../src/modules/live/hub.ts';
import { LIVE_VERDICTS_CONSUMER } from '../../src/modules/live/verdicts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../../src/app.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';
import { insertProblem } from '../problem/helpers.ts';
import { closeListening, liveEvents, openLive } from './sse-client.ts';
import type { OpenStream } from './sse-client.ts';

// Issue 12, the live channel: the whole gateway (all-in-one) listening on a real port, real NATS.

const METRICS_TOKEN = 'live-test-scraper-token-0123';

/** A judged event as judge-dispatch's outbox publishes it. */
function judged(overrides: Partial<SubmissionJudgedEvent> & Pick<SubmissionJudgedEvent, 'submitId' | 'uid' | 'pid'>): SubmissionJudgedEvent {
  return {
    username: 'someone',
    cid: 0,
    gid: null,
    oldStatus: Verdict.Pending,
    newStatus: Verdict.Accepted,
    score: null,
    oiRankScore: null,
    time: 12,
    memory: 3_400,
    isManual: false,
    reason: 'judged',
    submitTime: new Date().toISOString(),
    at: new Date().toISOString(),
    ...overrides,
  };
}

describe('GET /api/live', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const open: OpenStream[] = [];
  const tokenOf = (uid: string, roles: number[] = [Role.User]) => app.signToken({ uid, username: uid, roles });

  /** Opens a stream and waits for its `ready`. */
  async function ready(query: string, uid: string): Promise<OpenStream> {
    const stream = await openLive(base, query, tokenOf(uid));
    open.push(stream);
    expect(stream.status, JSON.stringify(stream.body)).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    return stream;
  }

  /** The live channel's figures from /metrics. */
  async function figures(): Promise<{ connections: number; subscriptions: number }> {
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const read = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
    return { connections: read('oj_live_connections'), subscriptions: read('oj_live_subscriptions') };
  }

  async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('gw_live');
    app = await createService({ config: gatewayTestConfig({ OJ_METRICS_TOKEN: METRICS_TOKEN }), dataSource: database.dataSource, plugin: gatewayService });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    await ensureEventsStream(app.jsm, app.natsNames);
    // The gateway reads judged events from the stream's end on: wait until its broadcast consumer exists.
    await until(async () => {
      for await (const consumer of app.jsm.consumers.list(app.natsNames.streams.events.name)) if (consumer.name.startsWith(LIVE_VERDICTS_CONSUMER)) return true;
      return false;
    });
  }, 60_000);

  afterAll(async () => {
    for (const stream of open) stream.close();
    await app.jsm.streams.delete(app.natsNames.streams.events.name).catch(() => false);
    await deleteNamespaceBuckets(app);
    await closeListening(app);
    await database.drop();
  });

  it('opens an event stream with the retry hint and the topics followed, the own user topic first', async () => {
    const stream = await ready('?topics=contest.12,%20contest.12,contest.3', 'u-headers');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.retryMs).toBe(LIVE_CHANNEL.retryMs);
    const readyEvent = await stream.waitFor((event) => event.event === 'ready');
    expect(JSON.parse(readyEvent.data)).toEqual({ topics: ['user.u-headers', 'contest.12', 'contest.3'] });
    stream.close();
  });

  /** Publishes a contest's state to the contest gate, as the contest service does. */
  async function gateContest(cid: number, kind: ContestGateState['kind']): Promise<void> {
    const kv = await new Kvm(app.js).create(app.natsNames.kv.contestGate, { history: 1, ttl: 0 });
    const now = Date.now();
    const state: ContestGateState = {
      cid,
      kind,
      auth: ContestAuth.Public,
      startTimeMs: now - 3_600_000,
      endTimeMs: now + 3_600_000,
      durationSec: kind === 'timedWork' ? 1800 : null,
      allowEndSubmit: false,
      authorUid: 'u-author',
      gid: null,
      problems: [],
      sealRankTimeMs: now - 60_000,
      autoRealRank: false,
      publishedAtMs: now,
    };
    await kv.put(contestGateKeys.contest(cid), JSON.stringify(state));
  }

  it("routes a judged submission to its owner's streams only, with its state when the contest policy lets the owner see it", async () => {
    const alice = await ready('', 'u-alice');
    const aliceSecondTab = await ready('?topics=contest.5', 'u-alice');
    const bob = await ready('', 'u-bob');
    const privatePid = await insertProblem(app, { problemId: 'LIVE-PRIVATE', auth: ProblemAuth.Private });
    // Published through the events stream exactly as judge-dispatch's outbox relay does.
    await app.js.publish(
      app.natsNames.subjects.submissionJudged,
      JSON.stringify(judged({ submitId: 901, uid: 'u-bob', pid: 999_001, newStatus: Verdict.WrongAnswer })),
    );
    await app.js.publish(app.natsNames.subjects.submissionJudged, JSON.stringify(judged({ submitId: 902, uid: 'u-alice', pid: privatePid })));
    await app.js.publish(app.natsNames.subjects.submissionJudged, JSON.stringify(judged({ submitId: 903, uid: 'u-alice', pid: 999_001, cid: 5, score: 40 })));
    // A sealed contest still shows its owner their own verdict; a running timed work hides it (-5 until its end).
    await gateContest(6, 'contest');
    await gateContest(TIMED_WORK_CID_OFFSET + 6, 'timedWork');
    await app.js.publish(app.natsNames.subjects.submissionJudged, JSON.stringify(judged({ submitId: 905, uid: 'u-alice', pid: 999_001, cid: 6, score: 70 })));
    await app.js.publish(
      app.natsNames.subjects.submissionJudged,
      JSON.stringify(judged({ submitId: 906, uid: 'u-alice', pid: 999_001, cid: TIMED_WORK_CID_OFFSET + 6 })),
    );
    await app.js.publish(app.natsNames.subjects.submissionJudged, JSON.stringify(judged({ submitId: 904, uid: 'u-alice', pid: 999_001, score: 100 })));

    for (const stream of [alice, aliceSecondTab]) {
      // Each event is routed on its own (a contest's reads the gate): wait for all, compare in submitId order.
      await until(() => Promise.resolve(liveEvents(stream).length >= 4));
      expect(liveEvents(stream).sort((a, b) => Number(a.data.submitId) - Number(b.data.submitId))).toEqual([
        // 902 is missing: its problem is private now, so its owner may not see it (canSeeSubmission).
        // 903: a contest the gate does not know: ids only, the client asks the contest's status check.
        { topic: 'user.u-alice', kind: 'verdict', data: { submitId: 903, pid: 999_001, cid: 5, status: null, score: null, time: null, memory: null } },
        {
          topic: 'user.u-alice',
          kind: 'verdict',
          data: { submitId: 904, pid: 999_001, cid: 0, status: Verdict.Accepted, score: 100, time: 12, memory: 3_400 },
        },
        { topic: 'user.u-alice', kind: 'verdict', data: { submitId: 905, pid: 999_001, cid: 6, status: Verdict.Accepted, score: 70, time: 12, memory: 3_400 } },
        {
          topic: 'user.u-alice',
          kind: 'verdict',
          data: { submitId: 906, pid: 999_001, cid: TIMED_WORK_CID_OFFSET + 6, status: null, score: null, time: null, memory: null },
        },
      ]);
    }
    await bob.waitFor((event) => event.event === 'live');
    expect(liveEvents(bob).map((event) => event.data.submitId)).toEqual([901]);
    expect(liveEvents(bob)[0]?.data.status).toBe(Verdict.WrongAnswer);
  });

  it("shows a timed work's verdict to its owner once they handed in, never while their attempt runs", async () => {
    const alice = await ready('', 'u-tw');
    const kv = await new Kvm(app.js).create(app.natsNames.kv.contestGate, { history: 1, ttl: 0 });
    const handedIn = TIMED_WORK_CID_OFFSET + 16;
    const running = TIMED_WORK_CID_OFFSET + 17;
    await gateContest(handedIn, 'timedWork');
    await gateContest(running, 'timedWork');
    const now = Date.now();
    await kv.put(
      contestGateKeys.member(handedIn, 'u-tw'),
      JSON.stringify({ cid: handedIn, uid: 'u-tw', registeredAtMs: now - 600_000, handedInAtMs: now - 1_000 }),
    );
    await kv.put(contestGateKeys.member(running, 'u-tw'), JSON.stringify({ cid: running, uid: 'u-tw', registeredAtMs: now - 600_000, handedInAtMs: null }));
    await app.js.publish(
      app.natsNames.subjects.submissionJudged,
      JSON.stringify(judged({ submitId: 911, uid: 'u-tw', pid: 999_001, cid: handedIn, score: 90 })),
    );
    await app.js.publish(
      app.natsNames.subjects.submissionJudged,
      JSON.stringify(judged({ submitId: 912, uid: 'u-tw', pid: 999_001, cid: running, score: 90 })),
    );
    await until(() => Promise.resolve(liveEvents(alice).length >= 2));
    const byId = new Map(liveEvents(alice).map((event) => [Number(event.data.submitId), event.data]));
    expect(byId.get(911)).toMatchObject({ status: Verdict.Accepted, score: 90 });
    expect(byId.get(912)).toMatchObject({ status: null, score: null, time: null, memory: null });
  });

  it('fans a contest topic out to every stream that follows it, and to no other', async () => {
    const first = await ready('?topics=contest.7', 'u-c1');
    const second = await ready('?topics=contest.8,contest.7', 'u-c2');
    const other = await ready('?topics=contest.8', 'u-c3');
    // A malformed event on the topic's subject never reaches a browser.
    app.nats.publish(app.natsNames.subjects.live('contest.7'), JSON.stringify({ topic: 'contest.7', kind: 'announcement', data: { cid: 7 } }));
    publishLive(app.nats, app.natsNames, 'contest.7', {
      kind: 'announcement',
      data: { cid: 7, id: 3, title: 'Problem B fixed', gmtCreate: '2025-01-01T10:00:00.000Z' },
    });
    publishLive(app.nats, app.natsNames, 'contest.8', { kind: 'board', data: { cid: 8, version: 4 } });
    for (const stream of [first, second]) {
      await stream.waitFor((event) => event.event === 'live' && event.data.includes('Problem B fixed'));
    }
    await other.waitFor((event) => event.event === 'live');
    await second.waitFor((event) => event.event === 'live' && event.data.includes('"version":4'));
    expect(liveEvents(first)).toEqual([
      { topic: 'contest.7', kind: 'announcement', data: { cid: 7, id: 3, title: 'Problem B fixed', gmtCreate: '2025-01-01T10:00:00.000Z' } },
    ]);
    expect(liveEvents(other)).toEqual([{ topic: 'contest.8', kind: 'board', data: { cid: 8, version: 4 } }]);
    expect(liveEvents(second).map((event) => event.kind)).toEqual(['announcement', 'board']);
  });

  /** A board push carrying a patch (LiveBoardPatchSchema): one row changed at position 2. */
  function patchPush(cid: number, at = 2): LiveBoard {
    const row: ScoreboardRowDto = {
      rank: 3,
      uid: 'u-row',
      username: 'row',
      rankShowName: 'row',
      nickname: null,
      realname: null,
      gender: null,
      school: null,
      avatar: null,
      teamName: null,
      members: null,
      isStar: false,
      isWinAward: false,
      awardName: null,
      awardBackground: null,
      awardColor: null,
      submissionInfo: { A: { isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 600, tryNum: 1, errorNum: 0, pendingNum: 0 } },
      totalTime: 600,
      totalScore: 0,
      ac: 1,
    };
    return { cid, version: 5_000, limit: 50, patch: { baseVersion: 4_000, digest: '1f2e3d4c5b6a7', total: 3, sealed: false, size: 3, rows: [{ at, row }] } };
  }

  it('passes a board patch to its streams as published, and drops one that breaks the schema', async () => {
    const stream = await ready('?topics=contest.31', 'u-p1');
    // A position past page 1's largest size: the event is dropped.
    app.nats.publish(app.natsNames.subjects.live('contest.31'), JSON.stringify({ topic: 'contest.31', kind: 'board', data: patchPush(31, 300) }));
    publishLive(app.nats, app.natsNames, 'contest.31', { kind: 'board', data: patchPush(31) });
    await stream.waitFor((event) => event.event === 'live');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(liveEvents(stream)).toEqual([{ topic: 'contest.31', kind: 'board', data: patchPush(31) }]);
  });

  it('frames an event once for all the streams of its topic', async () => {
    const hub = new LiveHub({ nats: () => app.nats, names: app.natsNames, log: app.log });
    const frames: Buffer[][] = [[], [], []];
    const listener = (index: number): LiveListener => ({
      uid: `u-f${index}`,
      isAdmin: false,
      claims: { uid: `u-f${index}`, sid: 's', jti: `j${index}`, iat: 0 },
      deliver: (frame) => frames[index]?.push(frame),
      resync: () => undefined,
      end: () => undefined,
    });
    const listeners = [listener(0), listener(1), listener(2)];
    for (const one of listeners) await hub.attach(one, ['contest.41']);
    try {
      publishLive(app.nats, app.natsNames, 'contest.41', { kind: 'board', data: patchPush(41) });
      await until(() => Promise.resolve(frames.every((received) => received.length === 1)));
      // The same bytes, not a copy per stream: 2,000 streams of a contest cost one serialisation.
      expect(frames[1]?.[0]).toBe(frames[0]?.[0]);
      expect(frames[2]?.[0]).toBe(frames[0]?.[0]);
      expect(frames[0]?.[0]?.toString()).toBe(`event: live\ndata: ${JSON.stringify({ topic: 'contest.41', kind: 'board', data: patchPush(41) })}\n\n`);
    } finally {
      for (const one of listeners) hub.detach(one);
    }
  });

  it('refuses anonymous and forged callers with 401, and bad topics with 400 or 403, each with a message', async () => {
    for (const [query, token, status, msg] of [
      ['?topics=contest.1', null, 401, 'Please login first'],
      ['', null, 401, 'Please login first'],
      ['?topics=contest.1', 'not.a.token', 401, 'Invalid token, please login again'],
      ['?topics=contest.x', tokenOf('u-bad'), 400, 'Live topics must be contest.<id> items separated by commas'],
      ['?topics=contest.1,problem.2', tokenOf('u-bad'), 400, 'Live topics must be contest.<id> items separated by commas'],
      ['?topics=contest.>', tokenOf('u-bad'), 400, 'Live topics must be contest.<id> items separated by commas'],
      ['?topics=user.u-someone-else', tokenOf('u-bad'), 403, 'You can only follow your own user topic'],
      [
        `?topics=${Array.from({ length: LIVE_CHANNEL.maxTopicsPerConnection + 1 }, (_, index) => `contest.${index + 1}`).join(',')}`,
        tokenOf('u-bad'),
        400,
        'Too many live topics on one connection',
      ],
    ] as const) {
      const stream = await openLive(base, query, token);
      expect(stream.status, query).toBe(status);
      expect(stream.body, query).toMatchObject({ status, msg });
    }
    const chinese = await fetch(`${base}/api/live?topics=contest.x`, { headers: { authorization: `Bearer ${tokenOf('u-bad')}`, 'accept-language': 'zh-CN' } });
    expect(await chinese.json()).toMatchObject({ status: 400, msg: '实时推送的主题必须是以逗号分隔的 contest.<id>' });
    // The own user topic may be named; the limit counts contest topics only.
    const full = await ready(
      `?topics=user.u-full,${Array.from({ length: LIVE_CHANNEL.maxTopicsPerConnection }, (_, index) => `contest.${index + 1}`).join(',')}`,
      'u-full',
    );
    full.close();
  });

  it('holds one NATS subscription per contest topic and one for all user topics, and none once the last stream is gone', async () => {
    for (const stream of open) stream.close();
    await until(async () => (await figures()).connections === 0);
    expect(await figures()).toEqual({ connections: 0, subscriptions: 0 });

    const streams = [
      await ready('?topics=contest.21', 'u-s1'),
      await ready('?topics=contest.21', 'u-s1'),
      await ready('?topics=contest.21,contest.22', 'u-s2'),
    ];
    // user.* (u-s1 and u-s2), contest.21, contest.22
    expect(await figures()).toEqual({ connections: 3, subscriptions: 3 });
    // An event a service publishes on a user topic reaches that user's streams through the users' subscription.
    publishLive(app.nats, app.natsNames, 'user.u-s1', { kind: 'unread', data: { comment: 1, reply: 0, like: 0, sys: 0, mine: 0 } });
    for (const stream of streams.slice(0, 2)) await stream.waitFor((event) => event.event === 'live' && event.data.includes('"kind":"unread"'));
    publishLive(app.nats, app.natsNames, 'user.u-s2', { kind: 'unread', data: { comment: 2, reply: 0, like: 0, sys: 0, mine: 0 } });
    await streams[2]?.waitFor((event) => event.event === 'live' && event.data.includes('"comment":2'));
    expect(streams.map((stream) => liveEvents(stream).map((event) => `${event.topic} ${event.kind}`))).toEqual([
      ['user.u-s1 unread'],
      ['user.u-s1 unread'],
      ['user.u-s2 unread'],
    ]);
    streams[0]?.close();
    await until(async () => (await figures()).connections === 2);
    expect((await figures()).subscriptions).toBe(3);
    streams[2]?.close();
    await until(async () => (await figures()).connections === 1);
    // user.* (u-s1 still has a stream), contest.21
    expect((await figures()).subscriptions).toBe(2);
    streams[1]?.close();
    await until(async () => (await figures()).connections === 0);
    expect(await figures()).toEqual({ connections: 0, subscriptions: 0 });
  });
});
