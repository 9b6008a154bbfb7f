import { Role } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { canDeleteDiscussion, canEditDiscussion, isDiscussionModerator, isTrustedAuthor, postingRefusal } from '../src/index.ts';

const THRESHOLDS = { minAccepted: 3, dailyLimit: 2 };
const ENOUGH = { accepted: 3, postedToday: 0 };

describe('discussion rules (spec 03 §6)', () => {
  it('bars roles 1004 and 1006 from discussing and muted roles from writing', () => {
    expect(postingRefusal([Role.User], THRESHOLDS, ENOUGH)).toBeNull();
    expect(postingRefusal([Role.NoDiscuss], THRESHOLDS, ENOUGH)).toEqual({ reason: 'barred' });
    expect(postingRefusal([Role.NoSubmitNoDiscuss], THRESHOLDS, ENOUGH)).toEqual({ reason: 'barred' });
    expect(postingRefusal([Role.Muted], THRESHOLDS, ENOUGH)).toEqual({ reason: 'muted' });
    expect(postingRefusal([Role.NoSubmitMuted], THRESHOLDS, ENOUGH)).toEqual({ reason: 'muted' });
    expect(postingRefusal([Role.NoSubmit], THRESHOLDS, ENOUGH)).toBeNull();
  });

  it('asks accepted problems and a daily limit of ordinary users only', () => {
    expect(postingRefusal([Role.User], THRESHOLDS, { accepted: 2, postedToday: 0 })).toEqual({ reason: 'accepted', needed: 3 });
    expect(postingRefusal([Role.User], THRESHOLDS, { accepted: 9, postedToday: 2 })).toEqual({ reason: 'daily', limit: 2 });
    expect(postingRefusal([Role.User], { minAccepted: 0, dailyLimit: 0 }, { accepted: 0, postedToday: 99 })).toBeNull();
    for (const role of [Role.Admin, Role.ProblemAdmin, Role.SuperAdmin]) {
      expect(postingRefusal([role], THRESHOLDS, { accepted: 0, postedToday: 50 })).toBeNull();
    }
  });

  it('lets the author edit, the author or any admin role delete, and admin roles moderate', () => {
    const discussion = { uid: 'author' };
    const author = { uid: 'author', roles: [Role.User] };
    const other = { uid: 'other', roles: [Role.User] };
    const admin = { uid: 'admin', roles: [Role.ProblemAdmin] };
    expect(canEditDiscussion(discussion, author)).toBe(true);
    expect(canEditDiscussion(discussion, admin)).toBe(false);
    expect(canEditDiscussion(discussion, null)).toBe(false);
    expect(canDeleteDiscussion(discussion, author)).toBe(true);
    expect(canDeleteDiscussion(discussion, admin)).toBe(true);
    expect(canDeleteDiscussion(discussion, other)).toBe(false);
    expect(isDiscussionModerator(admin)).toBe(true);
    expect(isDiscussionModerator(other)).toBe(false);
    expect(isTrustedAuthor([Role.SuperAdmin])).toBe(true);
    expect(isTrustedAuthor([Role.User])).toBe(false);
  });
});
