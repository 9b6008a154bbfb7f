/** A group as the group training calls meet it: its facts and the caller's standing, and the group rules' refusals as errors. */
import type { ContestViewer, GroupStanding, GroupTrainingRefusal, TrainingViewer } from '@oj/access';
import { trainingViewerInGroup } from '@oj/access';
import { GroupMessage, ServiceMessage, TrainingAdminMessage } from '@oj/contracts';
import { groupMembership } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { DataSource } from 'typeorm';

const REFUSALS: Readonly<Record<GroupTrainingRefusal, () => Error>> = {
  signIn: () => fail(ServiceMessage.loginFirst),
  membersOnly: () => fail(GroupMessage.membersOnly),
  adminsOnly: () => fail(GroupMessage.adminOnly),
  superAdminOnly: () => fail(TrainingAdminMessage.cloneSuperAdminOnly),
  targetRequired: () => fail(TrainingAdminMessage.cloneTargetRequired),
};

/** Throws the refusal's error, if any. */
export function refuseGroup(refusal: GroupTrainingRefusal | null): void {
  if (refusal !== null) throw REFUSALS[refusal]();
}

/** The group and the caller's member row level in it (the community's published read); 404 when there is no such group. */
export async function groupStandingOf(db: DataSource, gid: number, viewer: ContestViewer): Promise<GroupStanding> {
  const membership = await groupMembership(db, gid, viewer.uid);
  if (!membership) throw fail(GroupMessage.notExists);
  return membership;
}

/**
 * The caller, once a group rule lets them in, placed in the group as the training rules read them
 * (their level there and whether its content is open to them).
 */
export async function viewerInGroup<V extends TrainingViewer>(
  db: DataSource,
  gid: number,
  viewer: V,
  rule: (standing: GroupStanding, viewer: ContestViewer) => GroupTrainingRefusal | null,
): Promise<V> {
  const standing = await groupStandingOf(db, gid, viewer);
  refuseGroup(rule(standing, viewer));
  return { ...viewer, ...trainingViewerInGroup(viewer, standing) };
}
