import { describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { canDeleteDiscussion, canDeleteMarkdownImage, canModerateGroupDiscussions, canSeeGroupDiscussions, markdownUploadRefusal } from '../src/index.ts';

// Spec 03 §2.18 (markdown uploads) and §2.12, §6 (a group's discussions), per role.
const group = { ownerUid: 'owner' };
const viewer = (uid: string, roles: number[], memberLevel: number | null) => ({ uid, roles, memberLevel });

describe('markdown uploads', () => {
  const inGroup = (roles: number[], level: number | null) => ({ facts: group, viewer: viewer('u', roles, level) });

  it('lets admin roles upload images and files without a group, and nobody else', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin]) {
      expect(markdownUploadRefusal('image', [role], null)).toBeNull();
      expect(markdownUploadRefusal('file', [role], null)).toBeNull();
    }
    expect(markdownUploadRefusal('image', [Role.User], null)).toBe('adminOnly');
    expect(markdownUploadRefusal('file', [Role.User], null)).toBe('adminOnly');
  });

  it("lets a group's admins upload images for it, files only with an admin role too", () => {
    expect(markdownUploadRefusal('image', [Role.User], inGroup([Role.User], 4))).toBeNull();
    expect(markdownUploadRefusal('image', [Role.User], inGroup([Role.User], 5))).toBeNull();
    expect(markdownUploadRefusal('image', [Role.User], inGroup([Role.User], 3))).toBe('groupAdminOnly');
    expect(markdownUploadRefusal('image', [Role.User], inGroup([Role.User], null))).toBe('groupAdminOnly');
    expect(markdownUploadRefusal('file', [Role.User], inGroup([Role.User], 5))).toBe('adminOnly');
    // A site admin outside the group files nothing under it; a super admin is root everywhere.
    expect(markdownUploadRefusal('image', [Role.Admin], inGroup([Role.Admin], null))).toBe('groupAdminOnly');
    expect(markdownUploadRefusal('file', [Role.SuperAdmin], inGroup([Role.SuperAdmin], null))).toBeNull();
  });

  it('lets admin roles and the uploader delete an image', () => {
    expect(canDeleteMarkdownImage({ uid: 'u' }, { uid: 'u', roles: [Role.User] })).toBe(true);
    expect(canDeleteMarkdownImage({ uid: 'u' }, { uid: 'v', roles: [Role.User] })).toBe(false);
    expect(canDeleteMarkdownImage({ uid: null }, { uid: 'v', roles: [Role.Admin] })).toBe(true);
  });
});

describe("a group's discussions", () => {
  it('are seen by members (3+) and super admins, moderated by group admins (4+)', () => {
    const levels: [number | null, boolean, boolean][] = [
      [null, false, false],
      [1, false, false],
      [2, false, false],
      [3, true, false],
      [4, true, true],
      [5, true, true],
    ];
    for (const [level, sees, moderates] of levels) {
      expect(canSeeGroupDiscussions(group, viewer('u', [Role.User], level))).toBe(sees);
      expect(canModerateGroupDiscussions(group, viewer('u', [Role.User], level))).toBe(moderates);
    }
    expect(canSeeGroupDiscussions(group, viewer('owner', [Role.User], null))).toBe(true);
    expect(canModerateGroupDiscussions(group, viewer('s', [Role.SuperAdmin], null))).toBe(true);
    expect(canSeeGroupDiscussions(group, viewer('a', [Role.Admin], null))).toBe(false);
  });

  it("are deleted by their author or the area's moderators", () => {
    expect(canDeleteDiscussion({ uid: 'a' }, { uid: 'b', roles: [Role.Admin] }, false)).toBe(false);
    expect(canDeleteDiscussion({ uid: 'a' }, { uid: 'b', roles: [Role.User] }, true)).toBe(true);
    expect(canDeleteDiscussion({ uid: 'a' }, { uid: 'a', roles: [Role.User] }, false)).toBe(true);
    expect(canDeleteDiscussion({ uid: 'a' }, { uid: 'b', roles: [Role.Admin] })).toBe(true);
  });
});
