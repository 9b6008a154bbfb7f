import type { Deps } from '../../deps.ts';
import { changeDiscussions } from './changes.ts';
import type { ChangeDeps } from './changes.ts';
/**
 * The user side of the discussions (spec 03 §2.12, §2.14, §2.15, §7 "Discussions", "Group
 * discussions"): list, detail, post, edit, delete. Each call opens the discussion's area first
 * (area.ts): the public one or a group's, with its site switch and its moderators.
 */
import { canDeleteDiscussion, canEditDiscussion } from '@oj/access';
import { DISCUSSION_PAGE_SIZE, DiscussionMessage } from '@oj/contracts';
import type { DiscussionDto, DiscussionFormDto, DiscussionListQueryDto, DiscussionPageDto, DiscussionUpdateDto } from '@oj/contracts';
import { DiscussionCategoryEntity, DiscussionEntity, DiscussionStatus } from '@oj/db';
import type { DiscussionRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { Brackets } from 'typeorm';
import { roleNameOf } from '../comment/rules.ts';
import { authoredMarkdown, sanitizeMarkdown } from '../../sanitize/index.ts';
import { discussionInArea, groupArea, publicArea } from './area.ts';
import type { DiscussionArea, Viewer } from './area.ts';
import { toDiscussionDto, toSummaries } from './dto.ts';
import { checkFields } from './form.ts';
import type { DiscussionFields } from './form.ts';
import { likes } from './queries.ts';
import { postingRefusalOf } from './thresholds.ts';

export { requireOpen } from './area.ts';
export type { Viewer } from './area.ts';

export type DiscussionDeps = Pick<Deps, 'db' | 'kept'>;
/** What a change of a discussion's title, status or existence needs (changes.ts). */
export type DiscussionChangeDeps = DiscussionDeps & ChangeDeps;

// LIKE patterns take the keyword literally.
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of the area's normal discussions, top priority first, then newest; 10 a page. */
export async function areaPage(deps: DiscussionDeps, area: DiscussionArea, query: DiscussionListQueryDto, viewer: Viewer): Promise<DiscussionPageDto> {
  const take = query.limit ?? DISCUSSION_PAGE_SIZE;
  const builder = deps.db.getRepository(DiscussionEntity).createQueryBuilder('d');
  if (area.gid === null) builder.where('d.gid IS NULL');
  else builder.where('d.gid = :gid', { gid: area.gid });
  builder.andWhere('d.status = :status', { status: DiscussionStatus.Normal });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    builder.andWhere(
      new Brackets((where) => {
        where.where('d.title LIKE :keyword', { keyword: likePattern(keyword) }).orWhere('d.description LIKE :keyword');
      }),
    );
  }
  if (query.cid !== undefined) builder.andWhere('d.categoryId = :cid', { cid: query.cid });
  if (query.pid !== undefined && query.pid.trim() !== '') builder.andWhere('d.pid = :pid', { pid: query.pid.trim() });
  if (query.onlyMine === true) {
    if (viewer === null) return { records: [], total: 0 };
    builder.andWhere('d.uid = :uid', { uid: viewer.uid });
  }
  const [rows, total] = await builder
    .orderBy('d.topPriority', 'DESC')
    .addOrderBy('d.id', 'DESC')
    .skip(((query.currentPage ?? 1) - 1) * take)
    .take(take)
    .getManyAndCount();
  return { records: await toSummaries(deps.db, rows), total };
}

/** GET get-discussion-list: the public discussions (group discussions never show here). */
export async function discussionPage(deps: DiscussionDeps, query: DiscussionListQueryDto, viewer: Viewer): Promise<DiscussionPageDto> {
  return areaPage(deps, await publicArea(deps, viewer), query, viewer);
}

/** The detail as the viewer sees it: content sanitised again unless an admin role wrote it. */
async function detailOf(deps: DiscussionDeps, row: DiscussionRow, area: DiscussionArea, viewer: Viewer): Promise<DiscussionDto> {
  // The role the author had when posting decides, as it decided what was stored.
  const trusted = row.role !== 'user';
  return toDiscussionDto(deps.db, row, {
    content: trusted ? row.content : sanitizeMarkdown(row.content),
    hasLike: await likes(deps.db, row.id, viewer?.uid ?? null),
    canEdit: canEditDiscussion(row, viewer),
    canDelete: canDeleteDiscussion(row, viewer, area.moderator),
  });
}

/** GET get-discussion-detail: one normal discussion (its moderators see a disabled one too); counts a view. */
export async function discussionDetail(deps: DiscussionDeps, did: number, viewer: Viewer): Promise<DiscussionDto> {
  const { row, area } = await discussionInArea(deps, did, viewer);
  await deps.db.getRepository(DiscussionEntity).increment({ id: row.id }, 'viewNum', 1);
  return detailOf(deps, { ...row, viewNum: row.viewNum + 1 }, area, viewer);
}

/** The checked form, with an existing category, or the first refusal. */
async function checkedForm(deps: DiscussionDeps, fields: DiscussionFields, user: AuthUser) {
  const checked = checkFields(fields);
  if (!('title' in checked)) throw fail(checked);
  if (!(await deps.db.getRepository(DiscussionCategoryEntity).existsBy({ id: checked.categoryId }))) throw fail(DiscussionMessage.categoryNotExists);
  return { ...checked, content: authoredMarkdown(user.roles, checked.content) };
}

/** POST discussion (and group/discussion with `gid`): a new discussion by the user in its area, past the posting thresholds. */
export async function postDiscussion(deps: DiscussionDeps, user: AuthUser, form: DiscussionFormDto): Promise<DiscussionDto> {
  const gid = form.gid ?? null;
  const area = gid === null ? await publicArea(deps, user) : await groupArea(deps, gid, user);
  const refusal = await postingRefusalOf(deps, user, 'discussion');
  if (refusal !== null) throw fail(refusal);
  const fields = await checkedForm(deps, form, user);
  const pid = form.pid?.trim() ?? '';
  const inserted = await deps.db.getRepository(DiscussionEntity).insert({
    ...fields,
    pid: pid === '' ? null : pid,
    gid,
    uid: user.uid,
    role: roleNameOf(user.roles),
    topPriority: false,
    status: DiscussionStatus.Normal,
  });
  const row = await deps.db.getRepository(DiscussionEntity).findOneByOrFail({ id: Number(inserted.identifiers[0]?.id) });
  return detailOf(deps, row, area, user);
}

/** PUT discussion: the author changes title, description, category and content (counters are not the form's). */
export async function updateDiscussion(deps: DiscussionChangeDeps, user: AuthUser, form: DiscussionUpdateDto): Promise<DiscussionDto> {
  const { row } = await discussionInArea(deps, form.id, user, true);
  if (!canEditDiscussion(row, user)) throw fail(DiscussionMessage.editNotAllowed);
  const fields = await checkedForm(deps, form, user);
  await changeDiscussions(deps, [row.id], async (tx) => {
    await tx.getRepository(DiscussionEntity).update({ id: row.id }, fields);
  });
  return currentDetail(deps, row.id, user);
}

/** The discussion as it is now, for the answer of a change by `user` (no view counted; disabled too). */
export async function currentDetail(deps: DiscussionDeps, did: number, user: AuthUser): Promise<DiscussionDto> {
  const { row, area } = await discussionInArea(deps, did, user, true);
  return detailOf(deps, row, area, user);
}

/** DELETE discussion: by its author or a moderator of its area; its likes and reports go with it. */
export async function deleteDiscussion(deps: DiscussionChangeDeps, user: AuthUser, did: number): Promise<void> {
  const { row, area } = await discussionInArea(deps, did, user, true);
  if (!canDeleteDiscussion(row, user, area.moderator)) throw fail(DiscussionMessage.deleteNotAllowed);
  await removeDiscussion(deps, did);
}

/** Deletes a discussion with its likes and reports (its comments stay in the comment area's table, unreachable). */
export async function removeDiscussion(deps: DiscussionChangeDeps, did: number): Promise<void> {
  await changeDiscussions(deps, [did], async (manager) => {
    await manager.getRepository(DiscussionEntity).delete({ id: did });
    await manager.query('DELETE FROM `discussion_like` WHERE `did` = ?', [did]);
    await manager.query('DELETE FROM `discussion_report` WHERE `did` = ?', [did]);
  });
}
