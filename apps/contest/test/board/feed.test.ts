import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardType, ContestAuth, ContestType, Role, Verdict } from '@oj/contracts';
import type { LiveEvent, ScoreboardPageDto } from '@oj/contracts';
import { ContestBoard } from '../../src/modules/scoreboard/index.ts';
import type { BoardSubmission } from '../../src/modules/scoreboard/index.ts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS, WRONG } from './kit.ts';
import { BoardFollower } from './live-follower.ts';
import type { Account } from './kit.ts';

// The boards in memory, fed by the events stream (real MariaDB and NATS): built from the tables as
// the engine builds them from the same rows, moved by a judged event, unmoved by a copy or an older
// one, the same after a restart, seen by two instances, and pushed to the live channel.

describe('scoreboards fed by submission judged events', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let admin: Account;
  let users: Account[];
  let cid: number;
  let problems: { cpid: number; pid: number; displayId: string }[];
  const startMs = Date.now() - HOUR_MS;
  const submissions: BoardSubmission[] = [];

  const rank = (on: FastifyInstance, who: Account = admin, body: object = {}) =>
    kit.call<ScoreboardPageDto>(on, 'POST', '/api/get-contest-rank', who, { cid, limit: 50, ...body });
  const cellOf = (page: ScoreboardPageDto, who: Account, displayId: string) =>
    page.records.find((row) => row.uid === who.uid)?.submissionInfo[displayId] as { isAC: boolean; tryNum: number } | undefined;

  beforeAll(async () => {
    kit = await BoardKit.create('board_feed');
    admin = await kit.account('boardadmin', [Role.Admin]);
    users = [];
    for (const name of ['ann', 'ben', 'cid', 'dora', 'star1']) users.push(await kit.account(name));
    cid = await kit.contest(admin, {
      startTime: new Date(startMs),
      endTime: new Date(startMs + 3 * HOUR_MS),
      starAccount: JSON.stringify(['star1']),
      rankShowName: 'realname',
    });
    problems = await kit.problems(cid, 3);
    // A fixed mix: each user tries each problem up to three times, with rejections, CE and accepts.
    const verdicts = [WRONG, ACCEPTED, Verdict.CompileError, Verdict.TimeLimitExceeded, ACCEPTED, WRONG, ACCEPTED];
    let turn = 0;
    for (const [userIndex, user] of users.entries()) {
      for (const problem of problems) {
        for (let attempt = 0; attempt < 1 + ((userIndex + problem.cpid) % 3); attempt += 1) {
          const status = verdicts[turn % verdicts.length] ?? WRONG;
          const submitTime = new Date(startMs + (10 + turn * 3) * MINUTE_MS);
          turn += 1;
          const submitId = await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user, status, submitTime });
          submissions.push({
            submitId,
            uid: user.uid,
            username: user.username,
            cpid: problem.cpid,
            pid: problem.pid,
            status,
            score: null,
            submitTimeMs: submitTime.getTime(),
          });
        }
      }
    }
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('builds from the tables the board the engine builds from the same rows', async () => {
    const engine = new ContestBoard(
      {
        cid,
        type: ContestType.ACM,
        startTimeMs: startMs,
        endTimeMs: startMs + 3 * HOUR_MS,
        sealRank: false,
        sealRankTimeMs: null,
        autoRealRank: true,
        oiRankScoreType: 'Recent',
        rankShowName: 'realname',
        starUids: [users[4]?.uid ?? ''],
        awardType: AwardType.None,
        awardConfigList: [],
      },
      problems,
    );
    engine.load(
      users.map((user) => ({
        uid: user.uid,
        username: user.username,
        nickname: null,
        realname: `${user.username} real`,
        school: 'OJ School',
        gender: 'secrecy',
        avatar: null,
        teamName: null,
        members: null,
      })),
      submissions,
    );
    const expected = engine.page({ limit: 50 }, { isAdmin: true }, Date.now());
    const answer = await rank(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.total).toBe(5);
    expect(answer.data.records).toEqual(expected.records);
    expect(answer.data.firstBlood).toEqual(expected.firstBlood);
    expect(answer.data.records.find((row) => row.uid === users[4]?.uid)?.rank).toBe(-1);
    expect(answer.data.records[0]?.rankShowName).toMatch(/ real$/);
  });

  it('moves when a judged event reaches the events stream', async () => {
    const [ann] = users as [Account];
    const problem = problems[2] as { cpid: number; pid: number; displayId: string };
    const submitId = await kit.submission({
      cid,
      cpid: problem.cpid,
      pid: problem.pid,
      user: ann,
      status: Verdict.Pending,
      submitTime: new Date(startMs + 100 * MINUTE_MS),
    });
    const before = (await rank(app)).data;
    await kit.judge(app, submitId, ACCEPTED);
    const after = await kit.until(
      () => rank(app),
      (answer) => answer.data.version > before.version && cellOf(answer.data, ann, problem.displayId)?.isAC === true,
    );
    expect(cellOf(after.data, ann, problem.displayId)?.isAC).toBe(true);
  });

  it('changes nothing for a copy of an event, or an event older than the one applied', async () => {
    const [, ben] = users as [Account, Account];
    const marking = await kit.account('fay');
    const problem = problems[0] as { cpid: number; pid: number; displayId: string };
    const submitId = await kit.submission({
      cid,
      cpid: problem.cpid,
      pid: problem.pid,
      user: ben,
      status: Verdict.Pending,
      submitTime: new Date(startMs + 110 * MINUTE_MS),
    });
    const judgedAt = new Date();
    const event = await kit.judge(app, submitId, ACCEPTED, { at: judgedAt });
    const applied = await kit.until(
      () => rank(app),
      (answer) => cellOf(answer.data, ben, problem.displayId)?.isAC === true,
    );
    // The same event again, and an older one saying Wrong Answer.
    await kit.publish(app, event);
    await kit.publish(app, { ...event, newStatus: WRONG, at: new Date(judgedAt.getTime() - 1_000).toISOString() });
    // A later event of another user: once it shows, the two before it were read.
    const marker = await kit.submission({
      cid,
      cpid: problem.cpid,
      pid: problem.pid,
      user: marking,
      status: Verdict.Pending,
      submitTime: new Date(startMs + 111 * MINUTE_MS),
    });
    await kit.judge(app, marker, WRONG);
    const after = await kit.until(
      () => rank(app),
      (answer) => cellOf(answer.data, marking, problem.displayId)?.tryNum === 1,
    );
    expect(cellOf(after.data, marking, problem.displayId)?.tryNum).toBe(1);
    expect(cellOf(after.data, ben, problem.displayId)).toEqual(cellOf(applied.data, ben, problem.displayId));
    expect(after.data.records.find((row) => row.uid === ben.uid)).toEqual(applied.data.records.find((row) => row.uid === ben.uid));
  });

  it('pushes the board to the live channel after a change: the public first page, as a patch of the one pushed before', async () => {
    const dora = await kit.account('gil');
    const problem = problems[1] as { cpid: number; pid: number; displayId: string };
    // The page a signed-in contestant holds; the earlier changes were pushed already, so what comes is a patch.
    const follower = new BoardFollower(app, cid, (await rank(app, dora)).data);
    try {
      const submitId = await kit.submission({
        cid,
        cpid: problem.cpid,
        pid: problem.pid,
        user: dora,
        status: Verdict.Pending,
        submitTime: new Date(startMs + 120 * MINUTE_MS),
      });
      await kit.judge(app, submitId, ACCEPTED);
      const solved = (page: ScoreboardPageDto | undefined) =>
        page?.records.some((row) => row.uid === dora.uid && (row.submissionInfo[problem.displayId] as { isAC: boolean } | undefined)?.isAC === true) === true;
      await kit.until(
        () => Promise.resolve(follower.page),
        (page) => solved(page),
      );
      // The new participant's profile follows in a push of its own: the pushes settle at the board's version.
      const current = await kit.until(
        () => rank(app, dora),
        (answer) => answer.data.version === follower.lastVersion,
      );
      expect(follower.failures).toEqual([]);
      expect(follower.pushes.some((push) => push.patch !== undefined)).toBe(true);
      expect(follower.pushes.every((push) => push.cid === cid && push.limit === 50)).toBe(true);
      expect(follower.page).toEqual(current.data);
    } finally {
      follower.close();
    }
  });

  it('pushes the version alone for a private contest (any signed-in user may follow the topic)', async () => {
    const privateCid = await kit.contest(admin, { auth: ContestAuth.Private, startTime: new Date(startMs), endTime: new Date(startMs + 3 * HOUR_MS) });
    const [problem] = (await kit.problems(privateCid, 1)) as [{ cpid: number; pid: number; displayId: string }];
    const member = await kit.account('hal');
    const submitId = await kit.submission({
      cid: privateCid,
      cpid: problem.cpid,
      pid: problem.pid,
      user: member,
      status: Verdict.Pending,
      submitTime: new Date(startMs + 5 * MINUTE_MS),
    });
    expect((await kit.call(app, 'POST', '/api/get-contest-rank', admin, { cid: privateCid })).statusCode).toBe(200);
    const received: LiveEvent[] = [];
    const subscription = app.nats.subscribe(app.natsNames.subjects.live(`contest.${privateCid}`), {
      callback: (_error, message) => {
        received.push(message.json<LiveEvent>());
      },
    });
    try {
      await kit.judge(app, submitId, ACCEPTED);
      const pushed = await kit.until(
        () => Promise.resolve(received),
        (events) => events.length > 0,
      );
      expect(pushed[0]).toMatchObject({ kind: 'board', data: { cid: privateCid } });
      expect(pushed[0]?.kind === 'board' ? pushed[0].data.firstPage : 'none').toBeUndefined();
      expect(pushed[0]?.kind === 'board' ? pushed[0].data.patch : 'none').toBeUndefined();
    } finally {
      subscription.unsubscribe();
    }
  });

  it('rebuilds the same board after a restart', async () => {
    const before = (await rank(app)).data;
    await kit.stop(app);
    app = await kit.start();
    const after = (await rank(app)).data;
    expect(after.records).toEqual(before.records);
    expect(after.total).toBe(before.total);
    // Versions follow the stream: the rebuilt board stands at least where the last event left it
    // (the few changes without an event, a profile fetched, count within one step of a thousand).
    expect(Math.floor(after.version / 1000)).toBeGreaterThanOrEqual(Math.floor(before.version / 1000));
  });

  it('keeps two instances on the same database and NATS in step', async () => {
    const second = await kit.start();
    const eve = await kit.account('eve');
    const problem = problems[1] as { cpid: number; pid: number; displayId: string };
    expect((await rank(second)).data.records).toEqual((await rank(app)).data.records);
    const submitId = await kit.submission({
      cid,
      cpid: problem.cpid,
      pid: problem.pid,
      user: eve,
      status: Verdict.Pending,
      submitTime: new Date(startMs + 130 * MINUTE_MS),
    });
    await kit.judge(app, submitId, WRONG);
    for (const instance of [app, second]) {
      // A new participant: the row comes with the event, the profile (real name shown) right after.
      const answer = await kit.until(
        () => rank(instance),
        (page) => page.data.records.find((row) => row.uid === eve.uid)?.rankShowName === 'eve real',
      );
      expect(cellOf(answer.data, eve, problem.displayId)?.tryNum).toBe(1);
      expect(answer.data.records.find((row) => row.uid === eve.uid)?.rankShowName).toBe('eve real');
    }
    // The same last event gives the same version on both.
    expect((await rank(second)).data.version).toBe((await rank(app)).data.version);
    await kit.stop(second);
  });
});
