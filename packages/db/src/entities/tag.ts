import { OWN_PROBLEM_BANK } from '@oj/contracts';
import { auditColumns, defineEntity, idColumn, intColumn, nullableIntColumn, varcharColumn } from './columns.ts';

/** The `oj` key of the platform's own problems and tags (remote judges use their key: HDU, CF...). */
export const OWN_OJ = OWN_PROBLEM_BANK;

/** `tag`: a problem tag, site-wide (gid null) or owned by a group. */
export interface TagRow {
  id: number;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  /** Tag classification id; null means Unclassified. */
  tcid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TagEntity = defineEntity<TagRow>({
  name: 'Tag',
  tableName: 'tag',
  columns: {
    id: idColumn(),
    name: varcharColumn(100),
    color: varcharColumn(20, { nullable: true }),
    oj: varcharColumn(20, { default: OWN_OJ }),
    gid: nullableIntColumn(),
    tcid: nullableIntColumn(),
    ...auditColumns(),
  },
  indices: [
    // gid is NULL for site tags, and NULLs never collide in a unique index: site-tag
    // uniqueness per (name, oj) is the writer's check; this index guards group tags.
    { name: 'UQ_tag_name_oj_gid', columns: ['name', 'oj', 'gid'], unique: true },
    { name: 'IDX_tag_tcid', columns: ['tcid'] },
  ],
});

/** `tag_classification`: groups tags in the tag browser, ordered by `rank`. */
export interface TagClassificationRow {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TagClassificationEntity = defineEntity<TagClassificationRow>({
  name: 'TagClassification',
  tableName: 'tag_classification',
  columns: { id: idColumn(), name: varcharColumn(100), oj: varcharColumn(20, { default: OWN_OJ }), rank: intColumn(0), ...auditColumns() },
});

/** `problem_tag`: tags of a problem. */
export interface ProblemTagRow {
  id: number;
  pid: number;
  tid: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ProblemTagEntity = defineEntity<ProblemTagRow>({
  name: 'ProblemTag',
  tableName: 'problem_tag',
  columns: { id: idColumn(), pid: intColumn(), tid: intColumn(), ...auditColumns() },
  indices: [
    { name: 'UQ_problem_tag_pid_tid', columns: ['pid', 'tid'], unique: true },
    { name: 'IDX_problem_tag_tid', columns: ['tid'] },
  ],
});

/** `difficulty`: the difficulty levels (id 0 Easy, 1 Mid, 2 Hard by default). */
export interface DifficultyRow {
  id: number;
  name: string;
  color: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const DifficultyEntity = defineEntity<DifficultyRow>({
  name: 'Difficulty',
  tableName: 'difficulty',
  // Not auto-increment: level ids start at 0, and an auto-increment column cannot hold 0 reliably.
  columns: { id: { type: 'int', primary: true }, name: varcharColumn(50), color: varcharColumn(20), ...auditColumns() },
});
