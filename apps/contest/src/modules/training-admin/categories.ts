/** The back office's training categories (spec 03 §3 "Training category": id, name, color). */
import type { DataSource } from 'typeorm';
import type { TrainingCategoryDto, TrainingCategoryFormDto } from '@oj/contracts';
import { TrainingCategoryEntity, TrainingCategoryLinkEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { TrainingAdminMessage as M } from '@oj/contracts';

/** POST /admin/training/category. */
export async function createCategory(db: DataSource, form: TrainingCategoryFormDto): Promise<TrainingCategoryDto> {
  const inserted = await db.getRepository(TrainingCategoryEntity).insert({ name: form.name.trim(), color: form.color, gid: null });
  return { id: Number(inserted.identifiers[0]?.id), name: form.name.trim(), color: form.color };
}

/** PUT /admin/training/category. */
export async function updateCategory(db: DataSource, form: TrainingCategoryFormDto & { id: number }): Promise<void> {
  const result = await db.getRepository(TrainingCategoryEntity).update({ id: form.id }, { name: form.name.trim(), color: form.color });
  if (result.affected === 0) throw fail(M.categoryNotExists);
}

/** DELETE /admin/training/category: refused while a training uses it. */
export async function deleteCategory(db: DataSource, id: number): Promise<void> {
  if (await db.getRepository(TrainingCategoryLinkEntity).exists({ where: { cid: id } })) throw fail(M.categoryInUse);
  const result = await db.getRepository(TrainingCategoryEntity).delete({ id });
  if (result.affected === 0) throw fail(M.categoryNotExists);
}
