import {
  auditColumns,
  boolColumn,
  datetimeColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// Timed homework (spec 02 §3), migration 0012, the contest service's tables. A timed work's status
// is derived from its times, a user's from their record (@oj/access, timed-work).

/** `timed_work`: one timed homework. */
export interface TimedWorkRow {
  id: number;
  title: string;
  description: string;
  /** 0 public, 1 private. */
  auth: number;
  /** The password as contest passwords store it (HMAC with a salt); null for none. */
  pwdHash: string | null;
  gid: number | null;
  startTime: Date;
  endTime: Date;
  /** Seconds one attempt lasts from its start. */
  duration: number;
  /** The author's uid and username. */
  uid: string;
  author: string;
  visible: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TimedWorkEntity = defineEntity<TimedWorkRow>({
  name: 'TimedWork',
  tableName: 'timed_work',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    description: textColumn('mediumtext', false),
    auth: tinyintColumn(0),
    pwdHash: varcharColumn(255, { nullable: true }),
    gid: nullableIntColumn(),
    startTime: datetimeColumn(),
    endTime: datetimeColumn(),
    duration: intColumn(),
    uid: uidColumn(),
    author: varcharColumn(20),
    visible: boolColumn(true),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_timed_work_startTime', columns: ['startTime'] },
    { name: 'IDX_timed_work_gid', columns: ['gid'] },
  ],
});

/** `timed_work_problem`: a bank problem in a timed work. */
export interface TimedWorkProblemRow {
  id: number;
  twid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  /** 1 objective, else programming. */
  type: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TimedWorkProblemEntity = defineEntity<TimedWorkProblemRow>({
  name: 'TimedWorkProblem',
  tableName: 'timed_work_problem',
  columns: {
    id: idColumn(),
    twid: intColumn(),
    pid: intColumn(),
    displayId: varcharColumn(64),
    displayTitle: varcharColumn(255),
    type: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_timed_work_problem_display', columns: ['twid', 'displayId'], unique: true },
    { name: 'UQ_timed_work_problem_pid', columns: ['twid', 'pid'], unique: true },
  ],
});

/** `timed_work_record`: one user's attempt; `endTime` is set on hand-in. */
export interface TimedWorkRecordRow {
  id: number;
  twid: number;
  uid: string;
  startTime: Date;
  endTime: Date | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TimedWorkRecordEntity = defineEntity<TimedWorkRecordRow>({
  name: 'TimedWorkRecord',
  tableName: 'timed_work_record',
  columns: {
    id: idColumn(),
    twid: intColumn(),
    uid: uidColumn(),
    startTime: datetimeColumn(),
    endTime: datetimeColumn(true),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_timed_work_record_twid_uid', columns: ['twid', 'uid'], unique: true },
    { name: 'IDX_timed_work_record_uid', columns: ['uid'] },
  ],
});
