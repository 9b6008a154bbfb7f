import type { Deps } from '../../deps.ts';
/**
 * A group's discussions (spec 03 §2.12, §7 "Group discussions"): the same discussions in the group's
 * area (area.ts: the site's `openGroupDiscussion`, members only, group admins moderating). The list
 * and the post are the public ones with the group as context; the admin table is the back office's
 * table of one group; the update is the author's edit or a group admin's switches.
 */
import { DiscussionMessage } from '@oj/contracts';
import type { DiscussionDto, DiscussionPageDto, GroupAdminDiscussionQueryDto, GroupDiscussionListQueryDto, GroupDiscussionUpdateDto } from '@oj/contracts';
import { DiscussionEntity } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { adminDiscussionPage } from './admin.ts';
import { changeDiscussions } from './changes.ts';
import type { ChangeDeps } from './changes.ts';
import { discussionInArea, groupArea } from './area.ts';
import type { Viewer } from './area.ts';
import { areaPage, currentDetail, deleteDiscussion, updateDiscussion } from './use-cases.ts';

type GroupDiscussionDeps = Pick<Deps, 'db' | 'kept'>;
type GroupDiscussionChangeDeps = GroupDiscussionDeps & ChangeDeps;

/** GET group/get-discussion-list: the group's normal discussions (optionally of one problem), for its members. */
export async function groupDiscussionPage(deps: GroupDiscussionDeps, query: GroupDiscussionListQueryDto, viewer: Viewer): Promise<DiscussionPageDto> {
  const { gid, ...filters } = query;
  return areaPage(deps, await groupArea(deps, gid, viewer), filters, viewer);
}

/** GET group/get-admin-discussion-list: every discussion of the group, disabled ones too, for its group admins. */
export async function groupAdminDiscussionPage(deps: GroupDiscussionDeps, query: GroupAdminDiscussionQueryDto, viewer: Viewer): Promise<DiscussionPageDto> {
  const { gid, ...filters } = query;
  await groupArea(deps, gid, viewer, true);
  return adminDiscussionPage(deps, filters, gid);
}

const FORM_FIELDS = ['title', 'description', 'content', 'categoryId'] as const;

/**
 * PUT group/discussion: the author's edit when the form's fields come (as PUT discussion), and a
 * group admin's top flag and status when they change (the edit dialog sends them back unchanged).
 */
export async function updateGroupDiscussion(deps: GroupDiscussionChangeDeps, user: AuthUser, form: GroupDiscussionUpdateDto): Promise<DiscussionDto> {
  const { row, area } = await discussionInArea(deps, form.id, user, true);
  if (row.gid === null) throw fail(DiscussionMessage.notExists);
  const switches = {
    ...(form.topPriority === undefined || form.topPriority === row.topPriority ? {} : { topPriority: form.topPriority }),
    ...(form.status === undefined || form.status === row.status ? {} : { status: form.status }),
  };
  if (Object.keys(switches).length > 0 && !area.moderator) throw fail(DiscussionMessage.moderateNotAllowed);
  if (FORM_FIELDS.some((field) => form[field] !== undefined)) await updateDiscussion(deps, user, form);
  if (Object.keys(switches).length > 0) {
    await changeDiscussions(deps, [row.id], async (tx) => {
      await tx.getRepository(DiscussionEntity).update({ id: row.id }, switches);
    });
  }
  return currentDetail(deps, row.id, user);
}

/** DELETE group/discussion: a group's discussion, by its author or a group admin. */
export async function deleteGroupDiscussion(deps: GroupDiscussionChangeDeps, user: AuthUser, did: number): Promise<void> {
  const { row } = await discussionInArea(deps, did, user, true);
  if (row.gid === null) throw fail(DiscussionMessage.notExists);
  await deleteDiscussion(deps, user, did);
}
