import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { TidanEntity, TidanGroupEntity, TidanProblemEntity, TidanProblemGroupEntity } from '@oj/db';
import type { TidanGroupRow, TidanProblemGroupRow, TidanProblemRow, TidanRow } from '@oj/db';

/** Every level of some tidan, each in display order (rank, then id). */
export interface TidanTree {
  tidan: TidanRow[];
  groups: TidanGroupRow[];
  problemGroups: TidanProblemGroupRow[];
  problems: TidanProblemRow[];
}

const ORDER = { rank: 'ASC', id: 'ASC' } as const;

/** The tidan (visible ones only, or all) with their groups, problem groups and bound problems: four queries. */
export async function loadTidanTree(db: DataSource, onlyVisible: boolean): Promise<TidanTree> {
  const tidan = await db.getRepository(TidanEntity).find({ where: onlyVisible ? { visible: true } : {}, order: ORDER });
  const groups = tidan.length === 0 ? [] : await db.getRepository(TidanGroupEntity).find({ where: { tid: In(tidan.map((row) => row.id)) }, order: ORDER });
  const problemGroups =
    groups.length === 0 ? [] : await db.getRepository(TidanProblemGroupEntity).find({ where: { gid: In(groups.map((row) => row.id)) }, order: ORDER });
  const problems =
    problemGroups.length === 0
      ? []
      : await db.getRepository(TidanProblemEntity).find({ where: { pgid: In(problemGroups.map((row) => row.id)) }, order: ORDER });
  return { tidan, groups, problemGroups, problems };
}

/** The rows of `rows` whose `key` is `id`. */
export function childrenOf<T, K extends keyof T>(rows: readonly T[], key: K, id: T[K]): T[] {
  return rows.filter((row) => row[key] === id);
}
