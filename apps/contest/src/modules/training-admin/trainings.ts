/** The back office's trainings: list, load, create, update, delete and show or hide (spec 03 §2.10, §5). */
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminTrainingDto, AdminTrainingRowDto, TrainingFormDto, TrainingUpdateDto } from '@oj/contracts';
import { TrainingAuth } from '@oj/contracts';
import { isSuperAdmin, isTrainingAdmin } from '@oj/access';
import type { TrainingViewer } from '@oj/access';
import { TrainingCategoryEntity, TrainingCategoryLinkEntity, TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from '@oj/db';
import type { TrainingRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { sealContestPassword } from '../contest/index.ts';
import { likeContains, pagingOf } from '../../paging.ts';
import type { TrainingDeps } from '../training/index.ts';
import { trainingFactsOf, viewerOfTraining } from '../training/deps.ts';
import { TrainingAdminMessage as M } from '@oj/contracts';

/**
 * Who manages: the caller's uid, username and current roles; `groupOnly` for the group routes, which
 * manage group trainings only.
 */
export type Manager = TrainingViewer & { uid: string; username: string; groupOnly?: boolean };

/**
 * The training if the caller administers it (`isTrainingAdmin`: a super admin; its author with an
 * admin role; for a group training the group root or its author while a group admin); else 404 or 403.
 * The caller's group level is read for a group training, whichever route asks (back office or group).
 */
export async function manageableTraining(db: DataSource | EntityManager, tid: number, manager: Manager): Promise<TrainingRow> {
  const training = await db.getRepository(TrainingEntity).findOne({ where: { id: tid } });
  if (!training) throw fail(M.trainingNotExists);
  if (manager.groupOnly === true && training.gid === null) throw fail(M.notGroupTrainingHere);
  const placed = await viewerOfTraining(db, training, manager);
  if (!isTrainingAdmin(trainingFactsOf(training), placed)) throw fail(M.notYourTraining);
  return training;
}

interface AdminRowRaw {
  id: number | string;
  uid: string;
  gid: number | string | null;
  rank: number | string;
  title: string;
  auth: string;
  visible: number | boolean;
  author: string;
  categoryId: number | string | null;
  categoryName: string | null;
  categoryColor: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

const ADMIN_SELECT = `SELECT t.\`id\` AS id, t.\`uid\` AS uid, t.\`gid\` AS gid, t.\`rank\` AS \`rank\`, t.\`title\` AS title, t.\`auth\` AS auth, t.\`visible\` AS visible,
  t.\`author\` AS author, c.\`id\` AS categoryId, c.\`name\` AS categoryName, c.\`color\` AS categoryColor, t.\`gmtCreate\` AS gmtCreate,
  t.\`gmtModified\` AS gmtModified FROM \`training\` t LEFT JOIN \`mapping_training_category\` m ON m.\`tid\` = t.\`id\`
  LEFT JOIN \`training_category\` c ON c.\`id\` = m.\`cid\``;

function toAdminRow(row: AdminRowRaw, manager: TrainingViewer): AdminTrainingRowDto {
  const facts = { authorUid: row.uid, gid: row.gid === null ? null : Number(row.gid) };
  return {
    id: Number(row.id),
    rank: Number(row.rank),
    title: row.title,
    auth: row.auth,
    visible: Boolean(Number(row.visible)),
    author: row.author,
    categoryId: row.categoryId === null ? null : Number(row.categoryId),
    categoryName: row.categoryName,
    categoryColor: row.categoryColor,
    gmtCreate: new Date(row.gmtCreate).toISOString(),
    gmtModified: new Date(row.gmtModified).toISOString(),
    canManage: isTrainingAdmin(facts, manager),
  };
}

/**
 * /admin/training/get-training-list: trainings outside groups, newest first; an admin who is not
 * root sees their own. With `gid` (group/get-admin-training-list, for group admins) every training
 * of that group, each with whether the caller (placed in the group) may manage it.
 */
export async function adminTrainingList(
  db: DataSource,
  query: { currentPage?: number | undefined; limit?: number | undefined; keyword?: string | undefined },
  manager: Manager,
  gid: number | null = null,
): Promise<{ total: number; records: AdminTrainingRowDto[] }> {
  const paging = pagingOf(query.currentPage, query.limit, 10);
  const where = [gid === null ? 't.`gid` IS NULL' : 't.`gid` = ?'];
  const params: unknown[] = gid === null ? [] : [gid];
  if (gid === null && !isSuperAdmin(manager)) {
    where.push('t.`uid` = ?');
    params.push(manager.uid);
  }
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    where.push('(t.`title` LIKE ? OR t.`author` LIKE ? OR t.`id` = ?)');
    params.push(likeContains(keyword), likeContains(keyword), /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const [rows, totals] = await Promise.all([
    db.query<AdminRowRaw[]>(`${ADMIN_SELECT} ${filter} ORDER BY t.\`id\` DESC LIMIT ? OFFSET ?`, [...params, paging.limit, paging.offset]),
    db.query<{ total: number | string }[]>(`SELECT COUNT(*) AS total FROM \`training\` t ${filter}`, params),
  ]);
  return { total: Number(totals[0]?.total ?? 0), records: rows.map((row) => toAdminRow(row, manager)) };
}

/** GET /admin/training: everything the form loads (never the password), for a caller `manageableTraining` let in. */
export async function adminTrainingOf(db: DataSource, training: TrainingRow): Promise<AdminTrainingDto> {
  const rows = await db.query<AdminRowRaw[]>(`${ADMIN_SELECT} WHERE t.\`id\` = ?`, [training.id]);
  const row = rows[0];
  if (!row) throw fail(M.trainingNotExists);
  return {
    ...toAdminRow(row, { uid: null, roles: [] }),
    canManage: true,
    description: training.description,
    rankShowName: training.rankShowName,
    hasPassword: training.pwdHash !== null,
  };
}

/** The category must exist and be the site's or the training's group's own. */
async function checkCategory(db: EntityManager, categoryId: number, gid: number | null): Promise<void> {
  const category = await db.getRepository(TrainingCategoryEntity).findOne({ where: { id: categoryId }, select: { id: true, gid: true } });
  if (!category) throw fail(M.unknownCategory);
  if (category.gid !== null && category.gid !== gid) throw fail(M.categoryNotForGroup);
}

/** The stored password after a save: private keeps the stored one when none is given; public has none. */
function passwordAfter(deps: TrainingDeps, form: TrainingFormDto, stored: string | null): string | null {
  if (form.auth !== TrainingAuth.Private) return null;
  const given = form.pwd?.trim() ?? '';
  if (given !== '') return sealContestPassword(deps.trainingPasswords.key, given);
  if (stored === null) throw fail(M.passwordRequired);
  return stored;
}

async function linkCategory(manager: EntityManager, tid: number, categoryId: number): Promise<void> {
  await manager.getRepository(TrainingCategoryLinkEntity).upsert({ tid, cid: categoryId }, ['tid']);
}

/**
 * POST /admin/training: a new training of the public pool; with `gid` (POST group/training, after
 * the group admin check) a training of that group. The caller is its author.
 */
export async function createTraining(deps: TrainingDeps, form: TrainingFormDto, manager: Manager, gid: number | null = null): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await checkCategory(tx, form.categoryId, gid);
    const inserted = await tx.getRepository(TrainingEntity).insert({
      rank: form.rank,
      title: form.title.trim(),
      description: form.description,
      auth: form.auth,
      pwdHash: passwordAfter(deps, form, null),
      gid,
      uid: manager.uid,
      author: manager.username,
      visible: form.visible ?? true,
      rankShowName: 'username',
    });
    const tid = Number(inserted.identifiers[0]?.id);
    await linkCategory(tx, tid, form.categoryId);
    return tid;
  });
}

/** PUT /admin/training: an empty pwd keeps the stored password. */
export async function updateTraining(deps: TrainingDeps, form: TrainingUpdateDto, manager: Manager): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const training = await manageableTraining(tx, form.id, manager);
    await checkCategory(tx, form.categoryId, training.gid);
    await tx.getRepository(TrainingEntity).update(
      { id: training.id },
      {
        rank: form.rank,
        title: form.title.trim(),
        description: form.description,
        auth: form.auth,
        pwdHash: passwordAfter(deps, form, training.pwdHash),
        visible: form.visible ?? training.visible,
      },
    );
    await linkCategory(tx, training.id, form.categoryId);
  });
}

/** DELETE /admin/training: the training with its category link, problems and registrations (not its submissions). */
export async function deleteTraining(db: DataSource, tid: number, manager: Manager): Promise<void> {
  await db.transaction(async (tx) => {
    await manageableTraining(tx, tid, manager);
    await tx.getRepository(TrainingCategoryLinkEntity).delete({ tid });
    await tx.getRepository(TrainingProblemEntity).delete({ tid });
    await tx.getRepository(TrainingRegisterEntity).delete({ tid });
    await tx.getRepository(TrainingEntity).delete({ id: tid });
  });
}

/** PUT /admin/training/change-training-status: show or hide at once. */
export async function changeTrainingVisible(db: DataSource, tid: number, visible: boolean, manager: Manager): Promise<void> {
  const training = await manageableTraining(db, tid, manager);
  await db.getRepository(TrainingEntity).update({ id: training.id }, { visible });
}
