import type { DataSource } from 'typeorm';
import { ProblemImportMessage as M, REMOTE_JUDGES } from '@oj/contracts';
import type { DuplicateIdPolicy, ServerMessage } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';

/** The problem column's size (packages/db ProblemEntity.problemId). */
export const ID_MAX = 100;

/** A display id the site can store: no blanks, within the column, not a remote judge's prefix (spec 03 §5). */
function storable(id: string): string {
  let clean = id.trim().replace(/\s+/g, '-').slice(0, ID_MAX);
  if (REMOTE_JUDGES.some((key) => clean.toUpperCase().startsWith(`${key}-`))) clean = `P${clean}`.slice(0, ID_MAX);
  return clean;
}

/** Whether a problem has display id `problemId`. */
export async function displayIdTaken(db: DataSource, problemId: string): Promise<boolean> {
  return db.getRepository(ProblemEntity).exists({ where: { problemId } });
}

/**
 * The display id an imported problem gets, and the note saying why it is not the package's: the package's
 * own when the site can store it and has no problem with it; else (policy `rename`) the first free
 * `<id>-2`, `<id>-3`…; a taken id under `refuse` refuses the problem. A package without ids gets `fallback`.
 */
export async function chooseDisplayId(
  db: DataSource,
  sourceId: string | null,
  fallback: string,
  policy: DuplicateIdPolicy,
): Promise<{ problemId: string; note: ServerMessage | null }> {
  const given = sourceId?.trim() ?? '';
  const base = storable(given === '' ? fallback : given);
  const changed = given !== '' && base !== given;
  if (!(await displayIdTaken(db, base))) {
    if (given === '') return { problemId: base, note: M.displayIdGiven(base) };
    return { problemId: base, note: changed ? M.displayIdRenamed(given, base) : null };
  }
  if (policy === 'refuse') throw fail(M.displayIdTaken(base));
  const candidate = await firstFreeRenaming(db, base);
  return { problemId: candidate, note: given === '' ? M.displayIdGiven(candidate) : M.displayIdRenamed(given, candidate) };
}

/**
 * The first display id no problem has among `<base>-2`, `<base>-3`…, each cut to the column's size (the
 * import's rename, also the one a group problem copied into another group gets when its id is taken there).
 */
export async function firstFreeRenaming(db: DataSource, base: string): Promise<string> {
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, ID_MAX - suffix.length)}${suffix}`;
    if (!(await displayIdTaken(db, candidate))) return candidate;
  }
}
