// The group trainings' rules (spec 03 §2.10, §5 "Clone requires a target group", §6 "Group
// content"): who lists a group's trainings, who creates them, who clones them, and the viewer of a
// group training as the training rules read it. Pure: the services read the group facts
// (`@oj/db/reads` groupMembership) and ask these.
import type { ContestViewer } from '../contest/facts.ts';
import { isSuperAdmin } from '../contest/facts.ts';
import type { GroupFacts } from '../group/policy.ts';
import { canSeeGroupContent, groupAuthLevel, isGroupAdmin } from '../group/policy.ts';
import type { TrainingViewer } from './policy.ts';

/** A group and the viewer's member row level in it (`@oj/db/reads` GroupMembership has this shape). */
export interface GroupStanding {
  group: GroupFacts;
  memberLevel: number | null;
}

/**
 * The viewer of a training as its group places them: their effective level in the training's group
 * and whether its content is open to them. `standing` null: the training has no group (or the group
 * is gone), and nobody holds a level.
 */
export function trainingViewerInGroup(viewer: ContestViewer, standing: GroupStanding | null): TrainingViewer {
  if (standing === null) return { uid: viewer.uid, roles: viewer.roles, groupLevel: null, seesGroupContent: false };
  const groupViewer = { uid: viewer.uid, roles: viewer.roles, memberLevel: standing.memberLevel };
  return {
    uid: viewer.uid,
    roles: viewer.roles,
    groupLevel: groupAuthLevel(standing.group, groupViewer),
    seesGroupContent: canSeeGroupContent(standing.group, groupViewer),
  };
}

/** Why the viewer may not do something with a group's trainings, or null when they may. */
export type GroupTrainingRefusal = 'signIn' | 'membersOnly' | 'adminsOnly' | 'superAdminOnly' | 'targetRequired';

/** The member list of a group's trainings (spec 03 §2.10 "Member view"): where the group's content is open to the viewer. */
export function groupTrainingListRefusal(standing: GroupStanding, viewer: ContestViewer): GroupTrainingRefusal | null {
  if (viewer.uid === null) return 'signIn';
  return canSeeGroupContent(standing.group, { ...viewer, memberLevel: standing.memberLevel }) ? null : 'membersOnly';
}

/**
 * The admin list, the category list of the form and creating a training (spec 03 §6 "Group admin:
 * sees … the admin switches and create buttons for … trainings"): group admins, level 4 and above
 * (the owner and super admins are root). Editing one is `isTrainingAdmin`'s (root or its author).
 */
export function groupTrainingAdminRefusal(standing: GroupStanding, viewer: ContestViewer): GroupTrainingRefusal | null {
  if (viewer.uid === null) return 'signIn';
  return isGroupAdmin(standing.group, { ...viewer, memberLevel: standing.memberLevel }) ? null : 'adminsOnly';
}

/**
 * Cloning a group's trainings into another group (spec 03 §6 "Cloning trainings from another group:
 * super admins only"; §5 "Clone requires a target group").
 */
export function cloneTrainingsRefusal(viewer: ContestViewer, targetGid: number | null | undefined): GroupTrainingRefusal | null {
  if (viewer.uid === null) return 'signIn';
  if (!isSuperAdmin(viewer)) return 'superAdminOnly';
  return targetGid === null || targetGid === undefined ? 'targetRequired' : null;
}
