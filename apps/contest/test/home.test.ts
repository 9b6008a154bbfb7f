import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, Verdict } from '@oj/contracts';
import type { CarouselItemDto, QuoteDto, RecentContestDto, SevenDayRankRowDto, WeekStatisticsDto } from '@oj/contracts';
import { ContestEntity, FileEntity, JudgeEntity } from '@oj/db';
import { TtlCache, quotesOf } from '../src/modules/home/index.ts';
import { verdictClassOf } from '../src/modules/home/use-cases.ts';
import { HOUR_MS, contestForm, createContest, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// The home page's calls of the contest service (spec 02 §2 "Home page", §7 Home): recent contests,
// carousel, 7-day AC rank (a 7-day window, cached), last week's statistics (cached, forceRefresh),
// the other judges' contests (none yet) and the clock's quote. All public.

const DAY_MS = 86_400_000;

describe('home page calls', () => {
  let kit: ContestTestKit;

  beforeAll(async () => {
    kit = await startContestKit();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('lists running contests and those starting within 14 days, soonest first, with duration and participants', async () => {
    const now = Date.now();
    const running = await createContest(kit, contestForm({ title: 'Running' }, now));
    const soon = await createContest(
      kit,
      contestForm({
        title: 'Soon',
        type: 1,
        oiRankScoreType: 'Highest',
        startTime: new Date(now + 2 * DAY_MS).toISOString(),
        endTime: new Date(now + 2 * DAY_MS + 3 * HOUR_MS).toISOString(),
      }),
    );
    await createContest(
      kit,
      contestForm({ title: 'Far', startTime: new Date(now + 20 * DAY_MS).toISOString(), endTime: new Date(now + 21 * DAY_MS).toISOString() }),
    );
    await createContest(
      kit,
      contestForm({ title: 'Ended', startTime: new Date(now - 3 * HOUR_MS).toISOString(), endTime: new Date(now - HOUR_MS).toISOString() }),
    );
    await createContest(kit, contestForm({ title: 'Hidden', visible: false }, now));
    const grouped = await createContest(kit, contestForm({ title: 'Group', auth: ContestAuth.Public }, now));
    await kit.service.database.dataSource.getRepository(ContestEntity).update({ id: grouped }, { gid: 7 });
    await kit.call('POST', '/api/register-contest', kit.accounts.alice, { cid: running, password: '' });

    const answer = await kit.call<RecentContestDto[]>('GET', '/api/get-recent-contest');
    expect(answer.statusCode).toBe(200);
    expect(answer.data.map((contest) => contest.title)).toEqual(['Running', 'Soon']);
    expect(answer.data[0]).toMatchObject({ id: running, status: 0, duration: 3 * 3600, count: 1, oiRankScoreType: 'Recent' });
    expect(answer.data[1]).toMatchObject({ id: soon, status: -1, type: 1, duration: 3 * 3600, count: 0, oiRankScoreType: 'Highest' });
  });

  it('answers an empty list of other judges’ contests', async () => {
    expect(await kit.call('GET', '/api/get-recent-other-contest')).toMatchObject({ statusCode: 200, data: [] });
  });

  it('lists the carousel images that are not deleted, with their links', async () => {
    const files = kit.service.database.dataSource.getRepository(FileEntity);
    const row = (name: string, type: 'carousel' | 'md-img', link: string | null, isDeleted = false) => ({
      uid: kit.accounts.root.uid,
      gid: null,
      name,
      suffix: 'png',
      folderPath: 'carousel',
      filePath: `carousel/${name}`,
      type,
      link,
      isDeleted,
    });
    await files.insert([
      row('a.png', 'carousel', 'https://example.org/a'),
      row('b.png', 'carousel', null),
      row('c.png', 'carousel', null, true),
      row('d.png', 'md-img', null),
    ]);
    const answer = await kit.call<CarouselItemDto[]>('GET', '/api/home-carousel');
    expect(answer.data.map(({ url, link }) => ({ url, link }))).toEqual([
      { url: '/api/public/carousel/a.png', link: 'https://example.org/a' },
      { url: '/api/public/carousel/b.png', link: '' },
    ]);
  });

  it('ranks users by distinct problems accepted outside contests over the last 7 days, and caches the rank', async () => {
    const [p1, p2, p3] = [await kit.addBankProblem(), await kit.addBankProblem(), await kit.addBankProblem()];
    const judges = kit.service.database.dataSource.getRepository(JudgeEntity);
    const now = Date.now();
    const submit = (who: { uid: string; username: string }, pid: number, status: number, ageMs: number, cid = 0) =>
      judges.insert({
        pid,
        uid: who.uid,
        username: who.username,
        status,
        cid,
        displayPid: 'X',
        code: 'x',
        language: 'C++',
        length: 1,
        submitTime: new Date(now - ageMs),
      });
    const { alice, bob, team3 } = kit.accounts;
    // alice: two problems this week (one accepted twice), one more 8 days ago (outside the window)
    await submit(alice, p1, Verdict.Accepted, HOUR_MS);
    await submit(alice, p1, Verdict.Accepted, 2 * HOUR_MS);
    await submit(alice, p2, Verdict.Accepted, 6 * DAY_MS);
    await submit(alice, p3, Verdict.Accepted, 8 * DAY_MS);
    // bob: one accepted, one wrong; team3: accepted only inside a contest
    await submit(bob, p3, Verdict.Accepted, DAY_MS);
    await submit(bob, p2, Verdict.WrongAnswer, DAY_MS);
    await submit(team3, p1, Verdict.Accepted, DAY_MS, 99);

    const rank = await kit.call<SevenDayRankRowDto[]>('GET', '/api/get-recent-seven-ac-rank');
    expect(rank.data).toEqual([
      { uid: alice.uid, username: 'alice', avatar: null, ac: 2 },
      { uid: bob.uid, username: 'bob', avatar: null, ac: 1 },
    ]);
    // Served from memory for a minute: a new accepted submission shows later.
    await submit(bob, p1, Verdict.Accepted, 0);
    await submit(bob, p2, Verdict.Accepted, 0);
    const cached = await kit.call<SevenDayRankRowDto[]>('GET', '/api/get-recent-seven-ac-rank');
    expect(cached.data.map((row) => row.ac)).toEqual([2, 1]);
  });

  it('counts last week’s submissions per day by verdict class, cached until forceRefresh', async () => {
    const first = await kit.call<WeekStatisticsDto>('GET', '/api/get-last-week-submission-statistics');
    expect(first.statusCode).toBe(200);
    expect(first.data.days).toHaveLength(7);
    const sum = (key: 'total' | 'ac' | 'wa') => first.data.days.reduce((total, day) => total + day[key], 0);
    // Of the rank's submissions, the one 8 days ago is outside the week (the rest are within 7 days).
    expect(sum('total')).toBe(8);
    expect(sum('ac')).toBe(7);
    expect(sum('wa')).toBe(1);
    const today = first.data.days[6];
    expect(today?.ac).toBeGreaterThanOrEqual(2);
    expect(first.data.days.map((day) => day.date)).toEqual([...first.data.days.map((day) => day.date)].sort());

    const judges = kit.service.database.dataSource.getRepository(JudgeEntity);
    await judges.insert({
      pid: 1,
      uid: kit.accounts.bob.uid,
      username: 'bob',
      status: Verdict.CompileError,
      cid: 0,
      displayPid: 'X',
      code: 'x',
      language: 'C++',
      length: 1,
      submitTime: new Date(),
    });
    const cached = await kit.call<WeekStatisticsDto>('GET', '/api/get-last-week-submission-statistics');
    expect(cached.data.generatedAt).toBe(first.data.generatedAt);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const fresh = await kit.call<WeekStatisticsDto>('GET', '/api/get-last-week-submission-statistics?forceRefresh=true');
    expect(fresh.data.days.reduce((total, day) => total + day.ce, 0)).toBe(1);
    expect(fresh.data.days.reduce((total, day) => total + day.total, 0)).toBe(9);
  }, 20_000);

  it('serves a quote in the asked language from its own set', async () => {
    const zh = await kit.call<QuoteDto>('GET', '/api/get-home-quote?lang=zh-CN');
    expect(quotesOf('zh-CN')).toContainEqual(zh.data);
    const en = await kit.call<QuoteDto>('GET', '/api/get-home-quote?lang=en-US');
    expect(quotesOf('en-US')).toContainEqual(en.data);
    expect((await kit.call('GET', '/api/get-home-quote?lang=fr')).statusCode).toBe(400);
  });
});

describe('home helpers', () => {
  it('classes verdicts for the chart', () => {
    expect([0, -1, -3, 1, 2, 3, -2, 4, 8].map(verdictClassOf)).toEqual(['ac', 'wa', 'wa', 'tle', 'mle', 're', 'ce', 'other', 'other']);
  });

  it('keeps a value for its TTL, refreshes on demand after the minimum age, and forgets failures', async () => {
    let now = 0;
    let calls = 0;
    const cache = new TtlCache<number>(1000, () => now, 100);
    const compute = () => Promise.resolve(++calls);
    expect(await cache.get(compute)).toBe(1);
    now = 50;
    expect(await cache.get(compute, true)).toBe(1);
    now = 150;
    expect(await cache.get(compute, true)).toBe(2);
    now = 1200;
    expect(await cache.get(compute)).toBe(3);
    now = 1400;
    await expect(cache.get(() => Promise.reject(new Error('down')), true)).rejects.toThrow('down');
    expect(await cache.get(compute)).toBe(4);
  });
});
