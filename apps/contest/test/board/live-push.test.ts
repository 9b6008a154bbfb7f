import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import type { LiveBoard, ScoreboardPageDto } from '@oj/contracts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS, WRONG } from './kit.ts';
import type { Account } from './kit.ts';
import { BoardFollower } from './live-follower.ts';

// The board's live push as patches (real MariaDB and NATS): the whole first page for a board's first push, then
// patches against the page pushed before (the version alone when page 1 did not change, the moved rows when a team
// climbs into it), the whole page again when the view turns sealed, and what a page makes of them is exactly the
// page a signed-in contestant fetches.

type Problem = { cpid: number; pid: number; displayId: string };

describe('board pushes as patches', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let admin: Account;

  const rank = (cid: number, who: Account) => kit.call<ScoreboardPageDto>(app, 'POST', '/api/get-contest-rank', who, { cid, limit: 50 });
  const cellOf = (page: ScoreboardPageDto | undefined, who: Account, displayId: string) =>
    page?.records.find((row) => row.uid === who.uid)?.submissionInfo[displayId] as { isAC: boolean; pendingNum: number } | undefined;

  /** A submission of `who` judged now, submitted at `submitTime`. */
  async function judged(cid: number, problem: Problem, who: Account, status: number, submitTime: Date): Promise<void> {
    const submitId = await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: who, status: Verdict.Pending, submitTime });
    await kit.judge(app, submitId, status);
  }

  /**
   * A contest that starts only once its rows are written (`start`): the store builds the boards of running contests
   * every minute, and a board built halfway through the fixtures would hold some of them.
   */
  async function laterContest(fields: Parameters<BoardKit['contest']>[1] = {}): Promise<{ cid: number; startMs: number; start: () => Promise<void> }> {
    const startMs = Date.now() - HOUR_MS;
    const endMs = startMs + 3 * HOUR_MS;
    const cid = await kit.contest(admin, { ...fields, startTime: new Date(endMs - MINUTE_MS), endTime: new Date(endMs), duration: 60 });
    const start = async () => {
      await kit.db.getRepository(ContestEntity).update({ id: cid }, { startTime: new Date(startMs), duration: (endMs - startMs) / 1000 });
    };
    return { cid, startMs, start };
  }

  /** Waits for the follower's push number `count` (1-based) and returns it. */
  async function push(follower: BoardFollower, count: number): Promise<LiveBoard> {
    await kit.until(
      () => Promise.resolve(follower.pushes.length),
      (length) => length >= count,
    );
    const pushed = follower.pushes[count - 1];
    if (!pushed) throw new Error(`push ${count} did not come (${follower.pushes.length} came)`);
    return pushed;
  }

  beforeAll(async () => {
    kit = await BoardKit.create('board_live_push');
    admin = await kit.account('pushadmin', [Role.Admin]);
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('sends the whole page first, then the version alone for a change below page 1, then the rows a climb moved', async () => {
    const { cid, startMs, start } = await laterContest();
    const [a, b, c] = (await kit.problems(cid, 3)) as [Problem, Problem, Problem];
    // 55 teams: 0-9 solved A and B, 10-54 solved A, each later than the one before; page 1 ends with team 49.
    const teams: Account[] = [];
    for (let index = 0; index < 55; index += 1) {
      const team = await kit.account(`team${index}`);
      teams.push(team);
      await kit.submission({ cid, cpid: a.cpid, pid: a.pid, user: team, status: ACCEPTED, submitTime: new Date(startMs + (1 + index) * MINUTE_MS) });
      if (index < 10)
        await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: team, status: ACCEPTED, submitTime: new Date(startMs + (20 + index) * MINUTE_MS) });
    }
    const viewer = teams[0] as Account;
    await start();
    expect((await rank(cid, admin)).statusCode).toBe(200);
    const follower = new BoardFollower(app, cid, (await rank(cid, viewer)).data);
    try {
      // Team 54's wrong try on B: below page 1, but this board's first push, so the whole page.
      await judged(cid, b, teams[54] as Account, WRONG, new Date(startMs + 70 * MINUTE_MS));
      const first = await push(follower, 1);
      expect(first.firstPage?.records).toHaveLength(50);
      expect(first.patch).toBeUndefined();
      // Team 53's wrong try on C: page 1 as it was, so the version alone (and the page's own fields).
      await judged(cid, c, teams[53] as Account, WRONG, new Date(startMs + 71 * MINUTE_MS));
      const second = await push(follower, 2);
      expect(second.firstPage).toBeUndefined();
      expect(second.patch).toMatchObject({ baseVersion: first.version, rows: [], size: 50, total: 55, sealed: false });
      expect(second.version).toBeGreaterThan(first.version);
      expect(JSON.stringify(second).length).toBeLessThan(300);
      // Team 52 solves B: two problems, so it climbs from below page 1 to place 11, and teams 10-48 move down one.
      await judged(cid, b, teams[52] as Account, ACCEPTED, new Date(startMs + 80 * MINUTE_MS));
      const third = await push(follower, 3);
      expect(third.patch?.baseVersion).toBe(second.version);
      expect(third.patch?.rows.map((change) => change.at)).toEqual(Array.from({ length: 40 }, (_, index) => 10 + index));
      expect(third.patch?.rows[0]?.row).toMatchObject({ uid: teams[52]?.uid, rank: 11, ac: 2 });
      expect(third.patch?.rows[1]?.row).toMatchObject({ uid: teams[10]?.uid, rank: 12 });
      expect(JSON.stringify(third).length).toBeLessThan(JSON.stringify(first).length);
      expect(follower.failures).toEqual([]);
      const fetched = (await rank(cid, viewer)).data;
      expect(fetched.version).toBe(third.version);
      expect(follower.page).toEqual(fetched);
    } finally {
      follower.close();
    }
  }, 60_000);

  it('sends the whole page when the view turns sealed, then patches of the sealed view (as a contestant sees it)', async () => {
    // The seal starts a few seconds from now, while the contest runs (autoRealRank: lifted at the end).
    const sealMs = Date.now() + 6_000;
    const { cid, startMs, start } = await laterContest({ sealRank: true, sealRankTime: new Date(sealMs) });
    const [a, b] = (await kit.problems(cid, 2)) as [Problem, Problem];
    const [p, q, r] = [await kit.account('sealp'), await kit.account('sealq'), await kit.account('sealr')];
    // Each has a submission before the build: known participants (no profile fetch, no push of its own).
    await kit.submission({ cid, cpid: a.cpid, pid: a.pid, user: p, status: ACCEPTED, submitTime: new Date(startMs + 5 * MINUTE_MS) });
    for (const who of [q, r]) await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: who, status: WRONG, submitTime: new Date(startMs + 3 * MINUTE_MS) });
    await start();
    expect((await rank(cid, admin)).statusCode).toBe(200);
    const follower = new BoardFollower(app, cid);
    try {
      await judged(cid, a, q, ACCEPTED, new Date(Date.now() - MINUTE_MS));
      const before = await push(follower, 1);
      expect(before.firstPage?.sealed).toBe(false);
      expect(cellOf(before.firstPage, q, 'A')?.isAC).toBe(true);
      await sleep(Math.max(0, sealMs - Date.now()) + 200);
      // Sealed now: r's accept, submitted after the seal, shows as pending to contestants. The view changed: the whole page.
      await judged(cid, a, r, ACCEPTED, new Date());
      const sealed = await push(follower, 2);
      expect(sealed.patch).toBeUndefined();
      expect(sealed.firstPage?.sealed).toBe(true);
      expect(cellOf(sealed.firstPage, r, 'A')).toMatchObject({ isAC: false, pendingNum: 1 });
      // Another try after the seal: a patch of the sealed view.
      await judged(cid, b, q, WRONG, new Date());
      const patched = await push(follower, 3);
      expect(patched.patch).toMatchObject({ baseVersion: sealed.version, sealed: true });
      expect(follower.failures).toEqual([]);
      expect(cellOf(follower.page, q, 'B')?.pendingNum).toBe(1);
      const fetched = (await rank(cid, p)).data;
      expect(fetched.version).toBe(patched.version);
      expect(follower.page).toEqual(fetched);
      // A contest admin's board is the real one: r's accept shows there, never in a push.
      expect(cellOf((await rank(cid, admin)).data, r, 'A')?.isAC).toBe(true);
    } finally {
      follower.close();
    }
  }, 60_000);
});
