import type { Deps } from '../../deps.ts';
/**
 * The back office of discussions (spec 03 §2.19 "discussion and reports", §6): any admin role lists
 * every public discussion, disables or enables it, puts it on top and deletes it; lists reports,
 * marks them handled and deletes them. Categories are the super admin's.
 */
import { DISCUSSION_ADMIN_PAGE_SIZE, DiscussionMessage } from '@oj/contracts';
import type {
  AdminDiscussionQueryDto,
  AdminDiscussionUpdateDto,
  AdminReportPageDto,
  AdminReportQueryDto,
  AdminReportUpdateDto,
  DiscussionCategoryDto,
  DiscussionPageDto,
} from '@oj/contracts';
import { DiscussionCategoryEntity, DiscussionEntity, DiscussionReportEntity } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { In, IsNull, Like } from 'typeorm';
import { toSummaries } from './dto.ts';
import { findDiscussion } from './queries.ts';
import { changeDiscussions } from './changes.ts';
import type { ChangeDeps } from './changes.ts';
import { likePattern, removeDiscussion } from './use-cases.ts';

type AdminDeps = Pick<Deps, 'db'>;
type AdminChangeDeps = AdminDeps & ChangeDeps;

function pageOf(query: { currentPage?: number | undefined; limit?: number | undefined }): { skip: number; take: number } {
  const take = query.limit ?? DISCUSSION_ADMIN_PAGE_SIZE;
  return { skip: ((query.currentPage ?? 1) - 1) * take, take };
}

/**
 * GET /admin/discussion: every public discussion, disabled ones too, top first then newest; keyword
 * in the title. With `gid`, the same table of one group's (group/get-admin-discussion-list).
 */
export async function adminDiscussionPage(deps: AdminDeps, query: AdminDiscussionQueryDto, gid: number | null = null): Promise<DiscussionPageDto> {
  const keyword = query.keyword?.trim() ?? '';
  const [rows, total] = await deps.db.getRepository(DiscussionEntity).findAndCount({
    where: {
      gid: gid === null ? IsNull() : gid,
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(keyword === '' ? {} : { title: Like(likePattern(keyword)) }),
    },
    order: { topPriority: 'DESC', id: 'DESC' },
    ...pageOf(query),
  });
  return { records: await toSummaries(deps.db, rows), total };
}

/** PUT /admin/discussion: the status (normal or disabled) and the top flag. */
export async function adminUpdateDiscussion(deps: AdminChangeDeps, form: AdminDiscussionUpdateDto): Promise<void> {
  if (!(await findDiscussion(deps.db, form.id, true))) throw fail(DiscussionMessage.notExists);
  const patch = { ...(form.status === undefined ? {} : { status: form.status }), ...(form.topPriority === undefined ? {} : { topPriority: form.topPriority }) };
  if (Object.keys(patch).length > 0) {
    await changeDiscussions(deps, [form.id], async (tx) => {
      await tx.getRepository(DiscussionEntity).update({ id: form.id }, patch);
    });
  }
}

/** DELETE /admin/discussion. */
export async function adminDeleteDiscussion(deps: AdminChangeDeps, id: number): Promise<void> {
  if (!(await findDiscussion(deps.db, id, true))) throw fail(DiscussionMessage.notExists);
  await removeDiscussion(deps, id);
}

/** GET /admin/discussion-report: reports, newest first, unhandled or handled when `status` says. */
export async function adminReportPage(deps: AdminDeps, query: AdminReportQueryDto): Promise<AdminReportPageDto> {
  const [rows, total] = await deps.db.getRepository(DiscussionReportEntity).findAndCount({
    where: query.status === undefined ? {} : { status: query.status },
    order: { id: 'DESC' },
    ...pageOf(query),
  });
  const [profiles, discussions] = await Promise.all([
    userProfiles(
      deps.db,
      rows.map((row) => row.reporter),
    ),
    deps.db.getRepository(DiscussionEntity).find({ where: { id: In([0, ...rows.map((row) => row.did)]) }, select: { id: true, title: true } }),
  ]);
  const titles = new Map(discussions.map((row) => [row.id, row.title]));
  return {
    total,
    records: rows.map((row) => ({
      id: row.id,
      did: row.did,
      discussionTitle: titles.get(row.did) ?? null,
      reporter: profiles.get(row.reporter)?.username ?? '',
      reporterUid: row.reporter,
      content: row.content,
      status: row.status,
      gmtCreate: row.gmtCreate.toISOString(),
    })),
  };
}

/** PUT /admin/discussion-report: handled or not. */
export async function adminUpdateReport(deps: AdminDeps, form: AdminReportUpdateDto): Promise<void> {
  const result = await deps.db.getRepository(DiscussionReportEntity).update({ id: form.id }, { status: form.status });
  if (result.affected === 0) throw fail(DiscussionMessage.reportNotExists);
}

/** DELETE /admin/discussion-report. */
export async function adminDeleteReport(deps: AdminDeps, id: number): Promise<void> {
  const result = await deps.db.getRepository(DiscussionReportEntity).delete({ id });
  if (result.affected === 0) throw fail(DiscussionMessage.reportNotExists);
}

/** GET discussion-category: every category, oldest first. */
export async function categoryList(deps: AdminDeps): Promise<DiscussionCategoryDto[]> {
  const rows = await deps.db.getRepository(DiscussionCategoryEntity).find({ order: { id: 'ASC' } });
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

function categoryName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw fail(DiscussionMessage.categoryBlank);
  return trimmed;
}

// Two admins naming two categories alike at once: the unique index refuses the second.
function duplicateAsConflict(error: unknown): unknown {
  return (error as { driverError?: { code?: string } }).driverError?.code === 'ER_DUP_ENTRY' ? fail(DiscussionMessage.categoryExists) : error;
}

async function requireFreeName(deps: AdminDeps, name: string, id?: number): Promise<void> {
  const same = await deps.db.getRepository(DiscussionCategoryEntity).findOneBy({ name });
  if (same && same.id !== id) throw fail(DiscussionMessage.categoryExists);
}

/** POST discussion-category (super admin). */
export async function createCategory(deps: AdminDeps, rawName: string): Promise<DiscussionCategoryDto> {
  const name = categoryName(rawName);
  await requireFreeName(deps, name);
  try {
    const inserted = await deps.db.getRepository(DiscussionCategoryEntity).insert({ name });
    return { id: Number(inserted.identifiers[0]?.id), name };
  } catch (error) {
    throw duplicateAsConflict(error);
  }
}

/** PUT discussion-category (super admin). */
export async function renameCategory(deps: AdminDeps, id: number, rawName: string): Promise<DiscussionCategoryDto> {
  const name = categoryName(rawName);
  if (!(await deps.db.getRepository(DiscussionCategoryEntity).existsBy({ id }))) throw fail(DiscussionMessage.categoryMissing);
  await requireFreeName(deps, name, id);
  try {
    await deps.db.getRepository(DiscussionCategoryEntity).update({ id }, { name });
  } catch (error) {
    throw duplicateAsConflict(error);
  }
  return { id, name };
}

/** DELETE discussion-category (super admin): only a category no discussion uses. */
export async function deleteCategory(deps: AdminDeps, id: number): Promise<void> {
  if (!(await deps.db.getRepository(DiscussionCategoryEntity).existsBy({ id }))) throw fail(DiscussionMessage.categoryMissing);
  if (await deps.db.getRepository(DiscussionEntity).existsBy({ categoryId: id })) throw fail(DiscussionMessage.categoryInUse);
  await deps.db.getRepository(DiscussionCategoryEntity).delete({ id });
}
