// Published by the gateway, owner of the problem tables: a problem as its page shows it (the
// statement, tags, languages and starter code), for the gateway's problem page and the contest
// service's contest problem page alike. Who may open it, and the counts and standing shown beside
// it, are each caller's own.
import type { DataSource } from 'typeorm';
import { parseExamples } from '@oj/contracts';
import type { ProblemCodeTemplateDto, ProblemDetailDto, ProblemDetailResponseDto } from '@oj/contracts';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from '../entities/language.ts';
import { ProblemEntity } from '../entities/problem.ts';
import type { ProblemRow } from '../entities/problem.ts';
import { ProblemTagEntity, TagEntity } from '../entities/tag.ts';

/** A tag as problems carry it. */
export interface ProblemTag {
  id: number;
  name: string;
  color: string | null;
}

/** The page of a problem without the counts and the viewer's standing. */
export type ProblemPage = Omit<ProblemDetailResponseDto, 'problemCount' | 'myStatus'>;

/** Names of the files in a `{name: content}` JSON column; contents never leave the server here. */
export function extraFileNames(json: string | null): string[] {
  if (json === null || json.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : [];
  } catch {
    return [];
  }
}

/** The solver-facing fields of a problem: an allow-list, so new columns never leak by default. */
export function toDetailDto(problem: ProblemRow): ProblemDetailDto {
  return {
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: parseExamples(problem.examples),
    hint: problem.hint,
    source: problem.source,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    ioScore: problem.ioScore,
    codeShare: problem.codeShare,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    isRemote: problem.isRemote,
    gid: problem.gid,
    userExtraFile: extraFileNames(problem.userExtraFile),
    gmtCreate: problem.gmtCreate.toISOString(),
    gmtModified: problem.gmtModified.toISOString(),
  };
}

/** Tags of each problem, in one query; problems without tags are absent from the map. */
export async function tagsByProblem(db: DataSource, pids: readonly number[]): Promise<Map<number, ProblemTag[]>> {
  const tags = new Map<number, ProblemTag[]>();
  if (pids.length === 0) return tags;
  const rows = await db
    .createQueryBuilder()
    .select(['pt.pid AS pid', 't.id AS id', 't.name AS name', 't.color AS color'])
    .from(ProblemTagEntity, 'pt')
    .innerJoin(TagEntity.options.name, 't', 't.id = pt.tid')
    .where('pt.pid IN (:...pids)', { pids })
    .orderBy('pt.pid', 'ASC')
    .addOrderBy('t.id', 'ASC')
    .getRawMany<{ pid: number | string; id: number | string; name: string; color: string | null }>();
  for (const row of rows) {
    const pid = Number(row.pid);
    const list = tags.get(pid) ?? [];
    list.push({ id: Number(row.id), name: row.name, color: row.color });
    tags.set(pid, list);
  }
  return tags;
}

/** A problem's enabled code templates, with their language names, in language display order. */
export async function problemCodeTemplates(db: DataSource, pid: number): Promise<ProblemCodeTemplateDto[]> {
  const rows = await db
    .createQueryBuilder()
    .select(['ct.id AS id', 'ct.pid AS pid', 'ct.lid AS lid', 'ct.code AS code', 'l.name AS language'])
    .from(CodeTemplateEntity, 'ct')
    .innerJoin(LanguageEntity.options.name, 'l', 'l.id = ct.lid')
    .where('ct.pid = :pid', { pid })
    .andWhere('ct.status = :enabled', { enabled: true })
    .orderBy('l.seq', 'ASC')
    .addOrderBy('l.id', 'ASC')
    .getRawMany<{ id: number | string; pid: number | string; lid: number | string; code: string; language: string }>();
  return rows.map((row) => ({ id: Number(row.id), pid: Number(row.pid), lid: Number(row.lid), language: row.language, code: row.code }));
}

/** The languages a problem accepts (ids and names), in display order. */
async function pageLanguages(db: DataSource, pid: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .createQueryBuilder()
    .select(['l.id AS id', 'l.name AS name'])
    .from(LanguageEntity, 'l')
    .innerJoin(ProblemLanguageEntity.options.name, 'pl', 'pl.lid = l.id')
    .where('pl.pid = :pid', { pid })
    .orderBy('l.seq', 'ASC')
    .addOrderBy('l.id', 'ASC')
    .getRawMany<{ id: number | string; name: string }>();
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** The page of a problem already read (the caller has checked who may open it). */
export async function problemPageOf(db: DataSource, problem: ProblemRow): Promise<ProblemPage> {
  const [tags, languages, templates] = await Promise.all([
    tagsByProblem(db, [problem.id]),
    pageLanguages(db, problem.id),
    problemCodeTemplates(db, problem.id),
  ]);
  const accepted = new Set(languages.map((language) => language.id));
  return {
    problem: toDetailDto(problem),
    tags: tags.get(problem.id) ?? [],
    languages: languages.map((language) => language.name),
    codeTemplate: Object.fromEntries(templates.filter((template) => accepted.has(template.lid)).map((template) => [template.language, template.code])),
  };
}

/** The page of the problem with this id, or null when there is none. */
export async function problemPageById(db: DataSource, pid: number): Promise<ProblemPage | null> {
  const problem = await db.getRepository(ProblemEntity).findOne({ where: { id: pid } });
  return problem ? problemPageOf(db, problem) : null;
}
