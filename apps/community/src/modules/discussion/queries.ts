/** Reads of the discussion tables (the community service's own) and of what a page of them shows. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { CommentEntity, CommentStatus, DiscussionCategoryEntity, DiscussionEntity, DiscussionLikeEntity, DiscussionStatus } from '@oj/db';
import type { DiscussionRow } from '@oj/db';

/** A public discussion (no group) by id, disabled ones only when `withDisabled`. */
export async function findDiscussion(db: DataSource, id: number, withDisabled = false): Promise<DiscussionRow | null> {
  const row = await db.getRepository(DiscussionEntity).findOneBy({ id });
  if (!row || row.gid !== null) return null;
  return withDisabled || row.status === DiscussionStatus.Normal ? row : null;
}

/** The names of these categories, by id. */
export async function categoryNames(db: DataSource, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.getRepository(DiscussionCategoryEntity).findBy({ id: In(unique) });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The live comments of these discussions, by did (the comment area owns the rows; one grouped count). */
export async function commentCounts(db: DataSource, dids: readonly number[]): Promise<Map<number, number>> {
  if (dids.length === 0) return new Map();
  const rows = await db
    .getRepository(CommentEntity)
    .createQueryBuilder('c')
    .select('c.did', 'did')
    .addSelect('COUNT(*)', 'count')
    .where('c.did IN (:...dids)', { dids: [...new Set(dids)] })
    .andWhere('c.status = :status', { status: CommentStatus.Normal })
    .groupBy('c.did')
    .getRawMany<{ did: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.did), Number(row.count)]));
}

/** Whether the user likes the discussion. */
export async function likes(db: DataSource, did: number, uid: string | null): Promise<boolean> {
  return uid !== null && (await db.getRepository(DiscussionLikeEntity).existsBy({ did, uid }));
}
