import {
  auditColumns,
  boolColumn,
  createdColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// The public discussions of spec 03 §2.14, §2.15, §3 "Discussion" and "Report": the community service
// owns these tables. `gid` is the group of a group discussion (null: a public discussion);
// user ids are uuids of `user_info`, whose names and avatars are read at display time.

/** Discussion status (spec 03 §9): 0 normal, 1 disabled by an admin (hidden from the list and detail). */
export const DiscussionStatus = { Normal: 0, Disabled: 1 } as const;

/** `discussion`: one discussion, optionally about a problem (`pid`). */
export interface DiscussionRow {
  id: number;
  /** The problem's display id (`problemId`), or null. */
  pid: string | null;
  gid: number | null;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  /** 1: shown before the others (admin roles only). */
  topPriority: boolean;
  uid: string;
  /** The author's role name when posting (`root`, `admin`, `problem_admin`, `user`): the SPA/ADM badge. */
  role: string;
  status: number;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const DiscussionEntity = defineEntity<DiscussionRow>({
  name: 'Discussion',
  tableName: 'discussion',
  columns: {
    id: idColumn(),
    pid: varcharColumn(255, { nullable: true }),
    gid: nullableIntColumn(),
    title: varcharColumn(255),
    description: varcharColumn(255),
    content: textColumn('mediumtext', false),
    categoryId: intColumn(),
    topPriority: boolColumn(false),
    uid: uidColumn(),
    role: varcharColumn(20),
    status: tinyintColumn(DiscussionStatus.Normal),
    viewNum: intColumn(0),
    likeNum: intColumn(0),
    commentNum: intColumn(0),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_discussion_list', columns: ['gid', 'status', 'topPriority', 'id'] },
    { name: 'IDX_discussion_uid', columns: ['uid'] },
    { name: 'IDX_discussion_pid', columns: ['pid'] },
  ],
});

/** `discussion_category`: a category of discussions (spec 03 §3), edited by super admins. */
export interface DiscussionCategoryRow {
  id: number;
  name: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const DiscussionCategoryEntity = defineEntity<DiscussionCategoryRow>({
  name: 'DiscussionCategory',
  tableName: 'discussion_category',
  columns: { id: idColumn(), name: varcharColumn(255), ...auditColumns() },
  indices: [{ name: 'UQ_discussion_category_name', columns: ['name'], unique: true }],
});

/** `discussion_like`: one user's like of one discussion (unique, so a like is never counted twice). */
export interface DiscussionLikeRow {
  id: number;
  did: number;
  uid: string;
  gmtCreate: Date;
}

export const DiscussionLikeEntity = defineEntity<DiscussionLikeRow>({
  name: 'DiscussionLike',
  tableName: 'discussion_like',
  columns: { id: idColumn(), did: intColumn(), uid: uidColumn(), gmtCreate: createdColumn() },
  indices: [{ name: 'UQ_discussion_like_did_uid', columns: ['did', 'uid'], unique: true }],
});

/** `discussion_report`: a report of a discussion: tags in hash marks, then the reason (spec 03 §3 "Report"). */
export interface DiscussionReportRow {
  id: number;
  did: number;
  reporter: string;
  content: string;
  /** false until an admin marks it handled. */
  status: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const DiscussionReportEntity = defineEntity<DiscussionReportRow>({
  name: 'DiscussionReport',
  tableName: 'discussion_report',
  columns: {
    id: idColumn(),
    did: intColumn(),
    reporter: uidColumn(),
    content: varcharColumn(1000),
    status: boolColumn(false),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_discussion_report_status', columns: ['status', 'id'] }],
});
