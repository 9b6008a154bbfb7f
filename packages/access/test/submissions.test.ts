import { describe, expect, it } from 'vitest';
import { ProblemAuth } from '@oj/contracts';
import { canSeeCode, canSeeSubmission, canUseCode, caseResultAccess, isOwner } from '../src/index.ts';
import type { SubmissionFacts, Viewer } from '../src/index.ts';

const anonymous: Viewer = { uid: null, isAdmin: false };
const owner: Viewer = { uid: 'owner', isAdmin: false };
const other: Viewer = { uid: 'other', isAdmin: false };
const admin: Viewer = { uid: 'admin', isAdmin: true };

const submission = (facts: Partial<SubmissionFacts> = {}): SubmissionFacts => ({ uid: 'owner', cid: 0, gid: null, share: false, ...facts });
const openProblem = { auth: ProblemAuth.Public, isGroup: false, gid: null };
const privateProblem = { auth: ProblemAuth.Private, isGroup: false, gid: null };

describe('isOwner', () => {
  it('never matches the anonymous viewer', () => {
    expect(isOwner(submission(), owner)).toBe(true);
    expect(isOwner(submission(), other)).toBe(false);
    expect(isOwner({ uid: '' }, anonymous)).toBe(false);
  });
});

describe('canSeeSubmission', () => {
  it('shows main-bank submissions of an open or missing problem to everyone', () => {
    for (const viewer of [anonymous, other, owner, admin]) {
      expect(canSeeSubmission(submission(), viewer, openProblem)).toBe(true);
      expect(canSeeSubmission(submission(), viewer, null)).toBe(true);
    }
  });

  it('shows submissions of a problem the viewer may not open to admin roles only, the owner included', () => {
    expect(canSeeSubmission(submission(), owner, privateProblem)).toBe(false);
    expect(canSeeSubmission(submission(), other, privateProblem)).toBe(false);
    expect(canSeeSubmission(submission(), admin, privateProblem)).toBe(true);
  });

  it('shows contest and group submissions to their owner and admin roles', () => {
    for (const row of [submission({ cid: 3 }), submission({ gid: 2 })]) {
      expect(canSeeSubmission(row, owner, openProblem)).toBe(true);
      expect(canSeeSubmission(row, admin, openProblem)).toBe(true);
      expect(canSeeSubmission(row, other, openProblem)).toBe(false);
      expect(canSeeSubmission(row, anonymous, null)).toBe(false);
    }
  });
});

describe('caseResultAccess', () => {
  it('gives admin roles everything, whatever the problem says', () => {
    expect(caseResultAccess(submission(), admin, false)).toBe('full');
    expect(caseResultAccess(submission(), admin, true)).toBe('full');
  });

  it('gives nothing while closed, the owner full cases and others only verdicts while open', () => {
    expect(caseResultAccess(submission(), owner, false)).toBe('none');
    expect(caseResultAccess(submission(), other, false)).toBe('none');
    expect(caseResultAccess(submission(), owner, true)).toBe('full');
    expect(caseResultAccess(submission(), other, true)).toBe('verdicts');
    expect(caseResultAccess(submission(), anonymous, true)).toBe('verdicts');
  });
});

describe('canSeeCode', () => {
  it('shows the code to its owner and admin roles', () => {
    expect(canSeeCode(submission({ cid: 5 }), owner, false)).toBe(true);
    expect(canSeeCode(submission({ cid: 5 }), admin, false)).toBe(true);
    expect(canSeeCode(submission(), other, true)).toBe(false);
  });

  it('shows shared main-bank code to anyone only while the problem allows sharing', () => {
    expect(canSeeCode(submission({ share: true }), other, true)).toBe(true);
    expect(canSeeCode(submission({ share: true }), anonymous, true)).toBe(true);
    expect(canSeeCode(submission({ share: true }), other, false)).toBe(false);
    // Contest code is never shared (yet).
    expect(canSeeCode(submission({ share: true, cid: 5 }), other, true)).toBe(false);
  });
});

describe('canUseCode', () => {
  it('is the code rule without sharing', () => {
    expect(canUseCode(submission({ share: true }), other)).toBe(false);
    expect(canUseCode(submission({ share: true }), anonymous)).toBe(false);
    expect(canUseCode(submission(), owner)).toBe(true);
    expect(canUseCode(submission(), admin)).toBe(true);
  });
});
