import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type {
  AdminLessonGroupsDto,
  AdminLessonItemDto,
  LessonGroupFormDto,
  LessonGroupUpdateDto,
  LessonItemFormDto,
  LessonItemOrderDto,
  LessonItemUpdateDto,
} from '@oj/contracts';
import { LessonGroupEntity, LessonItemEntity } from '@oj/db';
import type { LessonGroupRow, LessonItemRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { LessonMessage as M } from '@oj/contracts';
import { toItemDto } from '../lesson/queries.ts';
import { lessonOf, toAdminLesson } from './lessons.ts';
import { itemUrl, requiredText } from './validation.ts';

function toAdminItem(row: LessonItemRow): AdminLessonItemDto {
  return { ...toItemDto(row), gid: row.gid, rank: row.rank };
}

async function groupOf(db: DataSource, id: number): Promise<LessonGroupRow> {
  const row = await db.getRepository(LessonGroupEntity).findOne({ where: { id } });
  if (!row) throw fail(M.groupNotExists);
  return row;
}

async function itemOf(db: DataSource, id: number): Promise<LessonItemRow> {
  const row = await db.getRepository(LessonItemEntity).findOne({ where: { id } });
  if (!row) throw fail(M.itemNotExists);
  return row;
}

/** The rank after the last of these (new entries go to the end). */
async function nextRank(db: DataSource, entity: typeof LessonGroupEntity | typeof LessonItemEntity, where: Record<string, number>): Promise<number> {
  const column = Object.keys(where)[0] ?? 'id';
  const found = await db
    .getRepository(entity)
    .createQueryBuilder('r')
    .select('MAX(r.rank)', 'rank')
    .where(`r.${column} = :value`, { value: where[column] })
    .getRawOne<{ rank: number | string | null }>();
  return found?.rank === null || found?.rank === undefined ? 0 : Number(found.rank) + 1;
}

/** A lesson with every group and item (hidden ones too), each in display order. */
export async function adminLessonGroups(db: DataSource, lid: number): Promise<AdminLessonGroupsDto> {
  const lesson = await lessonOf(db, lid);
  const groups = await db.getRepository(LessonGroupEntity).find({ where: { lid }, order: { rank: 'ASC', id: 'ASC' } });
  const items =
    groups.length === 0
      ? []
      : await db.getRepository(LessonItemEntity).find({ where: { gid: In(groups.map((group) => group.id)) }, order: { rank: 'ASC', id: 'ASC' } });
  return {
    lesson: toAdminLesson(lesson),
    groups: groups.map((group) => ({
      id: group.id,
      lid: group.lid,
      name: group.name,
      rank: group.rank,
      items: items.filter((item) => item.gid === group.id).map(toAdminItem),
    })),
  };
}

/** Adds a group at the end of a lesson (or at the rank given); returns its id. */
export async function addGroup(db: DataSource, form: LessonGroupFormDto): Promise<number> {
  const lesson = await lessonOf(db, form.lid);
  const name = requiredText(form.name, M.groupNameRequired);
  const rank = form.rank ?? (await nextRank(db, LessonGroupEntity, { lid: lesson.id }));
  const inserted = await db.getRepository(LessonGroupEntity).insert({ lid: lesson.id, name, rank });
  return Number(inserted.identifiers[0]?.id);
}

/** Renames a group (and moves it when a rank is given). */
export async function updateGroup(db: DataSource, form: LessonGroupUpdateDto): Promise<void> {
  const group = await groupOf(db, form.id);
  await db.getRepository(LessonGroupEntity).update({ id: group.id }, { name: requiredText(form.name, M.groupNameRequired), rank: form.rank ?? group.rank });
}

/** Deletes a group with its items. */
export async function deleteGroup(db: DataSource, id: number): Promise<void> {
  const group = await groupOf(db, id);
  await db.transaction(async (manager) => {
    await manager.getRepository(LessonItemEntity).delete({ gid: group.id });
    await manager.getRepository(LessonGroupEntity).delete({ id: group.id });
  });
}

/** Adds an item at the end of a group (or at the rank given); its link must be safe. Returns its id. */
export async function addItem(db: DataSource, form: LessonItemFormDto): Promise<number> {
  const group = await groupOf(db, form.gid);
  const title = requiredText(form.title, M.titleRequired);
  const url = itemUrl(form.url);
  const rank = form.rank ?? (await nextRank(db, LessonItemEntity, { gid: group.id }));
  const inserted = await db.getRepository(LessonItemEntity).insert({ gid: group.id, title, url, isVisible: form.isVisible ?? true, rank });
  return Number(inserted.identifiers[0]?.id);
}

/** Changes an item's title, link, visibility (and rank when given). */
export async function updateItem(db: DataSource, form: LessonItemUpdateDto): Promise<void> {
  const item = await itemOf(db, form.id);
  await db
    .getRepository(LessonItemEntity)
    .update(
      { id: item.id },
      { title: requiredText(form.title, M.titleRequired), url: itemUrl(form.url), isVisible: form.isVisible ?? item.isVisible, rank: form.rank ?? item.rank },
    );
}

/** Deletes an item. */
export async function deleteItem(db: DataSource, id: number): Promise<void> {
  const item = await itemOf(db, id);
  await db.getRepository(LessonItemEntity).delete({ id: item.id });
}

/** Puts a group's items in the given order (ranks 0, 1, ...): the list must name each item of the group once. */
export async function orderItems(db: DataSource, form: LessonItemOrderDto): Promise<void> {
  const group = await groupOf(db, form.gid);
  const items = await db.getRepository(LessonItemEntity).find({ where: { gid: group.id }, select: { id: true } });
  const current = new Set(items.map((item) => item.id));
  const given = new Set(form.ids);
  if (given.size !== form.ids.length || given.size !== current.size || form.ids.some((id) => !current.has(id))) throw fail(M.orderMismatch);
  await db.transaction(async (manager) => {
    for (const [rank, id] of form.ids.entries()) await manager.getRepository(LessonItemEntity).update({ id }, { rank });
  });
}
