import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { AdminTidanListDto, TidanFormDto, TidanGroupFormDto, TidanNodeUpdateDto, TidanProblemGroupFormDto, TidanUpdateDto } from '@oj/contracts';
import { findProblems } from '@oj/db/reads';
import { TidanEntity, TidanGroupEntity, TidanProblemEntity, TidanProblemGroupEntity } from '@oj/db';
import type { TidanGroupRow, TidanProblemGroupRow, TidanRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { TidanMessage as M } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { childrenOf, loadTidanTree } from '../tidan/tree.ts';

function name(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw fail(M.nameRequired);
  return trimmed;
}

/** One row by id, or 404 with the message. */
async function rowOf<T extends { id: number }>(
  db: DataSource,
  entity: typeof TidanEntity | typeof TidanGroupEntity | typeof TidanProblemGroupEntity,
  id: number,
  message: ServerMessage,
): Promise<T> {
  const row = await db.getRepository<T>(entity.options.name).findOne({ where: { id } as never });
  if (!row) throw fail(message);
  return row;
}

export const tidanOf = (db: DataSource, id: number) => rowOf<TidanRow>(db, TidanEntity, id, M.tidanNotExists);
export const groupOf = (db: DataSource, id: number) => rowOf<TidanGroupRow>(db, TidanGroupEntity, id, M.groupNotExists);
export const problemGroupOf = (db: DataSource, id: number) => rowOf<TidanProblemGroupRow>(db, TidanProblemGroupEntity, id, M.problemGroupNotExists);

/** Every tidan (hidden ones too) with every level, as the back office edits them. */
export async function adminTidanList(db: DataSource): Promise<AdminTidanListDto> {
  const tree = await loadTidanTree(db, false);
  const problems = new Map((await findProblems(db, [...new Set(tree.problems.map((row) => row.pid))], ['problemId', 'title'])).map((row) => [row.id, row]));
  return tree.tidan.map((tidan) => ({
    id: tidan.id,
    name: tidan.name,
    rank: tidan.rank,
    visible: tidan.visible,
    groups: childrenOf(tree.groups, 'tid', tidan.id).map((group) => ({
      id: group.id,
      tid: group.tid,
      name: group.name,
      rank: group.rank,
      problemGroups: childrenOf(tree.problemGroups, 'gid', group.id).map((problemGroup) => ({
        id: problemGroup.id,
        gid: problemGroup.gid,
        name: problemGroup.name,
        rank: problemGroup.rank,
        problems: childrenOf(tree.problems, 'pgid', problemGroup.id).map((row) => ({
          id: row.id,
          pid: row.pid,
          problemId: problems.get(row.pid)?.problemId ?? String(row.pid),
          title: problems.get(row.pid)?.title ?? '',
          rank: row.rank,
        })),
      })),
    })),
  }));
}

/** Creates a tidan; returns its id. */
export async function createTidan(db: DataSource, form: TidanFormDto): Promise<number> {
  const inserted = await db.getRepository(TidanEntity).insert({ name: name(form.name), rank: form.rank ?? 0, visible: form.visible ?? true });
  return Number(inserted.identifiers[0]?.id);
}

/** Renames, moves, shows or hides a tidan. */
export async function updateTidan(db: DataSource, form: TidanUpdateDto): Promise<void> {
  const row = await tidanOf(db, form.id);
  await db.getRepository(TidanEntity).update({ id: row.id }, { name: name(form.name), rank: form.rank ?? row.rank, visible: form.visible ?? row.visible });
}

/** Deletes problem groups with their bound problems (inside a transaction's manager). */
async function deleteProblemGroups(manager: DataSource['manager'], ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.getRepository(TidanProblemEntity).delete({ pgid: In(ids) });
  await manager.getRepository(TidanProblemGroupEntity).delete({ id: In(ids) });
}

async function deleteGroups(manager: DataSource['manager'], ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const problemGroups = await manager.getRepository(TidanProblemGroupEntity).find({ where: { gid: In(ids) }, select: { id: true } });
  await deleteProblemGroups(
    manager,
    problemGroups.map((row) => row.id),
  );
  await manager.getRepository(TidanGroupEntity).delete({ id: In(ids) });
}

/** Deletes a tidan with everything under it. */
export async function deleteTidan(db: DataSource, id: number): Promise<void> {
  const row = await tidanOf(db, id);
  await db.transaction(async (manager) => {
    const groups = await manager.getRepository(TidanGroupEntity).find({ where: { tid: row.id }, select: { id: true } });
    await deleteGroups(
      manager,
      groups.map((group) => group.id),
    );
    await manager.getRepository(TidanEntity).delete({ id: row.id });
  });
}

/** Adds a group (a second-level tab) to a tidan; returns its id. */
export async function addGroup(db: DataSource, form: TidanGroupFormDto): Promise<number> {
  const tidan = await tidanOf(db, form.tid);
  const inserted = await db.getRepository(TidanGroupEntity).insert({ tid: tidan.id, name: name(form.name), rank: form.rank ?? 0 });
  return Number(inserted.identifiers[0]?.id);
}

export async function updateGroup(db: DataSource, form: TidanNodeUpdateDto): Promise<void> {
  const row = await groupOf(db, form.id);
  await db.getRepository(TidanGroupEntity).update({ id: row.id }, { name: name(form.name), rank: form.rank ?? row.rank });
}

export async function deleteGroup(db: DataSource, id: number): Promise<void> {
  const row = await groupOf(db, id);
  await db.transaction((manager) => deleteGroups(manager, [row.id]));
}

/** Adds a problem group (a collapsible panel) to a group; returns its id. */
export async function addProblemGroup(db: DataSource, form: TidanProblemGroupFormDto): Promise<number> {
  const group = await groupOf(db, form.gid);
  const inserted = await db.getRepository(TidanProblemGroupEntity).insert({ gid: group.id, name: name(form.name), rank: form.rank ?? 0 });
  return Number(inserted.identifiers[0]?.id);
}

export async function updateProblemGroup(db: DataSource, form: TidanNodeUpdateDto): Promise<void> {
  const row = await problemGroupOf(db, form.id);
  await db.getRepository(TidanProblemGroupEntity).update({ id: row.id }, { name: name(form.name), rank: form.rank ?? row.rank });
}

export async function deleteProblemGroup(db: DataSource, id: number): Promise<void> {
  const row = await problemGroupOf(db, id);
  await db.transaction((manager) => deleteProblemGroups(manager, [row.id]));
}
