import type { ContestViewer } from '../contest/facts.ts';
import { holdsAdminRole, isSuperAdmin } from '../contest/facts.ts';

/** Training auth values (spec 02 §3): the wire and the table spell them so. */
export const TrainingAuthName = { Public: 'Public', Private: 'Private' } as const;

/** Group member level of a group's root (spec 03 §3 "Group member" auth 5). */
export const GROUP_ROOT_LEVEL = 5;

/** What the training rules read of a training: plain facts, no row. */
export interface TrainingFacts {
  /** The author's uid. */
  authorUid: string;
  /** The owning group, or null for a public-pool training. */
  gid: number | null;
  /** 'Public' or 'Private'. */
  auth: string;
  visible: boolean;
}

/**
 * Who asks, as the training rules care: the contest viewer (uid, current roles) and, for a group
 * training, the viewer's level in that group (null when not a member or when groups are unknown).
 */
export interface TrainingViewer extends ContestViewer {
  /** The viewer's level in the training's group (`groupAuthLevel`: 5 root … 0 none); null outside groups. */
  groupLevel?: number | null;
  /** Whether the group's content is open to the viewer (`canSeeGroupContent`: members; any signed-in user of a public group). */
  seesGroupContent?: boolean;
}

/** Group member level of a group admin (spec 03 §3 "Group member" auth 4). */
export const GROUP_ADMIN_LEVEL = 4;
/** Group member level of a member proper (auth 3). */
export const GROUP_MEMBER_LEVEL = 3;

/**
 * Training admin (spec 02 §4 "Training admin is the same for the training"; spec 03 §6 "Group
 * content"): a super admin; for a public-pool training its author while they still hold an admin
 * role (current roles, as for contests); for a group training the group root (level 5) or its
 * author while still a group admin (level 4). The training admin edits it, lists and changes its
 * problems, switches its visibility, deletes it, enters it without a password and sees real names.
 */
export function isTrainingAdmin(training: Pick<TrainingFacts, 'authorUid' | 'gid'>, viewer: TrainingViewer): boolean {
  if (viewer.uid === null) return false;
  if (isSuperAdmin(viewer)) return true;
  const isAuthor = viewer.uid === training.authorUid;
  if (training.gid === null) return isAuthor && holdsAdminRole(viewer);
  const level = viewer.groupLevel ?? 0;
  return level >= GROUP_ROOT_LEVEL || (isAuthor && level >= GROUP_ADMIN_LEVEL);
}

/**
 * Whether the viewer may know the training exists: hidden trainings are their admins' only; a group
 * training is its group's: seen where the group's content is open to the viewer (its members; every
 * signed-in user of a public group), so a private group's trainings never show outside the group.
 */
export function canSeeTraining(training: TrainingFacts, viewer: TrainingViewer): boolean {
  if (isTrainingAdmin(training, viewer)) return true;
  if (!training.visible) return false;
  return training.gid === null || viewer.seesGroupContent === true || (viewer.groupLevel ?? 0) >= GROUP_MEMBER_LEVEL;
}

/** Whether the training is listed in the public training list (visible, not a group's). */
export function listedPublicly(training: Pick<TrainingFacts, 'gid' | 'visible'>): boolean {
  return training.visible && training.gid === null;
}

/** Why the viewer may not enter a training (its problems, their pages, its rank), or null when they may. */
export type TrainingRefusal = 'notFound' | 'signIn' | 'notRegistered';

/**
 * Entering a training (spec 02 §4 "Training: password form until registered, then access"): a
 * training the viewer cannot see is not found; a public one is open to every signed-in user; a
 * private one to its admins and its registered users.
 */
export function trainingRefusal(training: TrainingFacts, viewer: TrainingViewer, registered: boolean): TrainingRefusal | null {
  if (!canSeeTraining(training, viewer)) return 'notFound';
  if (viewer.uid === null) return 'signIn';
  if (training.auth !== TrainingAuthName.Private) return null;
  return registered || isTrainingAdmin(training, viewer) ? null : 'notRegistered';
}

/** get-training-access: whether the viewer may enter (and submit in) the training. */
export function hasTrainingAccess(training: TrainingFacts, viewer: TrainingViewer, registered: boolean): boolean {
  return trainingRefusal(training, viewer, registered) === null;
}

/** Whether registering needs the password: private trainings, except for their admins. */
export function trainingNeedsPassword(training: TrainingFacts, viewer: TrainingViewer): boolean {
  return training.auth === TrainingAuthName.Private && !isTrainingAdmin(training, viewer);
}

/** The training rank (spec 02 §2): only private trainings have one. */
export function hasTrainingRank(training: Pick<TrainingFacts, 'auth'>): boolean {
  return training.auth === TrainingAuthName.Private;
}

/** Real names in the training rank are shown to training admins only (spec 02 §6). */
export function maySeeTrainingRealNames(training: Pick<TrainingFacts, 'authorUid' | 'gid'>, viewer: TrainingViewer): boolean {
  return isTrainingAdmin(training, viewer);
}
