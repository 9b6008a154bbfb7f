import { describe, expect, it } from 'vitest';
import { clockText, contestProgress, contestStatusAt, countdownAt, humanSpan, msUntilNextStatus } from '@/features/contest/countdown.ts';
import { durationParts } from '@/lib/duration.ts';
import { contestListSearch, parseContestListQuery } from '@/features/contest/query.ts';
import { MAX_READ_IDS, loadReadAnnouncements, markAnnouncementsRead } from '@/features/contest/read-announcements.ts';
import { asksOverwrite, needsPassword, realTimeRankAt, submitRefusal } from '@/features/contest/rules.ts';
import { contestTabOfPath } from '@/features/contest/tab-links.ts';
import { contestMenuDisabled, contestTabs } from '@/features/contest/tabs.ts';
import type { ContestTabFacts } from '@/features/contest/tabs.ts';
import { chooseContestLanguage } from '@/features/problem-detail/scope.ts';

const HOUR = 3600_000;
const window = { startMs: 10 * HOUR, endMs: 15 * HOUR };

describe('contest status, progress and countdown (spec 02 §4)', () => {
  it('moves scheduled → running at the start and running → ended at the end', () => {
    expect(contestStatusAt(window, window.startMs - 1)).toBe(-1);
    expect(contestStatusAt(window, window.startMs)).toBe(0);
    expect(contestStatusAt(window, window.endMs - 1)).toBe(0);
    expect(contestStatusAt(window, window.endMs)).toBe(1);
    expect(msUntilNextStatus(window, window.startMs - 500)).toBe(500);
    expect(msUntilNextStatus(window, window.startMs + HOUR)).toBe(4 * HOUR);
    expect(msUntilNextStatus(window, window.endMs)).toBeNull();
  });

  it('is 0 % scheduled, elapsed/duration running, 100 % ended', () => {
    expect(contestProgress(window, window.startMs - HOUR)).toBe(0);
    expect(contestProgress(window, window.startMs)).toBe(0);
    expect(contestProgress(window, window.startMs + HOUR)).toBeCloseTo(20);
    expect(contestProgress(window, window.startMs + 2.5 * HOUR)).toBeCloseTo(50);
    expect(contestProgress(window, window.endMs + HOUR)).toBe(100);
  });

  it("shows '-' and the time to the start or to the end, 'Start At' a week out, and 'Ended'", () => {
    expect(countdownAt(window, window.startMs - (2 * HOUR + 5 * 60_000 + 9000))).toEqual({ kind: 'clock', text: '-2:05:09' });
    // The last second before the start still shows a second left.
    expect(countdownAt(window, window.startMs - 400)).toEqual({ kind: 'clock', text: '-0:00:01' });
    expect(countdownAt(window, window.startMs + HOUR)).toEqual({ kind: 'clock', text: '-4:00:00' });
    // Six days and 23 hours: still a clock (hours are not capped at 24).
    expect(countdownAt(window, window.startMs - 167 * HOUR)).toEqual({ kind: 'clock', text: '-167:00:00' });
    expect(countdownAt(window, window.startMs - 9 * 24 * HOUR)).toEqual({ kind: 'startAt', span: { unit: 'day', value: 9 } });
    expect(countdownAt(window, window.endMs)).toEqual({ kind: 'ended' });
    expect(clockText(59)).toBe('0:00:59');
    expect(humanSpan(70 * 24 * 3600)).toEqual({ unit: 'month', value: 2 });
    expect(humanSpan(800 * 24 * 3600)).toEqual({ unit: 'year', value: 2 });
  });

  it('shows durations in hours from 3600 s, minutes from 60 s, else seconds (spec 02 §9)', () => {
    expect(durationParts(5 * 3600)).toEqual({ unit: 'hours', value: 5 });
    expect(durationParts(5400)).toEqual({ unit: 'hours', value: 1.5 });
    expect(durationParts(3599)).toEqual({ unit: 'minutes', value: 60 });
    expect(durationParts(90)).toEqual({ unit: 'minutes', value: 1.5 });
    expect(durationParts(59)).toEqual({ unit: 'seconds', value: 59 });
  });
});

const facts = (changes: Partial<ContestTabFacts> = {}): ContestTabFacts => ({
  type: 0,
  auth: 0,
  status: 0,
  openPrint: false,
  isAdmin: false,
  superAdmin: false,
  access: true,
  commentOn: false,
  ...changes,
});
const keys = (changes: Partial<ContestTabFacts>) => contestTabs(facts(changes)).map((tab) => tab.key);
const disabled = (changes: Partial<ContestTabFacts>) =>
  contestTabs(facts(changes))
    .filter((tab) => tab.disabled)
    .map((tab) => tab.key);

describe('contest tabs (spec 02 §2)', () => {
  it('shows the user tabs, comment with the site setting and print with openPrint', () => {
    expect(keys({})).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements']);
    expect(keys({ commentOn: true, openPrint: true })).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'comment', 'print']);
  });

  it('gives contest admins AC info and the scroll board in ACM only, print management with openPrint, rejudge to super admins', () => {
    expect(keys({ isAdmin: true })).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'acInfo', 'scrollBoard']);
    expect(keys({ isAdmin: true, type: 1, openPrint: true })).toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'print', 'adminPrint']);
    expect(keys({ superAdmin: true })).toContain('rejudge');
    expect(keys({ isAdmin: true })).not.toContain('rejudge');
  });

  it('disables every tab but the overview while scheduled or private without access, unless the viewer is an admin', () => {
    expect(disabled({ status: -1 })).toEqual(['problems', 'submissions', 'rank', 'announcements']);
    expect(disabled({ auth: 1, access: false })).toEqual(['problems', 'submissions', 'rank', 'announcements']);
    expect(disabled({ auth: 1, access: true })).toEqual([]);
    // Protected contests are readable without access; only submitting asks for the password.
    expect(disabled({ auth: 2, access: false })).toEqual([]);
    expect(disabled({ status: -1, auth: 1, access: false, isAdmin: true })).toEqual([]);
    expect(contestMenuDisabled({ auth: 0, status: 1, isAdmin: false, access: false })).toBe(false);
  });

  it('maps a path to its tab: a problem belongs to Problems, a submission to Submissions', () => {
    expect(contestTabOfPath('/contest/7/')).toBe('overview');
    expect(contestTabOfPath('/contest/7/problem/A')).toBe('problems');
    expect(contestTabOfPath('/contest/7/problem/A/submission-detail/12')).toBe('submissions');
    expect(contestTabOfPath('/contest/7/ac-info')).toBe('acInfo');
    expect(contestTabOfPath('/contest/7/scroll-board')).toBe('scrollBoard');
  });
});

describe('contest submit rules (spec 02 §4, §5)', () => {
  const contest = { auth: 0, isAdmin: false, allowEndSubmit: false, type: 1, viewerSeal: { from: '2026-01-01T12:00:00Z', until: '2026-01-01T13:00:00Z' } };
  it('refuses ended (unless allowEndSubmit), scheduled (unless admin), signed out, and no access to a contest that is not public', () => {
    expect(submitRefusal(contest, 1, true, true)).toBe('ended');
    expect(submitRefusal({ ...contest, allowEndSubmit: true }, 1, true, true)).toBeNull();
    expect(submitRefusal(contest, -1, true, true)).toBe('scheduled');
    expect(submitRefusal({ ...contest, isAdmin: true }, -1, true, true)).toBeNull();
    expect(submitRefusal(contest, 0, false, true)).toBe('login');
    expect(submitRefusal({ ...contest, auth: 2 }, 0, true, false)).toBe('password');
    expect(submitRefusal({ ...contest, auth: 2, isAdmin: true }, 0, true, false)).toBeNull();
    expect(needsPassword({ auth: 1, isAdmin: false }, false)).toBe(true);
    expect(needsPassword({ auth: 0, isAdmin: false }, false)).toBe(false);
  });

  it('follows the seal window the server sent for this viewer: sealed within it, for good without an end', () => {
    const sealMs = Date.parse(contest.viewerSeal.from);
    const untilMs = Date.parse(contest.viewerSeal.until);
    expect(realTimeRankAt(contest, sealMs - 1)).toBe(true);
    expect(realTimeRankAt(contest, sealMs)).toBe(false);
    expect(realTimeRankAt(contest, untilMs - 1)).toBe(false);
    expect(realTimeRankAt(contest, untilMs)).toBe(true);
    // autoRealRank off: the server sends no end, and the board stays sealed after the contest (the old client unsealed it).
    expect(realTimeRankAt({ viewerSeal: { ...contest.viewerSeal, until: null } }, untilMs + 86_400_000)).toBe(false);
    // Contest admins and unsealed contests: no seal at all.
    expect(realTimeRankAt({ viewerSeal: null }, sealMs + 1)).toBe(true);
  });

  it('asks to overwrite only in OI, without real-time rank, after a first submission', () => {
    expect(asksOverwrite({ type: 1 }, false, -1, -10)).toBe(true);
    expect(asksOverwrite({ type: 1 }, false, -10, -10)).toBe(false);
    expect(asksOverwrite({ type: 1 }, true, -1, -10)).toBe(false);
    expect(asksOverwrite({ type: 0 }, false, -1, -10)).toBe(false);
  });

  it('starts with the saved language if allowed, else C++, else the first listed', () => {
    expect(chooseContestLanguage('Java', ['C', 'C++', 'Java'])).toBe('Java');
    expect(chooseContestLanguage('Go', ['C', 'C++', 'Java'])).toBe('C++');
    expect(chooseContestLanguage(null, ['C', 'Python3'])).toBe('C');
    expect(chooseContestLanguage(null, [])).toBeNull();
  });
});

describe('contest list query and read announcements', () => {
  it('reads status, keyword, type and page, dropping unknown values', () => {
    expect(parseContestListQuery(new URLSearchParams('status=0&keyword=+cup+&type=1&currentPage=3'))).toEqual({
      status: 0,
      keyword: 'cup',
      type: 1,
      currentPage: 3,
    });
    expect(parseContestListQuery(new URLSearchParams('status=5&type=x&currentPage=-2'))).toEqual({ status: null, keyword: '', type: null, currentPage: 1 });
    expect(contestListSearch({ status: -1, keyword: '', type: null, currentPage: 1 }).toString()).toBe('status=-1');
  });

  it('keeps read announcement ids per contest, without duplicates, capped at the server limit', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => {
        store.set(key, value);
      },
    };
    markAnnouncementsRead(3, [5, 2], storage);
    markAnnouncementsRead(3, [2, 9], storage);
    markAnnouncementsRead(4, [1], storage);
    expect(loadReadAnnouncements(3, storage)).toEqual([2, 5, 9]);
    expect(loadReadAnnouncements(4, storage)).toEqual([1]);
    store.set('oj.contest.5.readAnnouncements', '{bad');
    expect(loadReadAnnouncements(5, storage)).toEqual([]);
    const many = Array.from({ length: MAX_READ_IDS + 5 }, (_, index) => index + 1);
    expect(markAnnouncementsRead(6, many, storage)).toHaveLength(MAX_READ_IDS);
  });
});
