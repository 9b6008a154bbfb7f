import { describe, expect, it } from 'vitest';
import { ContestStatus, Role, Verdict } from '@oj/contracts';
import {
  TIMED_WORK_HIDDEN_STATUSES,
  contestSubmissionsAccess,
  contestViewerOf,
  handInRefusal,
  isMasked,
  personalEndMs,
  personalTimedWorkStatus,
  resultMaskOf,
  seesTimedWorkProblems,
  seesTimedWorkRank,
  seesTimedWorkSubmissions,
  seesWholeContest,
  shownTimedWorkStatus,
  startRefusal,
  submitRefusal,
  timedWorkResultsHidden,
  timedWorkSubmitRefusal,
} from '../src/index.ts';
import type { ContestFacts, TimedWorkFacts } from '../src/index.ts';

// The timed-work rules (spec 02 §4 "Timed work status", "Timed work flow", "Hidden results").

const START = Date.UTC(2030, 0, 1, 9);
const END = START + 5 * 3_600_000;
const HOUR = 3_600_000;
const work: TimedWorkFacts = { startTimeMs: START, endTimeMs: END, durationSec: 3600 };
const viewer = (uid: string, ...roles: number[]) => contestViewerOf({ uid, roles });
const user = viewer('u1', Role.User);
const admins = [viewer('root', Role.SuperAdmin), viewer('ad', Role.Admin), viewer('pa', Role.ProblemAdmin)];
const running = { startTimeMs: START + HOUR, endTimeMs: null };
const handedIn = { startTimeMs: START + HOUR, endTimeMs: START + HOUR + 60_000 };

describe('timed work status', () => {
  it('is the work’s own status without a record', () => {
    expect(personalTimedWorkStatus(work, null, START - 1)).toBe(ContestStatus.Scheduled);
    expect(personalTimedWorkStatus(work, null, START)).toBe(ContestStatus.Running);
    expect(personalTimedWorkStatus(work, null, END)).toBe(ContestStatus.Ended);
  });

  it('is running with a record without an end, ended with one that has an end', () => {
    expect(personalTimedWorkStatus(work, running, START + HOUR + 1)).toBe(ContestStatus.Running);
    expect(personalTimedWorkStatus(work, handedIn, START + HOUR + 120_000)).toBe(ContestStatus.Ended);
  });

  it('ends at the earlier of the window end and the record start plus the duration', () => {
    expect(personalEndMs(work, running)).toBe(START + 2 * HOUR);
    const late = { startTimeMs: END - 60_000, endTimeMs: null };
    expect(personalEndMs(work, late)).toBe(END);
    expect(personalTimedWorkStatus(work, running, START + 2 * HOUR - 1)).toBe(ContestStatus.Running);
    expect(personalTimedWorkStatus(work, running, START + 2 * HOUR)).toBe(ContestStatus.Ended);
    expect(personalTimedWorkStatus(work, late, END)).toBe(ContestStatus.Ended);
  });
});

describe('timed work flow', () => {
  it('starts inside the window, once', () => {
    expect(startRefusal(work, null, START - 1)).toBe('notStarted');
    expect(startRefusal(work, null, START)).toBeNull();
    expect(startRefusal(work, null, END)).toBe('ended');
    expect(startRefusal(work, running, START + HOUR + 5)).toBe('alreadyStarted');
  });

  it('takes submissions only while the record has no end and the work has not ended for the user', () => {
    expect(timedWorkSubmitRefusal(work, null, START)).toBe('notEntered');
    expect(timedWorkSubmitRefusal(work, running, START + HOUR + 1)).toBeNull();
    expect(timedWorkSubmitRefusal(work, handedIn, START + HOUR + 120_000)).toBe('ended');
    expect(timedWorkSubmitRefusal(work, running, START + 2 * HOUR)).toBe('ended');
    expect(timedWorkSubmitRefusal(work, null, END)).toBe('ended');
  });

  it('is the contest gate’s rule too', () => {
    const gate: ContestFacts = {
      kind: 'timedWork',
      authorUid: 'root',
      gid: null,
      auth: 0,
      visible: true,
      startTimeMs: START,
      endTimeMs: END,
      sealStartMs: null,
      autoRealRank: true,
      allowEndSubmit: false,
      durationSec: 3600,
    };
    const member = { registeredAtMs: START + HOUR, handedInAtMs: null };
    expect(submitRefusal(gate, user, member, START + HOUR + 1)).toBeNull();
    expect(submitRefusal(gate, user, { ...member, handedInAtMs: START + HOUR + 2 }, START + HOUR + 3)).toBe('ended');
    expect(submitRefusal(gate, user, member, START + 2 * HOUR)).toBe('ended');
    expect(submitRefusal(gate, user, null, START + 1)).toBe('timedWorkNotStarted');
  });

  it('hands in a started attempt once', () => {
    expect(handInRefusal(null)).toBe('notEntered');
    expect(handInRefusal(running)).toBeNull();
    expect(handInRefusal(handedIn)).toBe('handedIn');
  });

  it('shows the submissions tab to the admin roles only, the problems to them and users who entered', () => {
    for (const admin of admins) {
      expect(seesTimedWorkSubmissions(admin)).toBe(true);
      expect(seesTimedWorkProblems(admin, null)).toBe(true);
    }
    expect(seesTimedWorkSubmissions(user)).toBe(false);
    expect(seesTimedWorkSubmissions(contestViewerOf(null))).toBe(false);
    expect(seesTimedWorkProblems(user, null)).toBe(false);
    expect(seesTimedWorkProblems(user, running)).toBe(true);
  });

  it('unlocks the rank after the hand-in, when the time ran out, or after the window; admins always', () => {
    expect(seesTimedWorkRank(work, user, running, START + HOUR + 1)).toBe(false);
    expect(seesTimedWorkRank(work, user, null, START + 1)).toBe(false);
    expect(seesTimedWorkRank(work, user, handedIn, START + HOUR + 120_000)).toBe(true);
    expect(seesTimedWorkRank(work, user, running, START + 2 * HOUR)).toBe(true);
    expect(seesTimedWorkRank(work, user, null, END)).toBe(true);
    for (const admin of admins) expect(seesTimedWorkRank(work, admin, null, START + 1)).toBe(true);
  });
});

describe('hidden results', () => {
  const ALL = [-10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('shows -3, -2, -1, 0, 1, 2, 3, 4 and 8 as -5 while hidden, and the others as they are', () => {
    expect([...TIMED_WORK_HIDDEN_STATUSES].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3, 4, 8]);
    for (const status of ALL) {
      const covered = [-3, -2, -1, 0, 1, 2, 3, 4, 8].includes(status);
      expect(shownTimedWorkStatus(status, true)).toBe(covered ? Verdict.SubmittedUnknownResult : status);
      expect(shownTimedWorkStatus(status, false)).toBe(status);
    }
  });

  it('hides while the work runs for the user, never for the admin roles', () => {
    expect(timedWorkResultsHidden(work, user, running, START + HOUR + 1)).toBe(true);
    expect(timedWorkResultsHidden(work, user, handedIn, START + HOUR + 120_000)).toBe(false);
    expect(timedWorkResultsHidden(work, user, running, START + 2 * HOUR)).toBe(false);
    expect(timedWorkResultsHidden(work, user, null, END)).toBe(false);
    for (const admin of admins) expect(timedWorkResultsHidden(work, admin, running, START + HOUR + 1)).toBe(false);
  });

  it('gives the submission calls a mask of the user’s own final statuses, and the admin roles the whole work', () => {
    const gate: ContestFacts = {
      kind: 'timedWork',
      authorUid: 'root',
      gid: null,
      auth: 0,
      visible: true,
      startTimeMs: START,
      endTimeMs: END,
      sealStartMs: null,
      autoRealRank: true,
      allowEndSubmit: false,
      durationSec: 3600,
    };
    const member = { registeredAtMs: START + HOUR, handedInAtMs: null };
    const now = START + HOUR + 1;
    for (const admin of admins) {
      expect(seesWholeContest(gate, admin, now)).toBe(true);
      expect(contestSubmissionsAccess(gate, admin, false, now)).toBe('full');
    }
    const access = contestSubmissionsAccess(gate, user, true, now);
    expect(access).toBe('ownOnly');
    const mask = resultMaskOf(gate, user, access, now, member);
    expect(mask).toEqual({ kind: 'ownFinal', viewerUid: 'u1' });
    const row = (status: number) => ({ uid: 'u1', submitTime: new Date(now), status });
    expect(isMasked(row(Verdict.Accepted), mask)).toBe(true);
    expect(isMasked(row(Verdict.Judging), mask)).toBe(false);
    expect(resultMaskOf(gate, user, access, now, { ...member, handedInAtMs: now })).toBeNull();
    expect(resultMaskOf(gate, admins[1]!, 'full', now, member)).toBeNull();
  });
});
