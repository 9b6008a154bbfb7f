import { describe, expect, it } from 'vitest';
import { GroupAuth, Role } from '@oj/contracts';
import {
  canAddGroupAnnouncement,
  canChangeMemberAuth,
  canDisbandGroup,
  canEditGroupAnnouncement,
  canListGroup,
  canRemoveMember,
  canSeeGroupContent,
  groupAuthLevel,
  groupPageRefusal,
  isGroupAdmin,
  isGroupMember,
  isGroupRoot,
} from '../src/index.ts';
import type { GroupFacts, GroupViewer } from '../src/index.ts';

// The group rules (spec 03 §4, §6) for every role: member levels 1–5, the owner, a site admin, a
// super admin, a signed-in stranger and an anonymous visitor.

const group = (fields: Partial<GroupFacts> = {}): GroupFacts => ({ ownerUid: 'owner', auth: GroupAuth.Private, visible: true, ...fields });
const member = (level: number): GroupViewer => ({ uid: `m${String(level)}`, roles: [Role.User], memberLevel: level });
const owner: GroupViewer = { uid: 'owner', roles: [Role.User], memberLevel: 5 };
const siteAdmin: GroupViewer = { uid: 'admin', roles: [Role.Admin], memberLevel: null };
const superAdmin: GroupViewer = { uid: 'root', roles: [Role.SuperAdmin], memberLevel: null };
const stranger: GroupViewer = { uid: 'stranger', roles: [Role.User], memberLevel: null };
const anonymous: GroupViewer = { uid: null, roles: [], memberLevel: null };
const target = (level: number) => ({ uid: `m${String(level)}`, auth: level });

const ROLES: [string, GroupViewer, number][] = [
  ['applying (1)', member(1), 1],
  ['refused (2)', member(2), 2],
  ['member (3)', member(3), 3],
  ['group admin (4)', member(4), 4],
  ['group root (5)', member(5), 5],
  ['owner', owner, 5],
  ['site admin', siteAdmin, 0],
  ['super admin', superAdmin, 5],
  ['stranger', stranger, 0],
  ['anonymous', anonymous, 0],
];

describe('group auth levels', () => {
  it.each(ROLES)('gives %s level %i', (_name, viewer, level) => {
    expect(groupAuthLevel(group(), viewer)).toBe(level);
    expect(isGroupMember(group(), viewer)).toBe(level >= 3);
    expect(isGroupAdmin(group(), viewer)).toBe(level >= 4);
    expect(isGroupRoot(group(), viewer)).toBe(level >= 5);
  });

  it('makes the owner root even without a member row', () => {
    expect(groupAuthLevel(group(), { ...owner, memberLevel: null })).toBe(5);
  });
});

describe('seeing a group and its content', () => {
  it.each(ROLES)('%s: a private group opens to members only, its content never outside it', (_name, viewer, level) => {
    const refusal = groupPageRefusal(group(), viewer);
    if (viewer.uid === null) expect(refusal).toBe('signIn');
    else expect(refusal).toBe(level >= 3 ? null : 'private');
    expect(canSeeGroupContent(group(), viewer)).toBe(level >= 3);
    expect(canListGroup(group(), viewer)).toBe(true);
  });

  it.each(ROLES)('%s: a protected group opens to the signed-in, its content to members', (_name, viewer, level) => {
    const protectedGroup = group({ auth: GroupAuth.Protected });
    expect(groupPageRefusal(protectedGroup, viewer)).toBe(viewer.uid === null ? 'signIn' : null);
    expect(canSeeGroupContent(protectedGroup, viewer)).toBe(level >= 3);
  });

  it.each(ROLES)('%s: a public group’s content is every signed-in user’s', (_name, viewer) => {
    expect(canSeeGroupContent(group({ auth: GroupAuth.Public }), viewer)).toBe(viewer.uid !== null);
  });

  it.each(ROLES)('%s: a hidden group is unknown outside it', (_name, viewer, level) => {
    const hidden = group({ auth: GroupAuth.Public, visible: false });
    expect(canListGroup(hidden, viewer)).toBe(level >= 3);
    expect(canSeeGroupContent(hidden, viewer)).toBe(level >= 3);
    if (viewer.uid !== null) expect(groupPageRefusal(hidden, viewer)).toBe(level >= 3 ? null : 'notFound');
  });
});

describe('disbanding', () => {
  it.each(ROLES)('%s', (name, viewer) => {
    expect(canDisbandGroup(group(), viewer)).toBe(name === 'owner' || name === 'super admin');
  });
});

describe('changing a member’s auth (spec 03 §6)', () => {
  it('lets the owner and a super admin set any level on anyone but the owner', () => {
    for (const actor of [owner, superAdmin]) {
      for (let from = 1; from <= 5; from += 1) {
        for (let to = 1; to <= 5; to += 1) expect(canChangeMemberAuth(group(), actor, target(from), to)).toBe(true);
      }
      expect(canChangeMemberAuth(group(), actor, { uid: 'owner', auth: 5 }, 4)).toBe(false);
    }
  });

  it('lets a level-5 member change only members below 5, to levels below 5', () => {
    const actor = member(5);
    expect(canChangeMemberAuth(group(), actor, target(4), 3)).toBe(true);
    expect(canChangeMemberAuth(group(), actor, target(1), 4)).toBe(true);
    expect(canChangeMemberAuth(group(), actor, target(3), 5)).toBe(false);
    expect(canChangeMemberAuth(group(), actor, { uid: 'other5', auth: 5 }, 4)).toBe(false);
  });

  it('lets a group admin (4) approve, refuse and demote below 4, never reach 4', () => {
    const actor = member(4);
    expect(canChangeMemberAuth(group(), actor, target(1), 3)).toBe(true);
    expect(canChangeMemberAuth(group(), actor, target(1), 2)).toBe(true);
    expect(canChangeMemberAuth(group(), actor, target(3), 1)).toBe(true);
    expect(canChangeMemberAuth(group(), actor, target(3), 4)).toBe(false);
    expect(canChangeMemberAuth(group(), actor, { uid: 'other4', auth: 4 }, 3)).toBe(false);
    expect(canChangeMemberAuth(group(), actor, target(5), 3)).toBe(false);
  });

  it.each([member(1), member(2), member(3), siteAdmin, stranger, anonymous])('refuses %j everything', (actor) => {
    for (let from = 1; from <= 5; from += 1) {
      for (let to = 1; to <= 5; to += 1) expect(canChangeMemberAuth(group(), actor, target(from), to)).toBe(false);
    }
  });

  it('refuses levels outside 1–5', () => {
    expect(canChangeMemberAuth(group(), owner, target(3), 0)).toBe(false);
    expect(canChangeMemberAuth(group(), owner, target(3), 6)).toBe(false);
  });
});

describe('removing a member (spec 03 §6)', () => {
  it('lets the owner remove anyone but themself', () => {
    for (let level = 1; level <= 5; level += 1) expect(canRemoveMember(group(), owner, target(level))).toBe(true);
    expect(canRemoveMember(group(), owner, { uid: 'owner', auth: 5 })).toBe(false);
  });

  it('lets admins remove members below their own auth, never themselves or the owner', () => {
    expect(canRemoveMember(group(), member(4), target(3))).toBe(true);
    expect(canRemoveMember(group(), member(4), target(1))).toBe(true);
    expect(canRemoveMember(group(), member(4), { uid: 'x', auth: 4 })).toBe(false);
    expect(canRemoveMember(group(), member(5), { uid: 'x', auth: 4 })).toBe(true);
    expect(canRemoveMember(group(), member(5), { uid: 'x', auth: 5 })).toBe(false);
    expect(canRemoveMember(group(), member(5), target(5))).toBe(false);
    expect(canRemoveMember(group(), superAdmin, { uid: 'x', auth: 4 })).toBe(true);
    expect(canRemoveMember(group(), superAdmin, { uid: 'owner', auth: 5 })).toBe(false);
  });

  it.each([member(1), member(2), member(3), siteAdmin, stranger, anonymous])('refuses %j', (actor) => {
    for (let level = 1; level <= 5; level += 1) expect(canRemoveMember(group(), actor, { uid: 'x', auth: level })).toBe(false);
  });
});

describe('group announcements', () => {
  it.each(ROLES)('%s', (_name, viewer, level) => {
    expect(canAddGroupAnnouncement(group(), viewer)).toBe(level >= 4);
    expect(canEditGroupAnnouncement(group(), viewer, { uid: 'someone' })).toBe(level >= 5);
    if (viewer.uid !== null) expect(canEditGroupAnnouncement(group(), viewer, { uid: viewer.uid })).toBe(level >= 4);
  });
});
