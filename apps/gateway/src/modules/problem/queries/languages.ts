import type { DataSource } from 'typeorm';
import { OWN_PROBLEM_BANK } from '@oj/contracts';
import type { LanguageDto } from '@oj/contracts';
import { LanguageEntity, ProblemLanguageEntity } from '@oj/db';
import type { LanguageRow } from '@oj/db';
import { DEFAULT_LANGUAGE_NAMES, findLanguage, listLanguages } from '@oj/judge-core';
import type { LanguageSpec } from '@oj/judge-core';

/** The `language` columns judge-core decides (everything but id, template and timestamps). */
function rowOf(
  spec: LanguageSpec,
  seq: number,
): Pick<LanguageRow, 'name' | 'contentType' | 'description' | 'compileCommand' | 'codeTemplate' | 'isSpj' | 'oj' | 'seq'> {
  return {
    name: spec.name,
    contentType: spec.contentType,
    description: spec.description,
    compileCommand: spec.compileArgv?.join(' ') ?? null,
    codeTemplate: spec.template,
    isSpj: spec.spj,
    oj: OWN_PROBLEM_BANK,
    seq,
  };
}

/**
 * Makes the own-OJ rows of `language` match judge-core's table: missing languages are inserted
 * (with judge-core's id when that id is free, so ids agree across installs), existing ones get
 * judge-core's names, commands and templates. Rows judge-core no longer lists stay (old
 * submissions name them) but are not offered. Idempotent and safe to run concurrently.
 */
export async function syncLanguageTable(db: DataSource): Promise<void> {
  const repository = db.getRepository(LanguageEntity);
  const existing = await repository.find();
  const ownByName = new Map(existing.filter((row) => row.oj === OWN_PROBLEM_BANK).map((row) => [row.name, row]));
  const takenIds = new Set(existing.map((row) => row.id));
  for (const [seq, spec] of listLanguages().entries()) {
    const wanted = rowOf(spec, seq);
    const current = ownByName.get(spec.name);
    if (!current) {
      const values = takenIds.has(spec.id) ? wanted : { id: spec.id, ...wanted };
      // INSERT IGNORE: a concurrent sync inserting the same (oj, name) wins, untouched.
      await db.createQueryBuilder().insert().into(LanguageEntity).values(values).orIgnore().execute();
      continue;
    }
    const stale = (Object.keys(wanted) as (keyof typeof wanted)[]).some((key) => current[key] !== wanted[key]);
    if (stale) await repository.update({ id: current.id }, wanted);
  }
}

function toDto(row: LanguageRow): LanguageDto {
  // judge-core is the source of truth for what a language is; the row contributes its id.
  const spec = row.oj === OWN_PROBLEM_BANK ? findLanguage(row.name) : undefined;
  return {
    id: row.id,
    name: row.name,
    description: spec?.description ?? row.description,
    contentType: spec?.contentType ?? row.contentType,
    isSpj: spec?.spj ?? row.isSpj,
    codeTemplate: spec?.template ?? row.codeTemplate,
    oj: row.oj,
  };
}

function displayOrder(a: LanguageRow, b: LanguageRow): number {
  return a.seq - b.seq || a.id - b.id;
}

/** The languages judge-core offers (all of them, or only the default set), in display order. */
export async function offeredLanguages(db: DataSource, all: boolean): Promise<LanguageDto[]> {
  const rows = await db.getRepository(LanguageEntity).find({ where: { oj: OWN_PROBLEM_BANK } });
  return rows
    .filter((row) => findLanguage(row.name) !== undefined && (all || DEFAULT_LANGUAGE_NAMES.includes(row.name)))
    .sort(displayOrder)
    .map(toDto);
}

/** The languages a problem accepts, in display order. */
export async function problemLanguages(db: DataSource, pid: number): Promise<LanguageDto[]> {
  const rows = await db
    .getRepository(LanguageEntity)
    .createQueryBuilder('l')
    .innerJoin(ProblemLanguageEntity.options.name, 'pl', 'pl.lid = l.id')
    .where('pl.pid = :pid', { pid })
    .getMany();
  return rows.sort(displayOrder).map(toDto);
}

// A problem's enabled code templates: the published read the problem page uses too.
export { problemCodeTemplates } from '@oj/db/reads';
