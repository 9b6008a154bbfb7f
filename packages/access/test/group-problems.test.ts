import { describe, expect, it } from 'vitest';
import { GroupAuth, ProblemAuth, Role } from '@oj/contracts';
import {
  NO_GROUP_SIGHT,
  canAdministerGroupProblem,
  canChangeGroupProblemAuth,
  canManageGroupProblems,
  canOpenGroupProblem,
  canSeeSubmission,
  canViewProblem,
  groupProblemSight,
  listedGroupProblemAuths,
  viewerOf,
} from '../src/index.ts';
import type { GroupFacts, GroupProblemActor, ProblemFacts } from '../src/index.ts';

// The group problem rules (spec 03 §2.9, §4, §6) for every role: member levels 1–5, the owner, a
// site admin, a super admin, a signed-in stranger and an anonymous visitor.

const GID = 7;
const group = (fields: Partial<GroupFacts> = {}): GroupFacts => ({ ownerUid: 'owner', auth: GroupAuth.Private, visible: true, ...fields });
const actor = (uid: string | null, roles: number[], memberLevel: number | null): GroupProblemActor => ({ uid, roles, memberLevel, username: uid });

const ROLES: [string, GroupProblemActor, number][] = [
  ['applying (1)', actor('m1', [Role.User], 1), 1],
  ['refused (2)', actor('m2', [Role.User], 2), 2],
  ['member (3)', actor('m3', [Role.User], 3), 3],
  ['group admin (4)', actor('m4', [Role.User], 4), 4],
  ['group root (5)', actor('m5', [Role.User], 5), 5],
  ['owner', actor('owner', [Role.User], 5), 5],
  ['site admin', actor('admin', [Role.Admin], null), 0],
  ['super admin', actor('root', [Role.SuperAdmin], null), 5],
  ['stranger', actor('stranger', [Role.User], null), 0],
  ['anonymous', actor(null, [], null), 0],
];

const groupProblem = (fields: Partial<ProblemFacts> = {}): ProblemFacts => ({ auth: ProblemAuth.Public, isGroup: true, gid: GID, ...fields });
const owned = (author: string | null, fields: { gid?: number | null; isGroup?: boolean } = {}) => ({ gid: GID, isGroup: true, author, ...fields });

describe('seeing a group’s problems', () => {
  it.each(ROLES)('%s: a private group’s problems are its members’ only', (_name, viewer, level) => {
    const sight = groupProblemSight(group(), viewer);
    expect(canOpenGroupProblem(ProblemAuth.Public, sight)).toBe(level >= 3);
    expect(canOpenGroupProblem(ProblemAuth.Private, sight)).toBe(level >= 3);
    expect(canOpenGroupProblem(ProblemAuth.Contest, sight)).toBe(false);
    expect(listedGroupProblemAuths(sight)).toEqual(level >= 3 ? [ProblemAuth.Public, ProblemAuth.Private] : []);
  });

  it.each(ROLES)('%s: a public group shows its public problems to the signed-in, its private ones to members', (_name, viewer, level) => {
    const sight = groupProblemSight(group({ auth: GroupAuth.Public }), viewer);
    expect(canOpenGroupProblem(ProblemAuth.Public, sight)).toBe(viewer.uid !== null);
    expect(canOpenGroupProblem(ProblemAuth.Private, sight)).toBe(level >= 3);
  });

  it.each(ROLES)('%s: through canViewProblem, only inside the group', (_name, viewer, level) => {
    const asViewer = viewerOf(viewer.uid === null ? null : { uid: viewer.uid, roles: viewer.roles });
    const sight = groupProblemSight(group(), viewer);
    for (const auth of [ProblemAuth.Public, ProblemAuth.Private]) {
      const problem = groupProblem({ auth });
      // Admin roles keep their site-wide sight (the back office examines group problems); nobody else sees one outside its group.
      expect(canViewProblem(problem, asViewer)).toBe(asViewer.isAdmin);
      expect(canViewProblem(problem, asViewer, { gid: GID, group: sight })).toBe(asViewer.isAdmin || level >= 3);
      // Another group's page never shows it, whatever the sight says.
      expect(canViewProblem(problem, asViewer, { gid: GID + 1, group: sight })).toBe(false);
    }
    // A group's contest problem is its contest's.
    expect(canViewProblem(groupProblem({ auth: ProblemAuth.Contest }), asViewer, { gid: GID, group: sight })).toBe(asViewer.isAdmin);
  });

  it('without a sight a group problem is closed, even to a member', () => {
    const user = viewerOf({ uid: 'm3', roles: [Role.User] });
    expect(canViewProblem(groupProblem(), user, { gid: GID })).toBe(false);
    expect(canViewProblem(groupProblem(), user, { gid: GID, group: NO_GROUP_SIGHT })).toBe(false);
  });

  it('a problem that went public (no longer a group problem) is open in the main bank and in its group', () => {
    const user = viewerOf({ uid: 'u', roles: [Role.User] });
    const published = groupProblem({ isGroup: false });
    expect(canViewProblem(published, user)).toBe(true);
    expect(canViewProblem(published, user, { gid: GID, group: NO_GROUP_SIGHT })).toBe(true);
  });
});

describe('a group’s submissions', () => {
  const row = { uid: 'someone', cid: 0, gid: GID };
  it.each(ROLES)('%s: sees another member’s group submission only with the problem', (_name, viewer, level) => {
    const asViewer = viewerOf(viewer.uid === null ? null : { uid: viewer.uid, roles: viewer.roles });
    const sight = groupProblemSight(group(), viewer);
    expect(canSeeSubmission(row, asViewer, groupProblem(), sight)).toBe(asViewer.isAdmin || level >= 3);
    expect(canSeeSubmission(row, asViewer, groupProblem(), null)).toBe(asViewer.isAdmin);
  });

  it('shows the owner their own group submission', () => {
    const self = viewerOf({ uid: 'someone', roles: [Role.User] });
    expect(canSeeSubmission(row, self, groupProblem({ auth: ProblemAuth.Private }), NO_GROUP_SIGHT)).toBe(true);
  });

  it('keeps a main-bank submission of a group problem hidden outside the group', () => {
    const stranger = viewerOf({ uid: 'x', roles: [Role.User] });
    expect(canSeeSubmission({ uid: 'someone', cid: 0, gid: null }, stranger, groupProblem())).toBe(false);
  });
});

describe('administering a group’s problems (spec 03 §6 "Group content")', () => {
  it.each(ROLES)('%s: the admin list and create are group admins’', (_name, viewer, level) => {
    expect(canManageGroupProblems(group(), viewer)).toBe(level >= 4);
  });

  it.each(ROLES)('%s: edit, delete, download, change auth and apply public: the root, or the author while an admin', (_name, viewer, level) => {
    const others = owned('someone-else');
    const own = owned(viewer.username);
    expect(canAdministerGroupProblem(group(), GID, viewer, others)).toBe(level >= 5);
    expect(canAdministerGroupProblem(group(), GID, viewer, own)).toBe(level >= 4);
    expect(canChangeGroupProblemAuth(group(), GID, viewer, own, ProblemAuth.Private)).toBe(level >= 4);
    // Contest auth is shown but not selectable; 0 and 4 are no auth at all.
    for (const auth of [0, ProblemAuth.Contest, 4]) expect(canChangeGroupProblemAuth(group(), GID, viewer, own, auth)).toBe(false);
  });

  it('refuses problems of other groups, site problems and problems that went public, even to the owner', () => {
    const owner = ROLES[5]![1];
    expect(canAdministerGroupProblem(group(), GID, owner, owned('owner', { gid: GID + 1 }))).toBe(false);
    expect(canAdministerGroupProblem(group(), GID, owner, owned('owner', { gid: null, isGroup: false }))).toBe(false);
    expect(canAdministerGroupProblem(group(), GID, owner, owned('owner', { isGroup: false }))).toBe(false);
    expect(canChangeGroupProblemAuth(group(), GID, owner, owned('x', { gid: GID + 1 }), ProblemAuth.Public)).toBe(false);
  });

  it('an author demoted below group admin no longer administers their problem', () => {
    const demoted = actor('m3', [Role.User], 3);
    expect(canAdministerGroupProblem(group(), GID, demoted, owned('m3'))).toBe(false);
  });
});
