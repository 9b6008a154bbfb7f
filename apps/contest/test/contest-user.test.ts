import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContestAuth, ContestStatus, ContestType, NOT_ATTEMPTED, Verdict } from '@oj/contracts';
import type {
  ContestAccessDto,
  ContestAnnouncementBriefDto,
  ContestInfoDto,
  ContestListDto,
  ContestOutsideInfoDto,
  ContestProblemDetailDto,
  ContestProblemDto,
} from '@oj/contracts';
import { ContestRegisterEntity } from '@oj/db';
import { HOUR_MS, addProblem, contestForm, createContest, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// The user side of contests (issue 12, spec 02 §2-§7): the list and status by time, info, outside
// info, registration (password, account limit), and who sees inside a contest, with and without
// real-time permission.

describe('contests, user side', () => {
  let kit: ContestTestKit;
  const now = Date.now();
  const cids = { running: 0, scheduled: 0, ended: 0, hidden: 0 };

  beforeAll(async () => {
    kit = await startContestKit();
    cids.ended = await createContest(
      kit,
      contestForm({ title: 'Ended Cup', startTime: new Date(now - 5 * HOUR_MS).toISOString(), endTime: new Date(now - 3 * HOUR_MS).toISOString() }, now),
    );
    cids.running = await createContest(kit, contestForm({ title: 'Running Cup', type: ContestType.OI, openRank: true }, now));
    cids.scheduled = await createContest(
      kit,
      contestForm(
        { title: 'Scheduled Cup', openRank: true, startTime: new Date(now + HOUR_MS).toISOString(), endTime: new Date(now + 3 * HOUR_MS).toISOString() },
        now,
      ),
    );
    cids.hidden = await createContest(kit, contestForm({ title: 'Hidden Cup', visible: false }, now));
  });
  afterAll(async () => {
    await kit.close();
  });

  it('lists visible contests to anyone: running, then scheduled, then ended, with status from the clock', async () => {
    const list = await kit.call<ContestListDto>('GET', '/api/get-contest-list');
    expect(list.statusCode).toBe(200);
    expect(list.data.records.map((record) => [record.title, record.status])).toEqual([
      ['Running Cup', ContestStatus.Running],
      ['Scheduled Cup', ContestStatus.Scheduled],
      ['Ended Cup', ContestStatus.Ended],
    ]);
    expect(list.data.total).toBe(3);
    const byStatus = async (status: number) =>
      (await kit.call<ContestListDto>('GET', `/api/get-contest-list?status=${status}`)).data.records.map((record) => record.title);
    expect(await byStatus(ContestStatus.Scheduled)).toEqual(['Scheduled Cup']);
    expect(await byStatus(ContestStatus.Running)).toEqual(['Running Cup']);
    expect(await byStatus(ContestStatus.Ended)).toEqual(['Ended Cup']);
    const oi = await kit.call<ContestListDto>('GET', `/api/get-contest-list?type=${ContestType.OI}`, kit.accounts.alice);
    expect(oi.data.records.map((record) => record.title)).toEqual(['Running Cup']);
    const keyword = await kit.call<ContestListDto>('GET', '/api/get-contest-list?keyword=sched');
    expect(keyword.data.records.map((record) => record.title)).toEqual(['Scheduled Cup']);
    const paged = await kit.call<ContestListDto>('GET', '/api/get-contest-list?currentPage=0&limit=2');
    expect([paged.data.total, paged.data.records.length]).toEqual([3, 2]);
    expect((await kit.call('GET', '/api/get-contest-list?status=7')).statusCode).toBe(400);
  });

  it('answers a contest’s info to signed-in users, with the server clock; hidden contests only to their admins', async () => {
    expect((await kit.call('GET', `/api/get-contest-info?cid=${cids.running}`)).statusCode).toBe(401);
    const info = await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cids.scheduled}`, kit.accounts.alice);
    expect(info.data).toMatchObject({ id: cids.scheduled, status: ContestStatus.Scheduled, isAdmin: false, count: 0, duration: 2 * 3600 });
    expect(Math.abs(new Date(info.data.now).getTime() - Date.now())).toBeLessThan(60_000);
    expect(info.data).not.toHaveProperty('pwdHash');
    const hidden = await kit.call('GET', `/api/get-contest-info?cid=${cids.hidden}`, kit.accounts.alice);
    expect([hidden.statusCode, hidden.msg]).toEqual([404, 'The contest does not exist']);
    const asAuthor = await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cids.hidden}`, kit.accounts.admin);
    expect(asAuthor.data.isAdmin).toBe(true);
    expect((await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cids.hidden}`, kit.accounts.root)).data.isAdmin).toBe(true);
  });

  it('answers the outside info without sign-in for started openRank contests only', async () => {
    const pid = await kit.addBankProblem({ title: 'Outside A' });
    await addProblem(kit, cids.running, pid, 'A');
    const outside = await kit.call<ContestOutsideInfoDto>('GET', `/api/get-contest-outsize-info?cid=${cids.running}`);
    expect(outside.statusCode).toBe(200);
    expect(outside.data.problemList).toEqual([{ displayId: 'A', displayTitle: 'Outside A', color: null }]);
    const closed = await kit.call('GET', `/api/get-contest-outsize-info?cid=${cids.ended}`);
    expect([closed.statusCode, closed.msg]).toEqual([403, 'The outside scoreboard of this contest is not open']);
    const early = await kit.call('GET', `/api/get-contest-outsize-info?cid=${cids.scheduled}`, kit.accounts.bob);
    expect([early.statusCode, early.msg]).toEqual([403, 'The contest has not started yet']);
    expect((await kit.call('GET', `/api/get-contest-outsize-info?cid=${cids.ended}`, kit.accounts.admin)).statusCode).toBe(200);
  });

  it('registers with the right password only, twice is fine, and the gate learns it at once', async () => {
    const cid = await createContest(kit, contestForm({ auth: ContestAuth.Private, pwd: 'open sesame' }, now));
    const register = (password: string, who = kit.accounts.alice) => kit.call('POST', '/api/register-contest', who, { cid, password });
    expect([(await register('')).statusCode, (await register('')).msg]).toEqual([400, 'Enter the contest password']);
    const wrong = await register('open sesame!');
    expect([wrong.statusCode, wrong.msg]).toEqual([400, 'The contest password is wrong']);
    expect((await kit.call<ContestAccessDto>('GET', `/api/get-contest-access?cid=${cid}`, kit.accounts.alice)).data.access).toBe(false);
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toBeNull();
    const right = await register('open sesame');
    expect([right.statusCode, right.msg]).toEqual([200, 'Register contest successfully']);
    const member = await kit.gateMember(cid, kit.accounts.alice.uid);
    expect(member).toMatchObject({ cid, uid: kit.accounts.alice.uid, handedInAtMs: null });
    expect((await register('open sesame')).statusCode).toBe(200);
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toEqual(member);
    expect((await kit.call<ContestAccessDto>('GET', `/api/get-contest-access?cid=${cid}`, kit.accounts.alice)).data.access).toBe(true);
    expect((await kit.call<ContestInfoDto>('GET', `/api/get-contest-info?cid=${cid}`, kit.accounts.bob)).data.count).toBe(1);
    expect((await kit.call('POST', '/api/register-contest', null, { cid, password: 'open sesame' })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/register-contest', kit.accounts.alice, { cid: 999_999, password: 'x' })).statusCode).toBe(404);
    // Public contests take anyone, without a password.
    expect((await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid: cids.running, password: '' })).statusCode).toBe(200);
  });

  it('applies the account limit rule: prefix + number in range + suffix, or an extra name', async () => {
    const rule = { prefix: 'team', suffix: '', start: 1, end: 5, extra: ['bob'] };
    const cid = await createContest(kit, contestForm({ auth: ContestAuth.Protected, pwd: 'pw', openAccountLimit: true, accountLimitRule: rule }, now));
    const register = (who: (typeof kit.accounts)[keyof typeof kit.accounts]) => kit.call('POST', '/api/register-contest', who, { cid, password: 'pw' });
    const refused = await register(kit.accounts.alice);
    expect([refused.statusCode, refused.msg]).toEqual([403, 'Your account is not allowed to register for this contest']);
    expect((await register(kit.accounts.team3)).statusCode).toBe(200);
    expect((await register(kit.accounts.bob)).statusCode).toBe(200);
    expect((await register(kit.accounts.otherAdmin)).statusCode).toBe(403);
  });

  it('keeps a private contest’s inside from users until they register; protected ones show it', async () => {
    const privateCid = await createContest(kit, contestForm({ auth: ContestAuth.Private, pwd: 'pw' }, now));
    const protectedCid = await createContest(kit, contestForm({ auth: ContestAuth.Protected, pwd: 'pw' }, now));
    for (const cid of [privateCid, protectedCid]) await addProblem(kit, cid, await kit.addBankProblem(), 'A');
    await kit.call('POST', '/api/admin/contest/announcement', kit.accounts.admin, { cid: privateCid, title: 'Rules', content: 'Be nice' });
    const inside = (cid: number) => [
      kit.call('GET', `/api/get-contest-problem?cid=${cid}`, kit.accounts.bob),
      kit.call('GET', `/api/get-contest-problem-details?cid=${cid}&displayId=A`, kit.accounts.bob),
      kit.call('GET', `/api/get-contest-announcement?cid=${cid}`, kit.accounts.bob),
      kit.call('POST', '/api/get-contest-not-read-announcement', kit.accounts.bob, { cid, readAnnouncementList: [] }),
    ];
    for (const answer of await Promise.all(inside(privateCid)))
      expect([answer.statusCode, answer.msg]).toEqual([403, 'You have not registered for this contest']);
    for (const answer of await Promise.all(inside(protectedCid))) expect(answer.statusCode).toBe(200);
    expect((await kit.call<ContestAccessDto>('GET', `/api/get-contest-access?cid=${protectedCid}`, kit.accounts.bob)).data.access).toBe(false);
    await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid: privateCid, password: 'pw' });
    for (const answer of await Promise.all(inside(privateCid))) expect(answer.statusCode).toBe(200);
    // The author and the super admin need no registration.
    expect((await kit.call('GET', `/api/get-contest-problem?cid=${privateCid}`, kit.accounts.admin)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/get-contest-problem?cid=${privateCid}`, kit.accounts.root)).statusCode).toBe(200);
  });

  it('reads no registration for the inside of a contest that needs none (public, protected)', async () => {
    const openCids = [await createContest(kit, contestForm({}, now)), await createContest(kit, contestForm({ auth: ContestAuth.Protected, pwd: 'pw' }, now))];
    const registrations = vi.spyOn(kit.service.database.dataSource.getRepository(ContestRegisterEntity), 'countBy');
    try {
      for (const cid of openCids) {
        const unread = await kit.call('POST', '/api/get-contest-not-read-announcement', kit.accounts.bob, { cid, readAnnouncementList: [] });
        expect(unread.statusCode).toBe(200);
        expect((await kit.call('GET', `/api/get-contest-announcement?cid=${cid}`, kit.accounts.bob)).statusCode).toBe(200);
      }
      expect(registrations).not.toHaveBeenCalled();
    } finally {
      registrations.mockRestore();
    }
  });

  it('shows a scheduled contest’s inside to its admins only', async () => {
    await addProblem(kit, cids.scheduled, await kit.addBankProblem(), 'A');
    const early = await kit.call('GET', `/api/get-contest-problem?cid=${cids.scheduled}`, kit.accounts.alice);
    expect([early.statusCode, early.msg]).toEqual([403, 'The contest has not started yet']);
    expect((await kit.call('GET', `/api/get-contest-announcement?cid=${cids.scheduled}`, kit.accounts.alice)).statusCode).toBe(403);
    expect((await kit.call<ContestProblemDto[]>('GET', `/api/get-contest-problem?cid=${cids.scheduled}`, kit.accounts.admin)).data).toHaveLength(1);
  });

  it('shows counts only with real-time permission: sealed boards hide them from users, not from admins', async () => {
    const start = now - HOUR_MS;
    const sealedCid = await createContest(kit, contestForm({ sealRank: true, sealRankTime: new Date(start).toISOString() }, now));
    const openCid = await createContest(kit, contestForm({}, now));
    const pid = await kit.addBankProblem({ title: 'Counted' });
    for (const cid of [sealedCid, openCid]) {
      const cpid = await addProblem(kit, cid, pid, 'A');
      await kit.addSubmission({
        cid,
        cpid,
        pid,
        uid: kit.accounts.alice.uid,
        username: 'alice',
        status: Verdict.WrongAnswer,
        submitTime: new Date(start + 60_000),
      });
      await kit.addSubmission({
        cid,
        cpid,
        pid,
        uid: kit.accounts.alice.uid,
        username: 'alice',
        status: Verdict.Accepted,
        score: 100,
        submitTime: new Date(start + 120_000),
      });
      await kit.addSubmission({
        cid,
        cpid,
        pid,
        uid: kit.accounts.bob.uid,
        username: 'bob',
        status: Verdict.WrongAnswer,
        submitTime: new Date(start + 180_000),
      });
    }
    const problems = (cid: number, who = kit.accounts.alice) => kit.call<ContestProblemDto[]>('GET', `/api/get-contest-problem?cid=${cid}`, who);
    expect((await problems(openCid)).data).toEqual([
      expect.objectContaining({ displayId: 'A', displayTitle: 'Counted', ac: 1, total: 3, myStatus: Verdict.Accepted, score: 100 }),
    ]);
    expect((await problems(sealedCid)).data).toEqual([expect.objectContaining({ ac: null, total: null, myStatus: Verdict.Accepted })]);
    expect((await problems(sealedCid, kit.accounts.admin)).data).toEqual([expect.objectContaining({ ac: 1, total: 3, myStatus: NOT_ATTEMPTED })]);

    const detail = (cid: number, who = kit.accounts.bob) =>
      kit.call<ContestProblemDetailDto>('GET', `/api/get-contest-problem-details?cid=${cid}&displayId=A`, who);
    const open = await detail(openCid);
    expect(open.data).toMatchObject({
      problemCount: { total: 3, ac: 1, wa: 2 },
      myStatus: Verdict.WrongAnswer,
      languages: ['C++'],
      contestProblem: { cid: openCid, pid, displayId: 'A', displayTitle: 'Counted' },
      problem: { id: pid, title: 'Counted', description: 'Add two numbers.' },
    });
    expect((await detail(sealedCid)).data.problemCount).toBeNull();
    const missing = await kit.call('GET', `/api/get-contest-problem-details?cid=${openCid}&displayId=Z`, kit.accounts.bob);
    expect([missing.statusCode, missing.msg]).toEqual([404, 'The problem is not in this contest']);
  });

  it('unseals counts after the end only with autoRealRank; an OI contest hides own results while sealed', async () => {
    const ended = {
      startTime: new Date(now - 3 * HOUR_MS).toISOString(),
      endTime: new Date(now - HOUR_MS).toISOString(),
      sealRank: true,
      sealRankTime: new Date(now - 2 * HOUR_MS).toISOString(),
    };
    const unsealed = await createContest(kit, contestForm({ ...ended, autoRealRank: true }, now));
    const keptSealed = await createContest(kit, contestForm({ ...ended, autoRealRank: false }, now));
    const oi = await createContest(kit, contestForm({ type: ContestType.OI, sealRank: true, sealRankTime: new Date(now - HOUR_MS).toISOString() }, now));
    const pid = await kit.addBankProblem();
    for (const cid of [unsealed, keptSealed, oi]) {
      const cpid = await addProblem(kit, cid, pid, 'A');
      await kit.addSubmission({
        cid,
        cpid,
        pid,
        uid: kit.accounts.bob.uid,
        username: 'bob',
        status: Verdict.PartialAccepted,
        score: 40,
        submitTime: new Date(now - 2.5 * HOUR_MS),
      });
    }
    const first = async (cid: number) => (await kit.call<ContestProblemDto[]>('GET', `/api/get-contest-problem?cid=${cid}`, kit.accounts.bob)).data[0];
    expect(await first(unsealed)).toMatchObject({ ac: 0, total: 1, myStatus: Verdict.PartialAccepted, score: 40 });
    expect(await first(keptSealed)).toMatchObject({ ac: null, total: null });
    expect(await first(oi)).toMatchObject({ ac: null, total: null, myStatus: Verdict.SubmittedUnknownResult, score: null });
    const adminView = (await kit.call<ContestProblemDto[]>('GET', `/api/get-contest-problem?cid=${oi}`, kit.accounts.admin)).data[0];
    expect(adminView).toMatchObject({ ac: 0, total: 1 });
  });

  it('lists announcements newest first, and the ones not read yet', async () => {
    const cid = await createContest(kit, contestForm({}, now));
    const add = async (title: string, visible = true) =>
      (await kit.call<{ id: number }>('POST', '/api/admin/contest/announcement', kit.accounts.admin, { cid, title, content: `${title} text`, visible })).data
        .id;
    const first = await add('First');
    await add('Draft', false);
    const second = await add('Second');
    const all = await kit.call<{ title: string }[]>('GET', `/api/get-contest-announcement?cid=${cid}`, kit.accounts.alice);
    expect(all.data.map((row) => row.title)).toEqual(['Second', 'First']);
    const unread = await kit.call<ContestAnnouncementBriefDto[]>('POST', '/api/get-contest-not-read-announcement', kit.accounts.alice, {
      cid,
      readAnnouncementList: [first],
    });
    expect(unread.data.map((row) => row.id)).toEqual([second]);
    expect(Object.keys(unread.data[0] ?? {}).sort()).toEqual(['gmtCreate', 'id', 'title']);
  });
});
