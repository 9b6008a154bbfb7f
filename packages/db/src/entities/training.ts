import {
  auditColumns,
  boolColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// Trainings (spec 02 §2-§4 "Trainings", spec 03 §2.10), migration 0011. The contest service owns
// these tables; a training's rank is computed from judge rows, never stored.

/** `training`: one curated problem set. */
export interface TrainingRow {
  id: number;
  /** Order of the list, smaller first (0..2147483647, default 1000). */
  rank: number;
  title: string;
  description: string;
  /** 'Public' or 'Private' (`TrainingAuth`). */
  auth: string;
  /** The private password as contest passwords are stored (HMAC, see the contest module's password.ts); null for none. */
  pwdHash: string | null;
  gid: number | null;
  /** The author's uid and username. */
  uid: string;
  author: string;
  visible: boolean;
  rankShowName: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TrainingEntity = defineEntity<TrainingRow>({
  name: 'Training',
  tableName: 'training',
  columns: {
    id: idColumn(),
    rank: intColumn(1000),
    title: varcharColumn(255),
    description: textColumn('mediumtext', false),
    auth: varcharColumn(10, { default: 'Public' }),
    pwdHash: varcharColumn(255, { nullable: true }),
    gid: nullableIntColumn(),
    uid: uidColumn(),
    author: varcharColumn(20),
    visible: boolColumn(true),
    rankShowName: varcharColumn(20, { default: 'username' }),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_training_rank', columns: ['rank'] },
    { name: 'IDX_training_gid', columns: ['gid'] },
  ],
});

/** `training_category`: a category with its tag colour. */
export interface TrainingCategoryRow {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TrainingCategoryEntity = defineEntity<TrainingCategoryRow>({
  name: 'TrainingCategory',
  tableName: 'training_category',
  columns: { id: idColumn(), name: varcharColumn(50), color: varcharColumn(20), gid: nullableIntColumn(), ...auditColumns() },
});

/** `mapping_training_category`: the one category of a training. */
export interface TrainingCategoryLinkRow {
  tid: number;
  cid: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TrainingCategoryLinkEntity = defineEntity<TrainingCategoryLinkRow>({
  name: 'TrainingCategoryLink',
  tableName: 'mapping_training_category',
  columns: { tid: { type: 'int', primary: true }, cid: intColumn(), ...auditColumns() },
  indices: [{ name: 'IDX_mapping_training_category_cid', columns: ['cid'] }],
});

/** `training_problem`: a bank problem in a training, in `rank` order. */
export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TrainingProblemEntity = defineEntity<TrainingProblemRow>({
  name: 'TrainingProblem',
  tableName: 'training_problem',
  columns: { id: idColumn(), tid: intColumn(), pid: intColumn(), displayId: varcharColumn(64), rank: intColumn(0), ...auditColumns() },
  indices: [
    { name: 'UQ_training_problem_pid', columns: ['tid', 'pid'], unique: true },
    { name: 'IDX_training_problem_pid', columns: ['pid'] },
  ],
});

/** `training_register`: a user who entered a private training with its password. */
export interface TrainingRegisterRow {
  id: number;
  tid: number;
  uid: string;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TrainingRegisterEntity = defineEntity<TrainingRegisterRow>({
  name: 'TrainingRegister',
  tableName: 'training_register',
  columns: { id: idColumn(), tid: intColumn(), uid: uidColumn(), status: tinyintColumn(1), ...auditColumns() },
  indices: [
    { name: 'UQ_training_register_tid_uid', columns: ['tid', 'uid'], unique: true },
    { name: 'IDX_training_register_uid', columns: ['uid'] },
  ],
});
