import { describe, expect, it } from 'vitest';
import { JudgeRowChanges } from '../src/modules/judge-rows/changes.ts';
import { pageKeyOf } from '../src/modules/submission/queries.ts';
import { RecentListPages } from '../src/modules/submission/recent-pages.ts';
import type { ListPage } from '../src/modules/submission/recent-pages.ts';
import type { SubmissionFilter } from '../src/modules/submission/list-filter.ts';

// The kept pages' bookkeeping, pure (the list itself is read in list-pages.test.ts).

const page = (total: number): ListPage => ({ total, records: [] });

describe('RecentListPages', () => {
  it('reuses a page for its time, shares a load in flight, and reads again after', async () => {
    const pages = new RecentListPages(new JudgeRowChanges(), 1_000);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(page(loads));
    };
    const [first, second] = await Promise.all([pages.page('k', 0, load, 0), pages.page('k', 0, load, 10)]);
    expect([first.total, second.total, loads]).toEqual([1, 1, 1]);
    expect((await pages.page('k', 0, load, 999)).total).toBe(1);
    expect((await pages.page('k', 0, load, 1_000)).total).toBe(2);
  });

  it('drops the pages and totals of a contest on its change, and only those', async () => {
    const changes = new JudgeRowChanges();
    const pages = new RecentListPages(changes, 1_000);
    await pages.page('main', 0, () => Promise.resolve(page(1)), 0);
    await pages.page('contest', 7, () => Promise.resolve(page(1)), 0);
    await pages.unfilteredTotal('main-total', 0, () => Promise.resolve(1), 0);
    changes.changed(0);
    expect((await pages.page('main', 0, () => Promise.resolve(page(2)), 1)).total).toBe(2);
    expect(await pages.unfilteredTotal('main-total', 0, () => Promise.resolve(2), 1)).toBe(2);
    expect((await pages.page('contest', 7, () => Promise.resolve(page(2)), 1)).total).toBe(1);
  });

  it('keeps nothing with a time of 0 and forgets a failed load', async () => {
    const pages = new RecentListPages(new JudgeRowChanges(), 0);
    await pages.page('k', 0, () => Promise.resolve(page(1)), 0);
    expect(pages.size).toBe(0);
    const kept = new RecentListPages(new JudgeRowChanges(), 1_000);
    await expect(kept.page('k', 0, () => Promise.reject(new Error('database away')), 0)).rejects.toThrow('database away');
    expect((await kept.page('k', 0, () => Promise.resolve(page(3)), 1)).total).toBe(3);
  });
});

describe('pageKeyOf', () => {
  const base: SubmissionFilter = { page: 1, limit: 15, cid: 0, completeProblemId: false, visibleProblemsOnly: true };
  const mask = { kind: 'seal' as const, viewerUid: 'alice', sinceMs: 5 };
  const contest = { fromMs: 1, untilMs: 9, pids: null, mask, displayIds: new Map<number, string>() };

  it("differs whenever the viewer changes the rows: own rows, visible problems, a status seen through the viewer's seal", () => {
    expect(pageKeyOf({ ...base, uid: 'alice' })).not.toBe(pageKeyOf({ ...base, uid: 'bob' }));
    expect(pageKeyOf(base)).not.toBe(pageKeyOf({ ...base, visibleProblemsOnly: false }));
    const sealedStatus = { ...base, cid: 3, status: 0, contest };
    expect(pageKeyOf(sealedStatus)).not.toBe(
      pageKeyOf({ ...sealedStatus, contest: { ...contest, mask: { kind: 'seal' as const, viewerUid: 'bob', sinceMs: 5 } } }),
    );
  });

  it('is shared by viewers whose seal is applied after the page (no status filter)', () => {
    const sealed = { ...base, cid: 3, contest };
    expect(pageKeyOf(sealed)).toBe(pageKeyOf({ ...sealed, contest: { ...contest, mask: { kind: 'seal' as const, viewerUid: 'bob', sinceMs: 5 } } }));
    expect(pageKeyOf(sealed)).toBe(pageKeyOf({ ...sealed, contest: { ...contest, mask: null } }));
  });
});
