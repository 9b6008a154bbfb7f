import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { AdminLessonDto, AdminLessonPageDto, LessonFormDto, LessonPageQueryDto, LessonUpdateDto } from '@oj/contracts';
import { LessonEntity, LessonGroupEntity, LessonItemEntity } from '@oj/db';
import type { LessonRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../paging.ts';
import { LessonMessage as M } from '@oj/contracts';
import { logoUrl, requiredText } from './validation.ts';

/** The back office's lesson list page size. */
const ADMIN_LESSON_PAGE_SIZE = 10;

/** A lesson as the back office shows it. */
export function toAdminLesson(row: LessonRow): AdminLessonDto {
  return {
    id: row.id,
    title: row.title,
    logo: row.logo,
    description: row.description ?? '',
    visible: row.visible,
    author: row.author,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** The lesson, or 404. */
export async function lessonOf(db: DataSource, id: number): Promise<LessonRow> {
  const row = await db.getRepository(LessonEntity).findOne({ where: { id } });
  if (!row) throw fail(M.lessonNotExists);
  return row;
}

function checked(form: LessonFormDto): Pick<LessonRow, 'title' | 'logo' | 'description'> {
  return { title: requiredText(form.title, M.titleRequired), logo: logoUrl(form.logo), description: form.description ?? '' };
}

/** A page of every lesson (hidden ones too), newest first, by title keyword. */
export async function adminLessonPage(db: DataSource, query: LessonPageQueryDto): Promise<AdminLessonPageDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, ADMIN_LESSON_PAGE_SIZE);
  const builder = db.getRepository(LessonEntity).createQueryBuilder('l');
  const keyword = query.keyword?.trim();
  if (keyword) builder.where('l.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await builder.orderBy('l.id', 'DESC').skip(offset).take(limit).getManyAndCount();
  return { total, records: rows.map(toAdminLesson) };
}

/** Creates a lesson written by the admin; returns its id. */
export async function createLesson(db: DataSource, form: LessonFormDto, admin: AuthUser): Promise<number> {
  const inserted = await db.getRepository(LessonEntity).insert({ ...checked(form), visible: form.visible ?? true, author: admin.username });
  return Number(inserted.identifiers[0]?.id);
}

/** Changes a lesson's title, logo, description and visibility. */
export async function updateLesson(db: DataSource, form: LessonUpdateDto): Promise<void> {
  const row = await lessonOf(db, form.id);
  await db.getRepository(LessonEntity).update({ id: row.id }, { ...checked(form), visible: form.visible ?? row.visible });
}

/** Deletes a lesson with its groups and their items, in one transaction. */
export async function deleteLesson(db: DataSource, id: number): Promise<void> {
  const row = await lessonOf(db, id);
  await db.transaction(async (manager) => {
    const groups = await manager.getRepository(LessonGroupEntity).find({ where: { lid: row.id }, select: { id: true } });
    if (groups.length > 0) await manager.getRepository(LessonItemEntity).delete({ gid: In(groups.map((group) => group.id)) });
    await manager.getRepository(LessonGroupEntity).delete({ lid: row.id });
    await manager.getRepository(LessonEntity).delete({ id: row.id });
  });
}
