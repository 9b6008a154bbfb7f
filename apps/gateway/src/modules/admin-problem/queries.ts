import type { Deps } from '../../deps.ts';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { AdminProblemMessage as M, OWN_PROBLEM_BANK, REMOTE_JUDGES } from '@oj/contracts';
import type {
  AdminProblemCaseDto,
  AdminProblemDetailDto,
  AdminProblemDto,
  AdminProblemListDto,
  AdminProblemListQueryDto,
  AdminTagDto,
  ExtraFilesDto,
  GroupProblemListDto,
  GroupProblemListQueryDto,
} from '@oj/contracts';
import { CodeTemplateEntity, ProblemCaseEntity, ProblemEntity, ProblemLanguageEntity, ProblemTagEntity, TagEntity } from '@oj/db';
import type { ProblemRow, TagRow } from '@oj/db';
import { storedBuiltinChecker } from '@oj/judge-core';
import { fail } from '@oj/service-kit';
import { withCaseTexts } from './case-texts.ts';

const DEFAULT_LIMIT = 10;

/** `%text%` for LIKE, with the wildcards of the text escaped. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Offset and size of a page request. */
export function pageOf(query: { currentPage?: number; limit?: number }): { skip: number; take: number } {
  const take = query.limit ?? DEFAULT_LIMIT;
  return { skip: ((query.currentPage ?? 1) - 1) * take, take };
}

/** A problem bank filter: null for every bank. */
export function bankOf(oj: string | undefined): string | null {
  const bank = oj?.trim().toUpperCase() ?? '';
  if (bank === '' || bank === 'ALL') return null;
  if (bank !== OWN_PROBLEM_BANK && !(REMOTE_JUDGES as readonly string[]).includes(bank)) throw fail(M.badOj);
  return bank;
}

/**
 * GET /admin/problem/get-problem-list: site problems (not group ones), newest first; with `gid`
 * (GET /group/get-admin-problem-list) the problems of that group instead.
 */
export async function adminProblemList(db: DataSource, query: AdminProblemListQueryDto, gid: number | null = null): Promise<AdminProblemListDto> {
  const builder = db.getRepository(ProblemEntity).createQueryBuilder('p');
  if (gid === null) builder.where('p.isGroup = :isGroup', { isGroup: false });
  else builder.where('p.gid = :gid', { gid });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    const byId = /^\d{1,9}$/.test(keyword) ? ' OR p.id = :id' : '';
    builder.andWhere(`(p.problemId LIKE :keyword OR p.title LIKE :keyword OR p.author LIKE :keyword${byId})`, {
      keyword: likeContains(keyword),
      id: Number(keyword),
    });
  }
  if (query.auth !== undefined) builder.andWhere('p.auth = :auth', { auth: query.auth });
  const bank = bankOf(query.oj);
  if (bank === OWN_PROBLEM_BANK) builder.andWhere('p.isRemote = :isRemote', { isRemote: false });
  else if (bank !== null) builder.andWhere('p.isRemote = :isRemote AND p.problemId LIKE :prefix', { isRemote: true, prefix: `${bank}-%` });
  const { skip, take } = pageOf(query);
  const [rows, total] = await builder.orderBy('p.id', 'DESC').skip(skip).take(take).getManyAndCount();
  return {
    total,
    records: rows.map((row) => ({
      id: row.id,
      problemId: row.problemId,
      title: row.title,
      author: row.author,
      modifiedUser: row.modifiedUser,
      auth: row.auth,
      type: row.type,
      difficulty: row.difficulty,
      judgeMode: row.judgeMode,
      isRemote: row.isRemote,
      gid: row.gid,
      applyPublicProgress: row.applyPublicProgress,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
    })),
  };
}

/** A stored extra-files column as the form's object (null when empty or unreadable). */
export function extraFilesOf(json: string | null): ExtraFilesDto | null {
  if (json === null || json === '') return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

function problemDto(row: ProblemRow): AdminProblemDto {
  return {
    ...row,
    description: row.description ?? '',
    input: row.input ?? '',
    output: row.output ?? '',
    examples: row.examples ?? '',
    builtinChecker: storedBuiltinChecker(row.builtinChecker),
    userExtraFile: extraFilesOf(row.userExtraFile),
    judgeExtraFile: extraFilesOf(row.judgeExtraFile),
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** An admin tag as the wire carries it. */
export function tagDto(tag: TagRow): AdminTagDto {
  return { id: tag.id, name: tag.name, color: tag.color, oj: tag.oj, gid: tag.gid, tcid: tag.tcid };
}

/** GET /admin/problem/get-problem-cases: the current data version's cases, in order. */
export async function problemCases(db: DataSource, pid: number): Promise<AdminProblemCaseDto[]> {
  const rows = await db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, order: { id: 'ASC' } });
  return rows.map((row, index) => ({
    id: row.id,
    pid: row.pid,
    index: index + 1,
    input: row.input,
    output: row.output,
    score: row.score,
    groupNum: row.groupNum,
  }));
}

/** The problem row, or 404. */
export async function storedProblem(db: DataSource, pid: number): Promise<ProblemRow> {
  const row = await db.getRepository(ProblemEntity).findOne({ where: { id: pid } });
  if (!row) throw fail(M.problemNotExists);
  return row;
}

/** The current cases, with their texts for a manual problem. */
export async function problemCasesOf(deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testDataStore' | 'log'>, row: ProblemRow): Promise<AdminProblemCaseDto[]> {
  const cases = await problemCases(deps.db, row.id);
  return row.isUploadCase || row.isRemote ? cases : withCaseTexts(deps, row.id, row.caseVersion, cases);
}

/** GET /admin/problem?pid=: everything the edit form loads. */
export async function adminProblemDetail(deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testDataStore' | 'log'>, pid: number): Promise<AdminProblemDetailDto> {
  const db = deps.db;
  const row = await storedProblem(db, pid);
  const [links, languages, templates, samples] = await Promise.all([
    db.getRepository(ProblemTagEntity).find({ where: { pid } }),
    db.getRepository(ProblemLanguageEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
    db.getRepository(CodeTemplateEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
    problemCasesOf(deps, row),
  ]);
  const tags = links.length === 0 ? [] : await db.getRepository(TagEntity).find({ where: { id: In(links.map((link) => link.tid)) }, order: { name: 'ASC' } });
  return {
    problem: problemDto(row),
    tags: tags.map(tagDto),
    languages: languages.map((language) => language.lid),
    codeTemplates: templates.map(({ id, lid, code, status }) => ({ id, lid, code, status })),
    samples,
  };
}

/** GET /admin/group-problem/list: group problems by apply-public progress (default applying), oldest request first. */
export async function groupProblemList(db: DataSource, query: GroupProblemListQueryDto): Promise<GroupProblemListDto> {
  const builder = db
    .getRepository(ProblemEntity)
    .createQueryBuilder('p')
    .where('p.gid IS NOT NULL')
    .andWhere('p.applyPublicProgress = :progress', { progress: query.progress ?? 1 });
  if (query.gid !== undefined) builder.andWhere('p.gid = :gid', { gid: query.gid });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.andWhere('(p.problemId LIKE :keyword OR p.title LIKE :keyword OR p.author LIKE :keyword)', { keyword: likeContains(keyword) });
  const { skip, take } = pageOf(query);
  const [rows, total] = await builder.orderBy('p.gmtModified', 'ASC').addOrderBy('p.id', 'ASC').skip(skip).take(take).getManyAndCount();
  return {
    total,
    records: rows.map((row) => ({
      id: row.id,
      problemId: row.problemId,
      title: row.title,
      author: row.author,
      gid: row.gid,
      auth: row.auth,
      type: row.type,
      applyPublicProgress: row.applyPublicProgress,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
    })),
  };
}
