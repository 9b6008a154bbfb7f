/** Trainings as the user side reads them: the list, one training, categories and registrations. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { TRAINING_LIST_PAGE_SIZE } from '@oj/contracts';
import type { TrainingCategoryDto, TrainingListDto, TrainingListQueryDto, TrainingListRecordDto } from '@oj/contracts';
import { canSeeTraining } from '@oj/access';
import type { TrainingViewer } from '@oj/access';
import { TrainingCategoryEntity, TrainingEntity, TrainingProblemEntity, TrainingRegisterEntity } from '@oj/db';
import type { TrainingRow } from '@oj/db';
import { solvedProblems } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../../paging.ts';
import { trainingFactsOf, viewerOfTraining } from '../deps.ts';
import { TrainingMessage } from '@oj/contracts';

/** A training row with its category, as the list and the detail read it. */
interface TrainingWithCategory {
  id: number | string;
  rank: number | string;
  title: string;
  auth: string;
  author: string;
  gmtModified: Date;
  categoryId: number | string | null;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number | string;
}

const SELECT_WITH_CATEGORY = `SELECT t.\`id\` AS id, t.\`rank\` AS \`rank\`, t.\`title\` AS title, t.\`auth\` AS auth, t.\`author\` AS author,
  t.\`gmtModified\` AS gmtModified, c.\`id\` AS categoryId, c.\`name\` AS categoryName, c.\`color\` AS categoryColor,
  (SELECT COUNT(*) FROM \`training_problem\` tp WHERE tp.\`tid\` = t.\`id\`) AS problemCount
  FROM \`training\` t
  LEFT JOIN \`mapping_training_category\` m ON m.\`tid\` = t.\`id\`
  LEFT JOIN \`training_category\` c ON c.\`id\` = m.\`cid\``;

/** The categories a training may take, in id order: the site's (no group), and with `gid` also that group's own. */
export async function trainingCategories(db: DataSource, gid: number | null = null): Promise<TrainingCategoryDto[]> {
  const rows = await db.getRepository(TrainingCategoryEntity).find({ order: { id: 'ASC' } });
  return rows.filter((row) => row.gid === null || row.gid === gid).map((row) => ({ id: row.id, name: row.name, color: row.color }));
}

/** How many problems of each training the user solved (0 for guests). */
export async function solvedCounts(db: DataSource, uid: string | null, tids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(tids.map((tid) => [tid, 0]));
  if (uid === null || tids.length === 0) return counts;
  const links = await db.getRepository(TrainingProblemEntity).find({ where: { tid: In([...tids]) }, select: { tid: true, pid: true } });
  const solved = await solvedProblems(
    db,
    uid,
    links.map((link) => link.pid),
  );
  for (const link of links) if (solved.has(link.pid)) counts.set(link.tid, (counts.get(link.tid) ?? 0) + 1);
  return counts;
}

function toRecord(row: TrainingWithCategory, acCount: number): TrainingListRecordDto {
  return {
    id: Number(row.id),
    rank: Number(row.rank),
    title: row.title,
    auth: row.auth,
    categoryId: row.categoryId === null ? null : Number(row.categoryId),
    categoryName: row.categoryName,
    categoryColor: row.categoryColor,
    acCount,
    problemCount: Number(row.problemCount),
    author: row.author,
    gmtModified: new Date(row.gmtModified).toISOString(),
  };
}

/**
 * get-training-list: visible trainings outside groups, by rank then newest; filters by keyword,
 * category and auth. With `gid` (group/get-training-list) the visible trainings of that group
 * instead: a group's trainings are never listed outside it.
 */
export async function listTrainings(db: DataSource, query: TrainingListQueryDto, uid: string | null, gid: number | null = null): Promise<TrainingListDto> {
  const paging = pagingOf(query.currentPage, query.limit, TRAINING_LIST_PAGE_SIZE);
  const where = ['t.`visible` = 1', gid === null ? 't.`gid` IS NULL' : 't.`gid` = ?'];
  const params: unknown[] = gid === null ? [] : [gid];
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    where.push('(t.`title` LIKE ? OR t.`author` LIKE ? OR t.`id` = ?)');
    params.push(likeContains(keyword), likeContains(keyword), /^\d{1,9}$/.test(keyword) ? Number(keyword) : -1);
  }
  if (query.categoryId !== undefined && query.categoryId > 0) {
    where.push('m.`cid` = ?');
    params.push(query.categoryId);
  }
  if (query.auth) {
    where.push('t.`auth` = ?');
    params.push(query.auth);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const [rows, totals] = await Promise.all([
    db.query<TrainingWithCategory[]>(`${SELECT_WITH_CATEGORY} ${filter} ORDER BY t.\`rank\` ASC, t.\`id\` DESC LIMIT ? OFFSET ?`, [
      ...params,
      paging.limit,
      paging.offset,
    ]),
    db.query<{ total: number | string }[]>(
      `SELECT COUNT(*) AS total FROM \`training\` t LEFT JOIN \`mapping_training_category\` m ON m.\`tid\` = t.\`id\` ${filter}`,
      params,
    ),
  ]);
  const solved = await solvedCounts(
    db,
    uid,
    rows.map((row) => Number(row.id)),
  );
  return { total: Number(totals[0]?.total ?? 0), records: rows.map((row) => toRecord(row, solved.get(Number(row.id)) ?? 0)) };
}

/** The training with its category and problem count as a list record, or null. */
export async function trainingRecord(db: DataSource, tid: number, uid: string | null): Promise<TrainingListRecordDto | null> {
  const rows = await db.query<TrainingWithCategory[]>(`${SELECT_WITH_CATEGORY} WHERE t.\`id\` = ?`, [tid]);
  const row = rows[0];
  if (!row) return null;
  return toRecord(row, (await solvedCounts(db, uid, [tid])).get(tid) ?? 0);
}

/**
 * The training if the viewer may know it exists, with the viewer placed in its group; else 404 (a
 * hidden one, or a group's outside the group, is not told apart from none).
 */
export async function seeableTraining<V extends TrainingViewer>(db: DataSource, tid: number, viewer: V): Promise<{ training: TrainingRow; viewer: V }> {
  const training = await db.getRepository(TrainingEntity).findOne({ where: { id: tid } });
  if (!training) throw fail(TrainingMessage.trainingNotExists);
  const placed = await viewerOfTraining(db, training, viewer);
  if (!canSeeTraining(trainingFactsOf(training), placed)) throw fail(TrainingMessage.trainingNotExists);
  return { training, viewer: placed };
}

/** Whether the user has registered for the training. */
export async function isTrainingRegistered(db: DataSource, tid: number, uid: string | null): Promise<boolean> {
  if (uid === null) return false;
  return db.getRepository(TrainingRegisterEntity).exists({ where: { tid, uid } });
}
