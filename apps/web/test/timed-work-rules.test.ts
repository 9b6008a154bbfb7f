import { describe, expect, it } from 'vitest';
import {
  attemptRunning,
  isTimedWorkProblemPath,
  rankCellColor,
  shownWindow,
  timedWorkCid,
  timedWorkTabOfPath,
  timedWorkTabs,
} from '@/features/timed-work/rules.ts';

// The timed work pages' reading of the server's answers (spec 02 §2): tabs, paths, the rank's colours
// and the window the header follows.

const START = '2030-01-01T09:00:00.000Z';
const END = '2030-01-01T14:00:00.000Z';

describe('timed work pages', () => {
  it('shows the submissions tab to the admin roles only, and disables problems and rank as the rules say', () => {
    expect(timedWorkTabs({ isAdmin: false, canSeeProblems: false, canSeeRank: false })).toEqual([
      { key: 'overview', disabled: false },
      { key: 'problems', disabled: true },
      { key: 'rank', disabled: true },
    ]);
    expect(timedWorkTabs({ isAdmin: true, canSeeProblems: true, canSeeRank: true }).map((tab) => [tab.key, tab.disabled])).toEqual([
      ['overview', false],
      ['problems', false],
      ['submissions', false],
      ['rank', false],
    ]);
  });

  it('maps paths to tabs; problem pages belong to the problems tab', () => {
    expect(timedWorkTabOfPath('/timedwork/3')).toBe('overview');
    expect(timedWorkTabOfPath('/timedwork/3/problems')).toBe('problems');
    expect(timedWorkTabOfPath('/timedwork/3/problem/A')).toBe('problems');
    expect(timedWorkTabOfPath('/timedwork/3/submissions')).toBe('submissions');
    expect(timedWorkTabOfPath('/timedwork/3/rank')).toBe('rank');
    expect(isTimedWorkProblemPath('/timedwork/3/problem/A')).toBe(true);
    expect(isTimedWorkProblemPath('/timedwork/3/problems')).toBe(false);
    expect(timedWorkCid(7)).toBe(50_007);
  });

  it('colours rank cells: -5 grey, 0 green, 8 blue, -1 red, others plain', () => {
    expect(rankCellColor(-5)).toBe('#d9d9d9');
    expect(rankCellColor(0)).toBe('#b7eb8f');
    expect(rankCellColor(8)).toBe('#91caff');
    expect(rankCellColor(-1)).toBe('#ffa39e');
    expect(rankCellColor(1)).toBeUndefined();
  });

  it('follows the user’s own attempt once started, else the window', () => {
    const base = { startTime: START, endTime: END, personalEndTime: END };
    expect(shownWindow({ ...base, record: null })).toEqual({ startMs: Date.parse(START), endMs: Date.parse(END) });
    const started = { startTime: '2030-01-01T10:00:00.000Z', endTime: null };
    const personal = { ...base, personalEndTime: '2030-01-01T11:00:00.000Z', record: started };
    expect(shownWindow(personal)).toEqual({ startMs: Date.parse(started.startTime), endMs: Date.parse(personal.personalEndTime) });
    expect(attemptRunning(personal, Date.parse('2030-01-01T10:30:00.000Z'))).toBe(true);
    expect(attemptRunning(personal, Date.parse('2030-01-01T11:00:00.000Z'))).toBe(false);
    const handedIn = { ...personal, record: { ...started, endTime: '2030-01-01T10:20:00.000Z' } };
    expect(attemptRunning(handedIn, Date.parse('2030-01-01T10:30:00.000Z'))).toBe(false);
    expect(shownWindow(handedIn).endMs).toBe(Date.parse('2030-01-01T10:20:00.000Z'));
  });
});
