import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LiveHub } from '../../src/modules/live/hub.ts';
import type { LiveListener } from '../../src/modules/live/hub.ts';

// A stream's connect waits for the NATS server's answer only when it made a subscription: the 2,000 pages of a contest
// share its topic's, and every user topic is one wildcard subscription, so a contest's connects after the first make
// no round trip to the server.

const silent = { warn: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const names = natsNames('hubsubs');

/** A stub NATS that records subscriptions and flushes; each flush waits until `answer()`. */
function recordingNats() {
  const subjects: string[] = [];
  const unsubscribed: string[] = [];
  let flushes = 0;
  let answers: (() => void)[] = [];
  const nats = {
    subscribe: (subject: string) => {
      subjects.push(subject);
      return { unsubscribe: () => unsubscribed.push(subject) };
    },
    flush: () => {
      flushes += 1;
      return new Promise<void>((resolve) => answers.push(resolve));
    },
  } as unknown as NatsConnection;
  return {
    hub: new LiveHub({ nats: () => nats, names, log: silent }),
    subjects,
    unsubscribed,
    flushes: () => flushes,
    answer: () => {
      for (const resolve of answers) resolve();
      answers = [];
    },
  };
}

function listener(uid: string): LiveListener {
  return {
    uid,
    isAdmin: false,
    claims: { uid, sid: `s-${uid}`, jti: `j-${uid}`, iat: 0 },
    deliver: () => undefined,
    resync: () => undefined,
    end: () => undefined,
  };
}

/** Whether the promise settled within a few turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('LiveHub subscriptions', () => {
  it('waits for the server only for a subscription it made, and every stream of a topic waits for that one', async () => {
    const nats = recordingNats();
    const first = nats.hub.attach(listener('u1'), ['user.u1', 'contest.5']);
    // Made at once: the users' wildcard and the contest's topic, one flush each.
    expect(nats.subjects).toEqual([names.subjects.live('user.*'), names.subjects.live('contest.5')]);
    expect(nats.flushes()).toBe(2);
    // A second page of the contest, while the first's subscriptions are not yet confirmed, waits for them too.
    const second = nats.hub.attach(listener('u2'), ['user.u2', 'contest.5']);
    expect(await settled(Promise.race([first, second]))).toBe(false);
    nats.answer();
    await Promise.all([first, second]);
    // Once they are held, another user's page makes no subscription and no flush: it is ready at once.
    const third = nats.hub.attach(listener('u3'), ['user.u3', 'contest.5']);
    expect(await settled(third)).toBe(true);
    expect(nats.flushes()).toBe(2);
    expect(nats.hub.subscriptionCount).toBe(2);
    // A new contest topic makes its own subscription, and waits for it.
    const fourth = nats.hub.attach(listener('u4'), ['user.u4', 'contest.6']);
    expect(await settled(fourth)).toBe(false);
    expect(nats.flushes()).toBe(3);
    nats.answer();
    await fourth;
    expect(nats.hub.subscriptionCount).toBe(3);
  });

  it('keeps the users subscription while any user topic has a stream, and drops each when its last stream goes', async () => {
    const nats = recordingNats();
    const streams = [listener('u1'), listener('u1'), listener('u2')];
    const attached = [
      nats.hub.attach(streams[0] as LiveListener, ['user.u1', 'contest.5']),
      nats.hub.attach(streams[1] as LiveListener, ['user.u1']),
      nats.hub.attach(streams[2] as LiveListener, ['user.u2', 'contest.5']),
    ];
    nats.answer();
    await Promise.all(attached);
    nats.hub.detach(streams[0] as LiveListener);
    nats.hub.detach(streams[1] as LiveListener);
    // u2 still follows a user topic and contest.5.
    expect(nats.unsubscribed).toEqual([]);
    nats.hub.detach(streams[2] as LiveListener);
    expect(nats.unsubscribed.sort()).toEqual([names.subjects.live('contest.5'), names.subjects.live('user.*')].sort());
    expect(nats.hub.subscriptionCount).toBe(0);
    expect(nats.hub.connectionCount).toBe(0);
  });
});
