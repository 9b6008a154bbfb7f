import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestStatus, Role } from '@oj/contracts';
import { ContestMessage } from '../src/modules/contest/messages.ts';
import { contestStatusAt, hasContestAccess, hasRealTimePermission, insideRefusal, isContestAdmin, passesAccountLimit } from '../src/modules/contest/rules.ts';
import type { ContestFacts } from '../src/modules/contest/rules.ts';

// The contest rules of spec 02 §4 and §6, pure.

const START = Date.UTC(2030, 0, 1, 9);
const END = START + 5 * 3_600_000;
const contest = (overrides: Partial<ContestFacts> = {}): ContestFacts => ({
  uid: 'author',
  gid: null,
  auth: ContestAuth.Public,
  startTime: new Date(START),
  endTime: new Date(END),
  visible: true,
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  ...overrides,
});
const user = { uid: 'someone', roles: [Role.User] };

describe('contest rules', () => {
  it('derives the status: start inclusive, end exclusive', () => {
    expect(contestStatusAt(contest(), START - 1)).toBe(ContestStatus.Scheduled);
    expect(contestStatusAt(contest(), START)).toBe(ContestStatus.Running);
    expect(contestStatusAt(contest(), END - 1)).toBe(ContestStatus.Running);
    expect(contestStatusAt(contest(), END)).toBe(ContestStatus.Ended);
  });

  it('makes the author and the super admin contest admins, nobody else (other admins included)', () => {
    expect(isContestAdmin(contest(), { uid: 'author', roles: [Role.User] })).toBe(true);
    expect(isContestAdmin(contest(), { uid: 'boss', roles: [Role.SuperAdmin] })).toBe(true);
    expect(isContestAdmin(contest(), { uid: 'other', roles: [Role.Admin, Role.ProblemAdmin] })).toBe(false);
    expect(isContestAdmin(contest(), null)).toBe(false);
  });

  it('keeps the inside from non-admins before the start, and a private contest’s from the unregistered', () => {
    expect(insideRefusal(contest(), user, false, START - 1)).toBe(ContestMessage.contestNotStarted);
    expect(insideRefusal(contest(), { uid: 'author', roles: [] }, false, START - 1)).toBeNull();
    expect(insideRefusal(contest({ auth: ContestAuth.Private }), user, false, START)).toBe(ContestMessage.notRegistered);
    expect(insideRefusal(contest({ auth: ContestAuth.Private }), user, true, START)).toBeNull();
    expect(insideRefusal(contest({ auth: ContestAuth.Protected }), user, false, END + 1)).toBeNull();
    expect(hasContestAccess(contest({ auth: ContestAuth.Protected }), user, false)).toBe(false);
    expect(hasContestAccess(contest({ auth: ContestAuth.Protected }), user, true)).toBe(true);
    expect(hasContestAccess(contest(), user, false)).toBe(true);
  });

  it('gives real-time permission before the seal, to admins, and after the end only with autoRealRank', () => {
    const sealAt = END - 3_600_000;
    const sealed = contest({ sealRank: true, sealRankTime: new Date(sealAt) });
    expect(hasRealTimePermission(sealed, false, sealAt - 1)).toBe(true);
    expect(hasRealTimePermission(sealed, false, sealAt)).toBe(false);
    expect(hasRealTimePermission(sealed, true, sealAt)).toBe(true);
    expect(hasRealTimePermission(sealed, false, END)).toBe(true);
    expect(hasRealTimePermission({ ...sealed, autoRealRank: false }, false, END + 1)).toBe(false);
    expect(hasRealTimePermission(contest(), false, sealAt)).toBe(true);
  });

  it('matches the account limit rule as generated accounts are named', () => {
    const rule = { prefix: 'team', suffix: '_a', start: 1, end: 20, extra: ['coach'] };
    expect(passesAccountLimit(rule, 'team1_a')).toBe(true);
    expect(passesAccountLimit(rule, 'team20_a')).toBe(true);
    expect(passesAccountLimit(rule, 'coach')).toBe(true);
    for (const name of ['team0_a', 'team21_a', 'team01_a', 'team1', 'team_a', 'teamx_a', 'Team1_a', 'team1_a_a', 'team-1_a']) {
      expect(passesAccountLimit(rule, name), name).toBe(false);
    }
    expect(passesAccountLimit({ prefix: 'ab', suffix: 'ba', start: 0, end: 9, extra: [] }, 'aba')).toBe(false);
  });
});
