import { describe, expect, it } from 'vitest';
import { ProblemAuth, Role } from '@oj/contracts';
import {
  OPEN_PROBLEM,
  OPEN_PROBLEM_SQL_PARAMETER,
  canViewProblem,
  hiddenProblemSql,
  listedProblemAuths,
  listedProblemsWhere,
  openProblemSql,
  openProblemWhere,
  viewerOf,
} from '../src/index.ts';
import type { ProblemFacts, Viewer } from '../src/index.ts';

const anonymous: Viewer = viewerOf(null);
const user: Viewer = viewerOf({ uid: 'u1', roles: [Role.User] });
const admin: Viewer = viewerOf({ uid: 'a1', roles: [Role.User, Role.ProblemAdmin] });

const problem = (facts: Partial<ProblemFacts> = {}): ProblemFacts => ({ auth: ProblemAuth.Public, isGroup: false, gid: null, ...facts });

describe('viewerOf', () => {
  it('is anonymous without a user and admin with any admin role', () => {
    expect(anonymous).toEqual({ uid: null, isAdmin: false });
    expect(user).toEqual({ uid: 'u1', isAdmin: false });
    for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin]) expect(viewerOf({ uid: 'x', roles: [role] }).isAdmin).toBe(true);
  });
});

describe('canViewProblem', () => {
  it('opens public main-bank problems to everyone', () => {
    for (const viewer of [anonymous, user, admin]) expect(canViewProblem(problem(), viewer)).toBe(true);
  });

  it('keeps private, contest and group problems to admin roles', () => {
    for (const hidden of [problem({ auth: ProblemAuth.Private }), problem({ auth: ProblemAuth.Contest }), problem({ isGroup: true, gid: 4 })]) {
      expect(canViewProblem(hidden, anonymous)).toBe(false);
      expect(canViewProblem(hidden, user)).toBe(false);
      expect(canViewProblem(hidden, admin)).toBe(true);
    }
  });

  it('opened from a group, shows only that group’s problems, even to admin roles', () => {
    const ofGroup = problem({ isGroup: true, gid: 4 });
    expect(canViewProblem(ofGroup, admin, { gid: 4 })).toBe(true);
    expect(canViewProblem(ofGroup, admin, { gid: 5 })).toBe(false);
    expect(canViewProblem(problem(), admin, { gid: 5 })).toBe(false);
    // No group named (absent or null) is the main bank.
    expect(canViewProblem(problem(), user, { gid: null })).toBe(true);
    expect(canViewProblem(problem(), user, {})).toBe(true);
  });

  it('OPEN_PROBLEM is exactly what a plain user may open', () => {
    expect(canViewProblem(problem(OPEN_PROBLEM), user)).toBe(true);
    expect(canViewProblem(problem({ ...OPEN_PROBLEM, isGroup: true }), user)).toBe(false);
  });
});

describe('listedProblemAuths', () => {
  it('lists public problems to everyone, private ones to admin roles, contest problems never', () => {
    expect(listedProblemAuths(user)).toEqual([ProblemAuth.Public]);
    expect(listedProblemAuths(admin)).toEqual([ProblemAuth.Public, ProblemAuth.Private]);
  });
});

describe('the SQL forms of canViewProblem', () => {
  it('compare the columns with OPEN_PROBLEM, raw (one parameter) and named', () => {
    expect(openProblemSql('p')).toBe('(p.`auth` = ? AND p.`isGroup` = 0)');
    expect(OPEN_PROBLEM_SQL_PARAMETER).toBe(OPEN_PROBLEM.auth);
    expect(hiddenProblemSql('h')).toBe('NOT (h.`auth` = ? AND h.`isGroup` = 0)');
    expect(openProblemWhere('p')).toEqual({
      sql: '(p.auth = :openProblemAuth AND p.isGroup = :openProblemIsGroup)',
      params: { openProblemAuth: OPEN_PROBLEM.auth, openProblemIsGroup: 0 },
    });
    expect(listedProblemsWhere('p', listedProblemAuths(admin)).params).toEqual({
      listedProblemAuths: [ProblemAuth.Public, ProblemAuth.Private],
      listedProblemIsGroup: 0,
    });
  });
});
