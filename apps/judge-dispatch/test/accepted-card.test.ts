import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import type { RoleCode, SubmissionDetailResponseDto } from '@oj/contracts';
import { UserAcProblemEntity, UserInfoEntity } from '@oj/db';
import { body, createProblem, insertSubmission, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('get-submission-detail: days and accepted of the accepted card (spec 01 §2, §7)', () => {
  let h: Harness;
  const pids: number[] = [];

  beforeAll(async () => {
    h = await startHarness('jd_card', { consumeResults: false });
    for (let i = 0; i < 4; i++) pids.push((await createProblem(h, { withoutData: true })).pid);
  });

  afterAll(async () => {
    await h.close();
  });

  /** A registered user, `hoursAgo` hours old, who has solved `solved` (an accepted submission to each, outside contests). */
  const registered = async (username: string, hoursAgo: number, solved: readonly number[]) => {
    const uid = randomUUID();
    const db = h.database.dataSource;
    await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
    await db.query('UPDATE `user_info` SET `gmtCreate` = DATE_SUB(CURRENT_TIMESTAMP(3), INTERVAL ? HOUR) WHERE `uid` = ?', [hoursAgo, uid]);
    for (const pid of solved) await insertSubmission(h, { pid, uid, username, status: Verdict.Accepted });
    return { uid, username };
  };
  // Any viewer of the submission gets the figures; an admin sees contest submissions as well.
  const figures = async (submitId: number, role: RoleCode = Role.User) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/get-submission-detail?submitId=${submitId}`,
      headers: { authorization: h.token(role).authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { days, accepted } = body<{ data: SubmissionDetailResponseDto }>(response).data;
    return { days, accepted };
  };

  it('gives whole days since registration and the distinct problems solved, for an accepted submission', async () => {
    const [first, second, third] = pids as [number, number, number];
    const veteran = await registered('veteran', 10 * 24 + 12, [first, second]);
    // Its problem is not booked yet (the judged event books it a moment later): still counted.
    const submitId = await insertSubmission(h, { pid: third, ...veteran, status: Verdict.Accepted });
    expect(await figures(submitId)).toEqual({ days: 10, accepted: 3 });
    // Once booked it is counted once.
    await h.database.dataSource.getRepository(UserAcProblemEntity).insert({ uid: veteran.uid, pid: third, submitId });
    expect(await figures(submitId)).toEqual({ days: 10, accepted: 3 });
    // A second acceptance of a solved problem adds nothing.
    expect(await figures(await insertSubmission(h, { pid: first, ...veteran, status: Verdict.Accepted }))).toEqual({ days: 10, accepted: 3 });
  });

  it('counts at least one day for an account made today', async () => {
    const newcomer = await registered('newcomer', 0, []);
    expect(await figures(await insertSubmission(h, { pid: pids[0] ?? 0, ...newcomer, status: Verdict.Accepted }))).toEqual({ days: 1, accepted: 1 });
  });

  it('does not add a contest acceptance, which is never booked among solved problems', async () => {
    const contestant = await registered('contestant', 3 * 24 + 1, [pids[0] ?? 0]);
    expect(await figures(await insertSubmission(h, { pid: pids[3] ?? 0, ...contestant, status: Verdict.Accepted, cid: 7 }), Role.Admin)).toEqual({
      days: 3,
      accepted: 1,
    });
  });

  it('is null for any other verdict, and for a submitter whose account is gone', async () => {
    const trier = await registered('trier', 48, [pids[0] ?? 0]);
    for (const status of [Verdict.WrongAnswer, Verdict.Pending, Verdict.CompileError, Verdict.PartialAccepted]) {
      expect(await figures(await insertSubmission(h, { pid: pids[1] ?? 0, ...trier, status }))).toEqual({ days: null, accepted: null });
    }
    const ghost = { uid: randomUUID(), username: 'ghost' };
    expect(await figures(await insertSubmission(h, { pid: pids[1] ?? 0, ...ghost, status: Verdict.Accepted }))).toEqual({ days: null, accepted: null });
  });
});
