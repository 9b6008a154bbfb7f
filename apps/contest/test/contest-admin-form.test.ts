import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardType, ContestAuth } from '@oj/contracts';
import type { AdminContestDto, AdminContestListDto, ContestFormDto } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import { HOUR_MS, contestForm, createContest, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// The back office's contests (issue 12): the form's rules on the server, create and update, who
// may manage which contest, and the contest gate entry a save writes.

describe('admin contests', () => {
  let kit: ContestTestKit;
  beforeAll(async () => {
    kit = await startContestKit();
  });
  afterAll(async () => {
    await kit.close();
  });

  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  it('refuses every broken rule of the form with its message, and creates nothing', async () => {
    const cases: [Partial<ContestFormDto>, string][] = [
      [{ title: '   ' }, 'Title is required'],
      [{ description: ' ' }, 'Description is required'],
      [{ startTime: at(0), endTime: at(0) }, 'The contest duration must be greater than 0'],
      [{ startTime: at(0), endTime: at(500) }, 'The contest duration must be greater than 0'],
      [{ startTime: at(HOUR_MS), endTime: at(0) }, 'The start time must be before the end time'],
      [{ startTime: '0001-01-01T00:00:00.000Z' }, 'Contest times must lie between the years 1970 and 9999'],
      [{ auth: ContestAuth.Private }, 'A password is required for a private or protected contest'],
      [{ auth: ContestAuth.Protected, pwd: '' }, 'A password is required for a private or protected contest'],
      [{ starAccount: ['alice', ' Alice '] }, 'Star user Alice is listed more than once'],
      [{ starAccount: ['alice', 'ghost', 'nobody'] }, 'These star users do not exist: ghost, nobody'],
      [{ sealRank: true }, 'The seal time is required when the rank is sealed'],
      [{ sealRank: true, sealRankTime: at(0) }, 'The seal time must be the start, or half an hour or one hour before the end'],
      [
        { startTime: at(0), endTime: at(20 * 60_000), sealRank: true, sealRankTime: at(20 * 60_000 - 1_800_000) },
        'Sealing half an hour before the end needs a contest of at least 30 minutes',
      ],
      [
        { startTime: at(0), endTime: at(40 * 60_000), sealRank: true, sealRankTime: at(40 * 60_000 - HOUR_MS) },
        'Sealing one hour before the end needs a contest of at least one hour',
      ],
      [{ awardType: AwardType.Proportion, awardConfigList: [] }, 'Add at least one award row, or turn awards off'],
      [{ awardType: AwardType.Number, awardConfigList: [{ priority: 1, name: '  ', background: '', color: '', num: 3 }] }, 'Award name is required'],
      [
        {
          awardType: AwardType.Number,
          awardConfigList: [
            { priority: 1, name: 'Gold', background: '', color: '', num: 1 },
            { priority: 1, name: 'Silver', background: '', color: '', num: 2 },
          ],
        },
        'Award priorities must be unique',
      ],
      [
        { awardType: AwardType.Proportion, awardConfigList: [{ priority: 1, name: 'Gold', background: '', color: '', num: 120 }] },
        'An award proportion must be a percent from 0 to 100',
      ],
      [
        {
          awardType: AwardType.Proportion,
          awardConfigList: [
            { priority: 1, name: 'Gold', background: '', color: '', num: 60 },
            { priority: 2, name: 'Silver', background: '', color: '', num: 50 },
          ],
        },
        'The award proportions cannot add up to more than 100%',
      ],
      [{ openAccountLimit: true, accountLimitRule: null }, 'The account limit rule is required when the account limit is on'],
      [
        { openAccountLimit: true, accountLimitRule: { prefix: 'team', suffix: '', start: 5, end: 4, extra: [] } },
        'The end number of the account limit cannot be less than the start number',
      ],
      [{ gid: 3 }, 'A group contest is created and managed in its group'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await kit.call('POST', '/api/admin/contest', kit.accounts.admin, contestForm(overrides, now));
      expect([answer.statusCode, answer.msg], JSON.stringify(overrides)).toEqual([400, message]);
    }
    const missingStart: Record<string, unknown> = { ...contestForm({}, now) };
    delete missingStart.startTime;
    const answer = await kit.call('POST', '/api/admin/contest', kit.accounts.admin, missingStart);
    expect([answer.statusCode, answer.msg]).toEqual([400, 'startTime is required']);
    const chinese = await kit.call('POST', '/api/admin/contest', kit.accounts.admin, contestForm({ startTime: at(0), endTime: at(0) }, now), 'zh-CN');
    expect(chinese.msg).toBe('比赛时长必须大于 0');
    expect(await kit.service.database.dataSource.getRepository(ContestEntity).count()).toBe(0);
  });

  it('creates a contest you author, never answers its password, and publishes it to the gate', async () => {
    const form = contestForm(
      {
        auth: ContestAuth.Private,
        pwd: 'secret',
        starAccount: [' ALICE ', 'bob'],
        sealRank: true,
        sealRankTime: at(2 * HOUR_MS - HOUR_MS),
        awardType: AwardType.Proportion,
        awardConfigList: [{ priority: 1, name: ' Gold ', background: '#fff', color: '#000', num: 10 }],
        openAccountLimit: true,
        accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 5, extra: [' alice ', ''] },
      },
      now,
    );
    const created = await kit.call<AdminContestDto>('POST', '/api/admin/contest', kit.accounts.admin, form);
    expect([created.statusCode, created.msg]).toEqual([200, 'Create Successfully']);
    const contest = created.data;
    expect(contest).toMatchObject({
      title: 'Weekly Contest',
      author: 'contestadmin',
      uid: kit.accounts.admin.uid,
      status: 0,
      duration: 3 * 3600,
      hasPassword: true,
      starAccount: ['alice', 'bob'],
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#fff', color: '#000', num: 10 }],
      accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 5, extra: ['alice'] },
      sealRankTime: at(HOUR_MS),
      isAdmin: true,
    });
    expect(JSON.stringify(contest)).not.toContain('secret');
    expect(JSON.stringify(contest)).not.toContain('scrypt');
    const row = await kit.service.database.dataSource.getRepository(ContestEntity).findOneByOrFail({ id: contest.id });
    expect(row.pwdHash).toMatch(/^hmac-sha256\$/);
    expect(await kit.gateContest(contest.id)).toMatchObject({
      cid: contest.id,
      kind: 'contest',
      auth: ContestAuth.Private,
      startTimeMs: new Date(form.startTime).getTime(),
      endTimeMs: new Date(form.endTime).getTime(),
      allowEndSubmit: false,
      authorUid: kit.accounts.admin.uid,
      problems: [],
      sealRankTimeMs: new Date(at(HOUR_MS)).getTime(),
      autoRealRank: true,
      type: 0,
    });
  });

  it('updates a contest: an empty password keeps the stored one, a public contest drops it', async () => {
    const cid = await createContest(kit, contestForm({ auth: ContestAuth.Protected, pwd: 'first' }, now));
    const update = (overrides: Partial<ContestFormDto>) =>
      kit.call<AdminContestDto>('PUT', '/api/admin/contest', kit.accounts.admin, { id: cid, ...contestForm(overrides, now) });
    const kept = await update({ auth: ContestAuth.Protected, pwd: '', title: 'Renamed', allowEndSubmit: true });
    expect([kept.statusCode, kept.msg, kept.data.title, kept.data.hasPassword]).toEqual([200, 'Update Successfully', 'Renamed', true]);
    expect(await kit.gateContest(cid)).toMatchObject({ auth: ContestAuth.Protected, allowEndSubmit: true });
    const wrong = await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid, password: 'second' });
    expect(wrong.msg).toBe('The contest password is wrong');
    expect((await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid, password: 'first' })).statusCode).toBe(200);
    await update({ auth: ContestAuth.Protected, pwd: 'second' });
    expect((await kit.call('POST', '/api/register-contest', kit.accounts.alice, { cid, password: 'first' })).msg).toBe('The contest password is wrong');
    expect((await kit.call('POST', '/api/register-contest', kit.accounts.alice, { cid, password: 'second' })).statusCode).toBe(200);
    const opened = await update({ auth: ContestAuth.Public, pwd: 'ignored' });
    expect(opened.data.hasPassword).toBe(false);
    // Private again without a password: there is none stored any more.
    expect((await update({ auth: ContestAuth.Private })).msg).toBe('A password is required for a private or protected contest');
    const missing = await kit.call('PUT', '/api/admin/contest', kit.accounts.admin, { id: 999_999, ...contestForm({}, now) });
    expect([missing.statusCode, missing.msg]).toEqual([404, 'The contest does not exist']);
  });

  it('lets an admin manage only the contests they authored; the super admin manages all', async () => {
    const cid = await createContest(kit, contestForm({ title: 'Owned by contestadmin' }, now));
    const other = kit.accounts.otherAdmin;
    const refusals = [
      await kit.call('GET', `/api/admin/contest?cid=${cid}`, other),
      await kit.call('PUT', '/api/admin/contest', other, { id: cid, ...contestForm({}, now) }),
      await kit.call('PUT', '/api/admin/contest/change-contest-visible', other, { cid, visible: false }),
      await kit.call('POST', '/api/admin/contest/clone', other, { cid }),
      await kit.call('GET', `/api/admin/contest/get-problem-list?cid=${cid}`, other),
      await kit.call('POST', '/api/admin/contest/add-problem-from-public', other, { cid, pid: await kit.addBankProblem(), displayId: 'A' }),
      await kit.call('GET', `/api/admin/contest/announcement?cid=${cid}`, other),
      await kit.call('POST', '/api/admin/contest/announcement', other, { cid, title: 'x', content: 'y' }),
      await kit.call('DELETE', `/api/admin/contest?cid=${cid}`, other),
    ];
    for (const answer of refusals) expect([answer.statusCode, answer.msg]).toEqual([403, 'You can only manage the contests you created']);
    const otherList = await kit.call<AdminContestListDto>('GET', '/api/admin/contest/get-contest-list?limit=100', other);
    expect(otherList.data.records.map((record) => record.id)).not.toContain(cid);
    const rootList = await kit.call<AdminContestListDto>('GET', '/api/admin/contest/get-contest-list?limit=100&keyword=contestadmin', kit.accounts.root);
    expect(rootList.data.records.map((record) => record.id)).toContain(cid);
    expect((await kit.call('GET', `/api/admin/contest?cid=${cid}`, kit.accounts.root)).statusCode).toBe(200);
    const user = await kit.call('GET', '/api/admin/contest/get-contest-list', kit.accounts.alice);
    expect(user.statusCode).toBe(403);
    expect((await kit.call('GET', '/api/admin/contest/get-contest-list')).statusCode).toBe(401);
  });
});
