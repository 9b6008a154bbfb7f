import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestType, Role, Verdict } from '@oj/contracts';
import type { ContestAcInfoDto } from '@oj/contracts';
import { ACCEPTED, BoardKit, MINUTE_MS, WRONG } from './board/kit.ts';
import type { Account } from './board/kit.ts';

// The AC info (spec 02 §2 "AC info"): the accepted submissions of an ACM contest, newest first, with
// the board's first blood (never a star user's), the real name, and the admin's check mark.

describe('contest AC info', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let alice: Account;
  let bob: Account;
  let star: Account;
  let cid: number;
  let problems: { cpid: number; pid: number; displayId: string }[];
  const ids: Record<string, number> = {};
  const startMs = Date.now() - 2 * 60 * MINUTE_MS;

  const info = (who: Account | null, query = `cid=${cid}`) =>
    kit.call<{ total: number; records: ContestAcInfoDto[] }>(app, 'GET', `/api/get-contest-ac-info?${query}`, who);
  const at = (minutes: number) => new Date(startMs + minutes * MINUTE_MS);

  beforeAll(async () => {
    kit = await BoardKit.create('contest_ac_info');
    author = await kit.account('acadmin', [Role.Admin]);
    alice = await kit.account('alice');
    bob = await kit.account('bob');
    star = await kit.account('starry');
    cid = await kit.contest(author, { startTime: new Date(startMs), endTime: at(300), starAccount: JSON.stringify(['starry']) });
    problems = await kit.problems(cid, 3);
    const [a, b] = problems as [(typeof problems)[0], (typeof problems)[0]];
    ids.aliceA = await kit.submission({ cid, cpid: a.cpid, pid: a.pid, user: alice, status: ACCEPTED, submitTime: at(5) });
    ids.bobA = await kit.submission({ cid, cpid: a.cpid, pid: a.pid, user: bob, status: ACCEPTED, submitTime: at(9) });
    ids.starB = await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: star, status: ACCEPTED, submitTime: at(10) });
    ids.bobWrongB = await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: bob, status: WRONG, submitTime: at(11) });
    ids.bobB = await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: bob, status: ACCEPTED, submitTime: at(20) });
    ids.bobB2 = await kit.submission({ cid, cpid: b.cpid, pid: b.pid, user: bob, status: ACCEPTED, submitTime: at(25) });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('lists accepted submissions newest first with first blood from the board (not a star user’s)', async () => {
    const answer = await info(author);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.total).toBe(5);
    expect(answer.data.records.map((row) => [row.id, row.displayId, row.firstBlood])).toEqual([
      [ids.bobB2, 'B', false],
      [ids.bobB, 'B', true],
      [ids.starB, 'B', false],
      [ids.bobA, 'A', false],
      [ids.aliceA, 'A', true],
    ]);
    expect(answer.data.records[4]).toMatchObject({ cid, username: 'alice', realname: 'alice real', checked: false, submitTime: at(5).toISOString() });
    expect((await info(author, `cid=${cid}&limit=2&currentPage=2`)).data.records.map((row) => row.id)).toEqual([ids.starB, ids.bobA]);
  });

  it('toggles the check mark of a submission', async () => {
    const check = (checked: boolean, id = ids.aliceA) => kit.call(app, 'PUT', '/api/check-contest-ac-info', author, { id, cid, checked });
    expect(await check(true)).toMatchObject({ statusCode: 200, msg: 'Update Successfully' });
    expect((await info(author)).data.records.find((row) => row.id === ids.aliceA)?.checked).toBe(true);
    await check(true);
    expect((await check(false)).statusCode).toBe(200);
    expect((await info(author)).data.records.find((row) => row.id === ids.aliceA)?.checked).toBe(false);
    // Only an accepted submission of this contest can be checked.
    expect(await check(true, ids.bobWrongB ?? 0)).toMatchObject({ statusCode: 404, msg: 'The submission is not an accepted submission of this contest' });
    const other = await kit.contest(author);
    expect((await kit.call(app, 'PUT', '/api/check-contest-ac-info', author, { id: ids.aliceA, cid: other, checked: true })).statusCode).toBe(404);
  });

  it('marks the first blood a judged event brings', async () => {
    const c = problems[2] as (typeof problems)[0];
    const submitId = await kit.submission({ cid, cpid: c.cpid, pid: c.pid, user: alice, status: Verdict.Pending, submitTime: at(30) });
    await kit.judge(app, submitId, ACCEPTED);
    const answer = await kit.until(
      () => info(author),
      (page) => page.data.records[0]?.id === submitId && page.data.records[0].firstBlood,
    );
    expect(answer.data.records[0]).toMatchObject({ id: submitId, displayId: 'C', firstBlood: true });
  });

  it('is the contest admins’, for ACM contests only', async () => {
    expect(await info(alice)).toMatchObject({ statusCode: 403, msg: 'Only the admins of this contest can do this' });
    expect((await info(await kit.account('otheradmin', [Role.Admin]))).statusCode).toBe(403);
    expect((await info(null)).statusCode).toBe(401);
    expect((await kit.call(app, 'PUT', '/api/check-contest-ac-info', alice, { id: ids.aliceA, cid, checked: true })).statusCode).toBe(403);
    expect((await info(await kit.account('root', [Role.SuperAdmin]))).statusCode).toBe(200);
    const oi = await kit.contest(author, { type: ContestType.OI });
    expect(await info(author, `cid=${oi}`)).toMatchObject({ statusCode: 400, msg: 'AC info is only for ACM contests' });
    expect((await info(author, 'cid=0')).statusCode).toBe(400);
    expect((await info(author, 'cid=999999')).statusCode).toBe(404);
  });
});
