import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { isShownOutline } from '@oj/access';
import { LESSON_PAGE_SIZE, lessonItemKind } from '@oj/contracts';
import type { LessonDetailDto, LessonItemDto, LessonPageDto, LessonPageQueryDto } from '@oj/contracts';
import { LessonEntity, LessonGroupEntity, LessonItemEntity } from '@oj/db';
import type { LessonItemRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../paging.ts';
import { LessonMessage as M } from '@oj/contracts';

/** An item as users see it: its kind read from its link (PDF and slides are "not video"). */
export function toItemDto(row: Pick<LessonItemRow, 'id' | 'title' | 'url' | 'isVisible'>): LessonItemDto {
  const kind = lessonItemKind(row.url);
  return { id: row.id, title: row.title, url: row.url, isVisible: row.isVisible, isNotVideo: kind !== 'video', kind };
}

/** A page of the visible lessons, newest first, whose title contains the keyword (spec 02 §7 lesson/page). */
export async function lessonPage(db: DataSource, query: LessonPageQueryDto): Promise<LessonPageDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, LESSON_PAGE_SIZE);
  const builder = db.getRepository(LessonEntity).createQueryBuilder('l').select(['l.id', 'l.title', 'l.logo']).where('l.visible = :visible', { visible: true });
  const keyword = query.keyword?.trim();
  if (keyword) builder.andWhere('l.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await builder.orderBy('l.id', 'DESC').skip(offset).take(limit).getManyAndCount();
  return { total, records: rows.map((row) => ({ id: row.id, title: row.title, logo: row.logo })) };
}

/**
 * A visible lesson with its groups (rank, then id) and each group's visible items (rank, then id).
 * A hidden lesson answers 404 as a missing one does.
 */
export async function lessonDetail(db: DataSource, lid: number): Promise<LessonDetailDto> {
  const lesson = await db.getRepository(LessonEntity).findOne({ where: { id: lid } });
  if (!lesson || !isShownOutline(lesson)) throw fail(M.lessonNotExists);
  const groups = await db.getRepository(LessonGroupEntity).find({ where: { lid }, order: { rank: 'ASC', id: 'ASC' } });
  const items =
    groups.length === 0
      ? []
      : await db.getRepository(LessonItemEntity).find({ where: { gid: In(groups.map((group) => group.id)) }, order: { rank: 'ASC', id: 'ASC' } });
  return {
    id: lesson.id,
    title: lesson.title,
    logo: lesson.logo,
    desc: lesson.description ?? '',
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      items: items.filter((item) => item.gid === group.id && isShownOutline({ visible: item.isVisible })).map(toItemDto),
    })),
  };
}
