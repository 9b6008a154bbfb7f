import type { Deps } from '../../deps.ts';
/**
 * The user side of the public discussions (spec 03 §2.14, §2.15, §7 "Discussions"): list, detail,
 * post, edit, delete, like and report. Every call needs the site's `openPublicDiscussion` switch.
 */
import { canDeleteDiscussion, canEditDiscussion, isDiscussionModerator } from '@oj/access';
import { DISCUSSION_PAGE_SIZE, DiscussionMessage } from '@oj/contracts';
import type { DiscussionDto, DiscussionFormDto, DiscussionListQueryDto, DiscussionPageDto, DiscussionUpdateDto } from '@oj/contracts';
import { DiscussionCategoryEntity, DiscussionEntity, DiscussionStatus, loadWebsiteConfig } from '@oj/db';
import type { DiscussionRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { Brackets, IsNull } from 'typeorm';
import { roleNameOf } from '../comment/rules.ts';
import { authoredMarkdown, sanitizeMarkdown } from '../../sanitize/index.ts';
import { toDiscussionDto, toSummaries } from './dto.ts';
import { checkFields } from './form.ts';
import type { DiscussionFields } from './form.ts';
import { findDiscussion, likes } from './queries.ts';
import { postingRefusalOf } from './thresholds.ts';

export type DiscussionDeps = Pick<Deps, 'db'>;
/** Who asks: a signed-in user's uid and roles, or null. */
export type Viewer = { uid: string; roles: readonly number[] } | null;

/** Refuses every call while the site's public discussion area is closed (spec 03 §2.3). */
export async function requireOpen(deps: DiscussionDeps): Promise<void> {
  if (!(await loadWebsiteConfig(deps.db)).openPublicDiscussion) throw fail(DiscussionMessage.closed);
}

// LIKE patterns take the keyword literally.
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GET get-discussion-list: normal public discussions, top priority first, then newest; 10 a page. */
export async function discussionPage(deps: DiscussionDeps, query: DiscussionListQueryDto, viewer: Viewer): Promise<DiscussionPageDto> {
  await requireOpen(deps);
  const take = query.limit ?? DISCUSSION_PAGE_SIZE;
  const builder = deps.db
    .getRepository(DiscussionEntity)
    .createQueryBuilder('d')
    .where('d.gid IS NULL')
    .andWhere('d.status = :status', { status: DiscussionStatus.Normal });
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

/** The detail as the viewer sees it: content sanitised again unless an admin role wrote it. */
async function detailOf(deps: DiscussionDeps, row: DiscussionRow, viewer: Viewer): Promise<DiscussionDto> {
  // The role the author had when posting decides, as it decided what was stored.
  const trusted = row.role !== 'user';
  return toDiscussionDto(deps.db, row, {
    content: trusted ? row.content : sanitizeMarkdown(row.content),
    hasLike: await likes(deps.db, row.id, viewer?.uid ?? null),
    canEdit: canEditDiscussion(row, viewer),
    canDelete: canDeleteDiscussion(row, viewer),
  });
}

/** GET get-discussion-detail: one normal discussion (an admin role sees a disabled one too); counts a view. */
export async function discussionDetail(deps: DiscussionDeps, did: number, viewer: Viewer): Promise<DiscussionDto> {
  await requireOpen(deps);
  const row = await findDiscussion(deps.db, did, isDiscussionModerator(viewer));
  if (!row) throw fail(DiscussionMessage.notExists);
  await deps.db.getRepository(DiscussionEntity).increment({ id: row.id }, 'viewNum', 1);
  return detailOf(deps, { ...row, viewNum: row.viewNum + 1 }, viewer);
}

/** The checked form, with an existing category, or the first refusal. */
async function checkedForm(deps: DiscussionDeps, fields: DiscussionFields, user: AuthUser) {
  const checked = checkFields(fields);
  if (!('title' in checked)) throw fail(checked);
  if (!(await deps.db.getRepository(DiscussionCategoryEntity).existsBy({ id: checked.categoryId }))) throw fail(DiscussionMessage.categoryNotExists);
  return { ...checked, content: authoredMarkdown(user.roles, checked.content) };
}

/** POST discussion: a new public discussion by the user, past the posting thresholds. */
export async function postDiscussion(deps: DiscussionDeps, user: AuthUser, form: DiscussionFormDto): Promise<DiscussionDto> {
  await requireOpen(deps);
  if (form.gid !== undefined && form.gid !== null) throw fail(DiscussionMessage.groupNotSupported);
  const refusal = await postingRefusalOf(deps, user, 'discussion');
  if (refusal !== null) throw fail(refusal);
  const fields = await checkedForm(deps, form, user);
  const pid = form.pid?.trim() ?? '';
  const inserted = await deps.db.getRepository(DiscussionEntity).insert({
    ...fields,
    pid: pid === '' ? null : pid,
    gid: null,
    uid: user.uid,
    role: roleNameOf(user.roles),
    topPriority: false,
    status: DiscussionStatus.Normal,
  });
  const row = await findDiscussion(deps.db, Number(inserted.identifiers[0]?.id));
  if (!row) throw fail(DiscussionMessage.notExists);
  return detailOf(deps, row, user);
}

/** PUT discussion: the author changes title, description, category and content (counters are not the form's). */
export async function updateDiscussion(deps: DiscussionDeps, user: AuthUser, form: DiscussionUpdateDto): Promise<DiscussionDto> {
  await requireOpen(deps);
  const row = await findDiscussion(deps.db, form.id, true);
  if (!row) throw fail(DiscussionMessage.notExists);
  if (!canEditDiscussion(row, user)) throw fail(DiscussionMessage.editNotAllowed);
  const fields = await checkedForm(deps, form, user);
  await deps.db.getRepository(DiscussionEntity).update({ id: row.id }, fields);
  const updated = await findDiscussion(deps.db, row.id, true);
  if (!updated) throw fail(DiscussionMessage.notExists);
  return detailOf(deps, updated, user);
}

/** DELETE discussion: by its author or any admin role; its likes and reports go with it. */
export async function deleteDiscussion(deps: DiscussionDeps, user: AuthUser, did: number): Promise<void> {
  await requireOpen(deps);
  const row = await findDiscussion(deps.db, did, true);
  if (!row) throw fail(DiscussionMessage.notExists);
  if (!canDeleteDiscussion(row, user)) throw fail(DiscussionMessage.deleteNotAllowed);
  await removeDiscussion(deps, did);
}

/** Deletes a discussion with its likes and reports (its comments stay in the comment area's table, unreachable). */
export async function removeDiscussion(deps: DiscussionDeps, did: number): Promise<void> {
  await deps.db.transaction(async (manager) => {
    await manager.getRepository(DiscussionEntity).delete({ id: did, gid: IsNull() });
    await manager.query('DELETE FROM `discussion_like` WHERE `did` = ?', [did]);
    await manager.query('DELETE FROM `discussion_report` WHERE `did` = ?', [did]);
  });
}
