import { auditColumns, boolColumn, defineEntity, idColumn, intColumn, textColumn, varcharColumn } from './columns.ts';

/** `lesson`: a course of the lesson catalogue (spec 02 §2 "Lessons", §3 Lesson). */
export interface LessonRow {
  id: number;
  title: string;
  /** URL of the card image (the site's own upload, or an http(s) address); null for none. */
  logo: string | null;
  /** Markdown. */
  description: string | null;
  /** Hidden lessons are the back office's only. */
  visible: boolean;
  /** Username of the admin who created it. */
  author: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const LessonEntity = defineEntity<LessonRow>({
  name: 'Lesson',
  tableName: 'lesson',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    logo: varcharColumn(500, { nullable: true }),
    description: textColumn('mediumtext'),
    visible: boolColumn(true),
    author: varcharColumn(20, { nullable: true }),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_lesson_visible', columns: ['visible'] }],
});

/** `lesson_group`: a chapter of a lesson, shown as one accordion panel; ordered by rank, then id. */
export interface LessonGroupRow {
  id: number;
  lid: number;
  name: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const LessonGroupEntity = defineEntity<LessonGroupRow>({
  name: 'LessonGroup',
  tableName: 'lesson_group',
  columns: { id: idColumn(), lid: intColumn(), name: varcharColumn(255), rank: intColumn(0), ...auditColumns() },
  indices: [{ name: 'IDX_lesson_group_lid', columns: ['lid'] }],
});

/** `lesson_item`: one material (video, PDF, slides) of a group; ordered by rank, then id. */
export interface LessonItemRow {
  id: number;
  /** The lesson_group. */
  gid: number;
  title: string;
  url: string;
  isVisible: boolean;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const LessonItemEntity = defineEntity<LessonItemRow>({
  name: 'LessonItem',
  tableName: 'lesson_item',
  columns: {
    id: idColumn(),
    gid: intColumn(),
    title: varcharColumn(255),
    url: varcharColumn(1000),
    isVisible: boolColumn(true),
    rank: intColumn(0),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_lesson_item_gid', columns: ['gid'] }],
});
