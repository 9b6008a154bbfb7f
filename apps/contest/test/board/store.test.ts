import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { BOARD_STORE_LIMITS, BoardStore } from '../../src/modules/board/store.ts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS } from './kit.ts';
import type { Account } from './kit.ts';

// The store alone, on a real database with a clock of the test's: boards of ended contests are
// dropped when unused (the least recently used beyond the cap, all of them after the idle time),
// boards of running contests stay, and a dropped board is built again on the next request.

describe('the board store keeps running contests and drops unused ended ones', () => {
  let kit: BoardKit;
  let author: Account;
  let nowMs = Date.now();
  let store: BoardStore;
  const ended: number[] = [];
  let running: number;

  beforeAll(async () => {
    kit = await BoardKit.create('board_store');
    author = await kit.account('author', [Role.Admin]);
    const alice = await kit.account('alice');
    for (let index = 0; index < BOARD_STORE_LIMITS.endedBoards + 2; index += 1) {
      ended.push(await kit.contest(author, { startTime: new Date(nowMs - 3 * HOUR_MS), endTime: new Date(nowMs - HOUR_MS) }));
    }
    running = await kit.contest(author);
    const [problem] = await kit.problems(running, 1);
    if (!problem) throw new Error('no problem');
    await kit.submission({ cid: running, cpid: problem.cpid, pid: problem.pid, user: alice, status: ACCEPTED, submitTime: new Date(nowMs - 10 * MINUTE_MS) });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    store = new BoardStore({ db: () => kit.db, log, streamSequence: () => Promise.resolve(null), onChange: () => undefined, clock: () => nowMs });
  }, 60_000);

  afterAll(async () => {
    await store.close();
    await kit.close();
  });

  it('builds the running contests’ boards, and any board on request', async () => {
    expect(await store.loadRunning()).toBe(1);
    expect(store.loaded(running)?.page({}, { isAdmin: true }, nowMs).total).toBe(1);
    expect(await store.board(999_999)).toBeNull();
  });

  it(`keeps at most ${BOARD_STORE_LIMITS.endedBoards} ended boards, dropping the least recently used`, async () => {
    for (const cid of ended) {
      nowMs += 1_000;
      expect(await store.board(cid)).not.toBeNull();
    }
    // Each build sweeps: the two used first are gone.
    expect(ended.filter((cid) => store.loaded(cid) === undefined)).toEqual(ended.slice(0, 2));
    expect(store.size).toBe(BOARD_STORE_LIMITS.endedBoards + 1);
    // Using one again keeps it over the others.
    nowMs += 1_000;
    await store.board(ended[2] ?? 0);
    await store.board(ended[0] ?? 0);
    expect(store.loaded(ended[2] ?? 0)).toBeDefined();
    expect(store.loaded(ended[3] ?? 0)).toBeUndefined();
  });

  it('drops ended boards unused for the idle time, never a running contest’s', async () => {
    nowMs += BOARD_STORE_LIMITS.endedIdleMs + 1_000;
    store.sweep();
    expect(store.size).toBe(1);
    expect(store.loaded(running)).toBeDefined();
    // Built again on the next request.
    expect(await store.board(ended[5] ?? 0)).not.toBeNull();
    expect(store.size).toBe(2);
  });
});
