/** Discussion rows as the wire shows them, with their authors' current profiles and category names. */
import type { DiscussionDto, DiscussionSummaryDto } from '@oj/contracts';
import type { DiscussionRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import type { DataSource } from 'typeorm';
import { categoryNames, commentCounts } from './queries.ts';

/** What the viewer may do and whether they like it (the detail only). */
export interface DiscussionExtras {
  content: string;
  hasLike: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The cards of a page: authors, categories and comment counts read once for all rows. */
export async function toSummaries(db: DataSource, rows: readonly DiscussionRow[]): Promise<DiscussionSummaryDto[]> {
  const [profiles, names, comments] = await Promise.all([
    userProfiles(
      db,
      rows.map((row) => row.uid),
    ),
    categoryNames(
      db,
      rows.map((row) => row.categoryId),
    ),
    commentCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const author = profiles.get(row.uid);
    return {
      id: row.id,
      pid: row.pid,
      gid: row.gid,
      title: row.title,
      description: row.description,
      categoryId: row.categoryId,
      categoryName: names.get(row.categoryId) ?? '',
      topPriority: row.topPriority,
      uid: row.uid,
      author: author?.username ?? '',
      avatar: author?.avatar ?? null,
      role: row.role,
      titleName: author?.titleName ?? null,
      titleColor: author?.titleColor ?? null,
      viewNum: row.viewNum,
      likeNum: row.likeNum,
      commentNum: comments.get(row.id) ?? 0,
      status: row.status,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
    };
  });
}

/** One discussion with its content and the viewer's rights. */
export async function toDiscussionDto(db: DataSource, row: DiscussionRow, extras: DiscussionExtras): Promise<DiscussionDto> {
  const [summary] = await toSummaries(db, [row]);
  if (!summary) throw new Error('a summary of one row');
  return { ...summary, ...extras };
}
