import { describe, expect, it } from 'vitest';
import { avatarFileProblem, clampView, coverScale, initialView, sourceRect, turnedSize, zoomView } from '@/lib/avatar-crop.ts';
import { leftWidthOf, splitAfterDrag } from '@/features/problem-detail/split.ts';
import { isAcceptedMilestone } from '@/features/problem-detail/hooks/use-celebration.ts';
import { parseSubmissionQuery, submissionSearch } from '@/features/submissions/query.ts';
import { formatLength, formatMemoryKb, formatTimeMs, languageLimits } from '@/lib/format.ts';
import { monacoLanguageOf } from '@/lib/language-mode.ts';
import { relativeTime } from '@/lib/time.ts';
import { verdictShares } from '@/lib/verdict-share.ts';

describe('avatar crop (spec 01 §4, §5)', () => {
  it('refuses other types and files over 2 MB', () => {
    expect(avatarFileProblem({ name: 'me.PNG', size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: 'me.webp', size: 2_097_152 })).toBeNull();
    expect(avatarFileProblem({ name: 'me.svg', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'png', size: 10 })).toBe('type');
    expect(avatarFileProblem({ name: 'me.jpg', size: 2_097_153 })).toBe('size');
  });

  it('starts centred and covering the 200 px square, and never shows an empty border', () => {
    const view = initialView(400, 200);
    expect(view).toEqual({ scale: 1, x: -100, y: 0 });
    expect(clampView({ scale: 1, x: 50, y: -80 }, 400, 200)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampView({ scale: 1, x: -500, y: 0 }, 400, 200)).toEqual({ scale: 1, x: -200, y: 0 });
  });

  it('zooms about the centre within 1x to 4x and crops the matching source square', () => {
    const view = zoomView(initialView(400, 200), 2, 400, 200);
    expect(view.scale).toBe(coverScale(400, 200) * 2);
    // The square's centre still shows image point (200, 100).
    expect((100 - view.x) / view.scale).toBeCloseTo(200);
    expect((100 - view.y) / view.scale).toBeCloseTo(100);
    expect(sourceRect(view)).toEqual({ sx: 150, sy: 50, size: 100 });
    expect(zoomView(view, 99, 400, 200).scale).toBe(4);
  });

  it('swaps the sides on a quarter turn either way, and keeps them on a half turn (spec 03 §2.7 rotate)', () => {
    expect(turnedSize(400, 200, 1)).toEqual({ width: 200, height: 400 });
    expect(turnedSize(400, 200, -1)).toEqual({ width: 200, height: 400 });
    expect(turnedSize(400, 200, 2)).toEqual({ width: 400, height: 200 });
    expect(initialView(turnedSize(400, 200, 1).width, turnedSize(400, 200, 1).height)).toEqual({ scale: 1, x: 0, y: -100 });
  });
});

describe('split view divider (spec 01 §9)', () => {
  it('collapses a side dragged below 200 px', () => {
    expect(splitAfterDrag(150, 1200)).toEqual({ kind: 'leftCollapsed' });
    expect(splitAfterDrag(1050, 1200)).toEqual({ kind: 'rightCollapsed' });
    expect(splitAfterDrag(600, 1200)).toEqual({ kind: 'split', leftPx: 600 });
    // The timed variant's minimum widths (420 left, 580 right) hold without collapsing.
    expect(splitAfterDrag(300, 1200, 420, 580)).toEqual({ kind: 'split', leftPx: 420 });
    expect(splitAfterDrag(800, 1200, 420, 580)).toEqual({ kind: 'split', leftPx: 620 });
    expect(leftWidthOf({ kind: 'leftCollapsed' }, 1000)).toBe(0);
    expect(leftWidthOf({ kind: 'rightCollapsed' }, 1000)).toBe(1000);
  });
});

describe('submission list query (spec 01 §2)', () => {
  it('reads every filter, normalising the page and dropping unknown statuses', () => {
    expect(parseSubmissionQuery(new URLSearchParams('onlyMine=true&status=-1&problemID=P1000&currentPage=0&limit=30&contestID=3'))).toEqual({
      onlyMine: true,
      status: -1,
      username: '',
      problemID: 'P1000',
      currentPage: 1,
      limit: 30,
      completeProblemID: false,
      contestID: 3,
    });
    expect(parseSubmissionQuery(new URLSearchParams('status=42&limit=7')).status).toBeNull();
    expect(parseSubmissionQuery(new URLSearchParams('limit=7')).limit).toBe(15);
  });

  it('leaves the author out while Mine is on', () => {
    const search = submissionSearch({ ...parseSubmissionQuery(new URLSearchParams()), onlyMine: true, username: 'bob' });
    expect(search.toString()).toBe('onlyMine=true');
  });
});

describe('display helpers', () => {
  it('formats time, memory (KB in) and length', () => {
    expect(formatTimeMs(null)).toBe('--');
    expect(formatTimeMs(15)).toBe('15 ms');
    expect(formatMemoryKb(812)).toBe('812 KB');
    expect(formatMemoryKb(3636)).toBe('3.55 MB');
    expect(formatLength(130)).toBe('130 B');
    expect(formatLength(2048)).toBe('2 KB');
  });

  it('doubles limits for other languages on own problems only (spec 01 §9)', () => {
    expect(languageLimits(1000, false)).toEqual({ native: 1000, others: 2000 });
    expect(languageLimits(1000, true)).toEqual({ native: 1000, others: null });
  });

  it('says how long ago, in the interface language', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-22T11:57:00Z', 'en-US', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-22T11:57:00Z', 'zh-CN', now)).toBe('3分钟前');
    expect(relativeTime('2026-11-20T12:00:00Z', 'en-US', now)).toBe('2 days ago');
  });

  it('maps judge languages to editor modes', () => {
    expect(monacoLanguageOf('text/x-c++src', 'C++ 17')).toBe('cpp');
    expect(monacoLanguageOf(null, 'Python3')).toBe('python');
    expect(monacoLanguageOf(null, 'JavaScript Node')).toBe('javascript');
    expect(monacoLanguageOf(null, 'Java')).toBe('java');
    expect(monacoLanguageOf(undefined, 'Brainfuck')).toBe('plaintext');
  });

  it('shares verdicts of the total, and milestones every 100 acceptances', () => {
    const shares = verdictShares({ total: 4, ac: 1, wa: 3, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });
    expect(shares.find((share) => share.status === 0)?.percent).toBe(25);
    expect(shares.find((share) => share.status === -1)?.count).toBe(3);
    expect(verdictShares({ total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 }).every((share) => share.percent === 0)).toBe(true);
    expect([0, 99, 101].some(isAcceptedMilestone)).toBe(false);
    expect([100, 300].every(isAcceptedMilestone)).toBe(true);
  });
});
