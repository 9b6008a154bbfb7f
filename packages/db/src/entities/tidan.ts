import { auditColumns, boolColumn, defineEntity, idColumn, intColumn, varcharColumn } from './columns.ts';

// A tidan (problem-set outline, spec 02 §2 "Tidan list") is four levels: the tidan (a top tab), its
// groups (second-level tabs), their problem groups (collapsible panels) and the bound problems.
// Each level is ordered by rank, then id (docs/tidan.md).

/** `tidan`: one outline, a top-level tab of /tidan. */
export interface TidanRow {
  id: number;
  name: string;
  rank: number;
  /** Hidden outlines are the back office's only. */
  visible: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TidanEntity = defineEntity<TidanRow>({
  name: 'Tidan',
  tableName: 'tidan',
  columns: { id: idColumn(), name: varcharColumn(255), rank: intColumn(0), visible: boolColumn(true), ...auditColumns() },
});

/** `tidan_group`: a second-level tab of a tidan. */
export interface TidanGroupRow {
  id: number;
  tid: number;
  name: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TidanGroupEntity = defineEntity<TidanGroupRow>({
  name: 'TidanGroup',
  tableName: 'tidan_group',
  columns: { id: idColumn(), tid: intColumn(), name: varcharColumn(255), rank: intColumn(0), ...auditColumns() },
  indices: [{ name: 'IDX_tidan_group_tid', columns: ['tid'] }],
});

/** `tidan_problem_group`: a collapsible panel of problems inside a tidan group. */
export interface TidanProblemGroupRow {
  id: number;
  /** The tidan_group. */
  gid: number;
  name: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TidanProblemGroupEntity = defineEntity<TidanProblemGroupRow>({
  name: 'TidanProblemGroup',
  tableName: 'tidan_problem_group',
  columns: { id: idColumn(), gid: intColumn(), name: varcharColumn(255), rank: intColumn(0), ...auditColumns() },
  indices: [{ name: 'IDX_tidan_problem_group_gid', columns: ['gid'] }],
});

/** `tidan_problem`: a bank problem bound to a problem group (once per problem group). */
export interface TidanProblemRow {
  id: number;
  /** The tidan_problem_group. */
  pgid: number;
  pid: number;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const TidanProblemEntity = defineEntity<TidanProblemRow>({
  name: 'TidanProblem',
  tableName: 'tidan_problem',
  columns: { id: idColumn(), pgid: intColumn(), pid: intColumn(), rank: intColumn(0), ...auditColumns() },
  indices: [{ name: 'UQ_tidan_problem_pgid_pid', columns: ['pgid', 'pid'], unique: true }],
});
