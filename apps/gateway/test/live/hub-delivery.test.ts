import { setImmediate as nextTurn } from 'node:timers/promises';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LIVE_DELIVERY_SLICE, LiveHub } from '../../src/modules/live/hub.ts';
import type { LiveListener } from '../../src/modules/live/hub.ts';

// The hub writes a frame to a large topic a slice of streams per turn of the event loop (a contest's board push to
// every open page blocked the gateway 40-50 ms), in order: no stream sees a later frame before an earlier one.

const silent = { warn: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

/** A hub whose NATS is a stub that takes subscriptions and answers flushes. */
function hubWithStubNats(): LiveHub {
  const nats = {
    subscribe: () => ({ unsubscribe: () => undefined }),
    flush: () => Promise.resolve(),
  } as unknown as NatsConnection;
  return new LiveHub({ nats: () => nats, names: natsNames('hubtest'), log: silent });
}

function listener(index: number, received: string[][]): LiveListener {
  received[index] = [];
  return {
    uid: `u${index}`,
    isAdmin: false,
    claims: { uid: `u${index}`, sid: `s${index}`, jti: `j${index}`, iat: 0 },
    deliver: (frame) => received[index]?.push(frame.toString()),
    resync: () => undefined,
    end: () => undefined,
  };
}

describe('LiveHub delivery', () => {
  it('writes a small topic at once', async () => {
    const hub = hubWithStubNats();
    const received: string[][] = [];
    for (let index = 0; index < 3; index += 1) await hub.attach(listener(index, received), ['contest.1']);
    hub.deliver('contest.1', Buffer.from('a'));
    expect(received).toEqual([['a'], ['a'], ['a']]);
  });

  it('writes a large topic a slice per turn, every stream in the order the frames came', async () => {
    const hub = hubWithStubNats();
    const received: string[][] = [];
    const count = LIVE_DELIVERY_SLICE * 2 + 10;
    for (let index = 0; index < count; index += 1) await hub.attach(listener(index, received), ['contest.1']);
    await hub.attach(listener(count, received), ['user.u-last']);
    hub.deliver('contest.1', Buffer.from('first'));
    hub.deliver('contest.1', Buffer.from('second'));
    // A frame for another topic waits behind them.
    hub.deliver('user.u-last', Buffer.from('verdict'));
    expect(received.flat()).toHaveLength(0);
    await nextTurn();
    expect(received.flat()).toHaveLength(LIVE_DELIVERY_SLICE);
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    for (let index = 0; index < count; index += 1) expect(received[index]).toEqual(['first', 'second']);
    expect(received[count]).toEqual(['verdict']);
    expect(hub.deliveriesWaiting).toBe(0);
  });
});
