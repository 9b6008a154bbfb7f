import { describe, expect, it } from 'vitest';
import { GroupAuth, Role } from '@oj/contracts';
import {
  canSeeTraining,
  cloneTrainingsRefusal,
  groupTrainingAdminRefusal,
  groupTrainingListRefusal,
  isTrainingAdmin,
  listedPublicly,
  trainingNeedsPassword,
  trainingRefusal,
  trainingViewerInGroup,
} from '../src/index.ts';
import type { ContestViewer, GroupFacts, GroupStanding, TrainingFacts } from '../src/index.ts';

// The group trainings' rules (spec 03 §2.10, §5, §6 "Group content"): levels 1–5, the owner, a site
// admin, a super admin and a stranger, in a private and a public group.

const OWNER = 'owner';
const privateGroup: GroupFacts = { ownerUid: OWNER, auth: GroupAuth.Private, visible: true };
const publicGroup: GroupFacts = { ownerUid: OWNER, auth: GroupAuth.Public, visible: true };
const viewer = (uid: string | null, roles: number[] = [Role.User]): ContestViewer => ({ uid, roles });
const standing = (memberLevel: number | null, group = privateGroup): GroupStanding => ({ group, memberLevel });
const groupTraining = (fields: Partial<TrainingFacts> = {}): TrainingFacts => ({ authorUid: 'm4', gid: 9, auth: 'Public', visible: true, ...fields });

/** The training viewer of `uid` (member row `level`) in the group. */
const inGroup = (uid: string | null, level: number | null, roles: number[] = [Role.User], group = privateGroup) =>
  trainingViewerInGroup(viewer(uid, roles), standing(level, group));

describe('the viewer of a group training', () => {
  it('holds the effective group level: 5 for the owner and super admins, the row level else, none for site admins', () => {
    expect(inGroup(OWNER, null).groupLevel).toBe(5);
    expect(inGroup('root', null, [Role.SuperAdmin]).groupLevel).toBe(5);
    expect(inGroup('m4', 4).groupLevel).toBe(4);
    expect(inGroup('admin', null, [Role.Admin]).groupLevel).toBe(0);
    expect(inGroup(null, null).groupLevel).toBe(0);
    expect(trainingViewerInGroup(viewer('u'), null)).toEqual({ uid: 'u', roles: [Role.User], groupLevel: null, seesGroupContent: false });
  });

  it('sees the content of a private group as a member only, of a public group when signed in', () => {
    expect(inGroup('m3', 3).seesGroupContent).toBe(true);
    expect(inGroup('m2', 2).seesGroupContent).toBe(false);
    expect(inGroup('stranger', null).seesGroupContent).toBe(false);
    expect(inGroup('stranger', null, [Role.User], publicGroup).seesGroupContent).toBe(true);
    expect(inGroup(null, null, [], publicGroup).seesGroupContent).toBe(false);
  });
});

describe('who sees a group training', () => {
  it('members see the visible trainings of a private group; nobody outside it does, the public list never', () => {
    const training = groupTraining();
    expect(canSeeTraining(training, inGroup('m3', 3))).toBe(true);
    expect(canSeeTraining(training, inGroup('m1', 1))).toBe(false);
    expect(canSeeTraining(training, inGroup('m2', 2))).toBe(false);
    expect(canSeeTraining(training, inGroup('stranger', null))).toBe(false);
    expect(canSeeTraining(training, inGroup('admin', null, [Role.Admin]))).toBe(false);
    expect(trainingRefusal(training, inGroup('stranger', null), true)).toBe('notFound');
    expect(listedPublicly(training)).toBe(false);
  });

  it('a public group shows its trainings to every signed-in user', () => {
    expect(canSeeTraining(groupTraining(), inGroup('stranger', null, [Role.User], publicGroup))).toBe(true);
    expect(trainingRefusal(groupTraining(), inGroup(null, null, [], publicGroup), false)).toBe('notFound');
  });

  it('hidden trainings are their admins’ only', () => {
    const hidden = groupTraining({ visible: false });
    expect(canSeeTraining(hidden, inGroup('m3', 3))).toBe(false);
    expect(canSeeTraining(hidden, inGroup('other4', 4))).toBe(false);
    expect(canSeeTraining(hidden, inGroup('m4', 4))).toBe(true);
    expect(canSeeTraining(hidden, inGroup('m5', 5))).toBe(true);
  });

  it('a private group training asks members for its password until they register; its admins never', () => {
    const locked = groupTraining({ auth: 'Private' });
    expect(trainingRefusal(locked, inGroup('m3', 3), false)).toBe('notRegistered');
    expect(trainingRefusal(locked, inGroup('m3', 3), true)).toBeNull();
    expect(trainingNeedsPassword(locked, inGroup('m3', 3))).toBe(true);
    expect(trainingNeedsPassword(locked, inGroup('m4', 4))).toBe(false);
    expect(trainingRefusal(locked, inGroup(OWNER, 5), false)).toBeNull();
  });
});

describe('who manages a group training', () => {
  it('edit, problem list, visibility and delete: the group root or its author while a group admin', () => {
    const training = groupTraining({ authorUid: 'm4' });
    expect(isTrainingAdmin(training, inGroup('m4', 4))).toBe(true);
    expect(isTrainingAdmin(training, inGroup('other4', 4))).toBe(false);
    expect(isTrainingAdmin(training, inGroup('m5', 5))).toBe(true);
    expect(isTrainingAdmin(training, inGroup(OWNER, null))).toBe(true);
    expect(isTrainingAdmin(training, inGroup('root', null, [Role.SuperAdmin]))).toBe(true);
    // The author demoted to a plain member, a site admin outside the group.
    expect(isTrainingAdmin(training, inGroup('m4', 3))).toBe(false);
    expect(isTrainingAdmin(training, inGroup('admin', null, [Role.Admin]))).toBe(false);
    expect(isTrainingAdmin(groupTraining({ authorUid: 'admin' }), inGroup('admin', null, [Role.Admin]))).toBe(false);
  });

  it('creating and the admin list: group admins (level 4 and up, owner, super admin)', () => {
    const refusal = (uid: string | null, level: number | null, roles: number[] = [Role.User]) => groupTrainingAdminRefusal(standing(level), viewer(uid, roles));
    expect(refusal('m4', 4)).toBeNull();
    expect(refusal('m5', 5)).toBeNull();
    expect(refusal(OWNER, null)).toBeNull();
    expect(refusal('root', null, [Role.SuperAdmin])).toBeNull();
    expect(refusal('m3', 3)).toBe('adminsOnly');
    expect(refusal('m1', 1)).toBe('adminsOnly');
    expect(refusal('admin', null, [Role.Admin])).toBe('adminsOnly');
    expect(refusal(null, null, [])).toBe('signIn');
  });

  it('the member list: the group’s content', () => {
    expect(groupTrainingListRefusal(standing(3), viewer('m3'))).toBeNull();
    expect(groupTrainingListRefusal(standing(2), viewer('m2'))).toBe('membersOnly');
    expect(groupTrainingListRefusal(standing(null), viewer('stranger'))).toBe('membersOnly');
    expect(groupTrainingListRefusal(standing(null, publicGroup), viewer('stranger'))).toBeNull();
    expect(groupTrainingListRefusal(standing(null, publicGroup), viewer(null, []))).toBe('signIn');
  });

  it('cloning: super admins only, and a target group is required', () => {
    expect(cloneTrainingsRefusal(viewer('root', [Role.SuperAdmin]), 3)).toBeNull();
    expect(cloneTrainingsRefusal(viewer('root', [Role.SuperAdmin]), null)).toBe('targetRequired');
    expect(cloneTrainingsRefusal(viewer(OWNER), 3)).toBe('superAdminOnly');
    expect(cloneTrainingsRefusal(viewer('admin', [Role.Admin]), 3)).toBe('superAdminOnly');
    expect(cloneTrainingsRefusal(viewer(null, []), 3)).toBe('signIn');
  });
});
