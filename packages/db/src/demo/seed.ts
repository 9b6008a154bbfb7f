import { formatExamples, JudgeCaseMode, ProblemAuth } from '@oj/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from '../entities/language.ts';
import { ProblemCaseEntity, ProblemCountEntity, ProblemEntity } from '../entities/problem.ts';
import { OWN_OJ, ProblemTagEntity, TagClassificationEntity, TagEntity } from '../entities/tag.ts';
import { ROOT_USERNAME } from '../seed.ts';
import { DEMO_PROBLEMS, DEMO_TAG_CLASSIFICATIONS, DEMO_TAGS } from './catalog.ts';
import { caseFileNames, caseFiles, caseVersionOf } from './test-data.ts';
import type { TestDataTarget } from './test-data.ts';
import type { DemoCase, DemoProblem } from './types.ts';

/** What `seedDemoProblems` did, by problem id. */
export interface DemoSeedResult {
  created: string[];
  /** Already present (never overwritten: an admin may have edited them). */
  kept: string[];
}

/** Id of the classification with this name, created when missing. */
async function ensureClassification(manager: EntityManager, name: string, rank: number): Promise<number> {
  const repository = manager.getRepository(TagClassificationEntity);
  const found = await repository.findOne({ where: { name, oj: OWN_OJ }, select: { id: true } });
  if (found) return found.id;
  const inserted = await repository.insert({ name, oj: OWN_OJ, rank });
  return Number(inserted.identifiers[0]?.id);
}

/** Tag ids by name: the demo tags, created when missing (an existing tag keeps its colour and class). */
async function ensureTags(manager: EntityManager): Promise<Map<string, number>> {
  const classificationIds = new Map<string, number>();
  for (const [rank, name] of DEMO_TAG_CLASSIFICATIONS.entries()) classificationIds.set(name, await ensureClassification(manager, name, rank));
  const repository = manager.getRepository(TagEntity);
  const ids = new Map<string, number>();
  for (const tag of DEMO_TAGS) {
    // gid is NULL for site tags and NULLs never collide in the unique index, so look before inserting.
    const found = await repository.findOne({ where: { name: tag.name, oj: OWN_OJ, gid: IsNull() }, select: { id: true } });
    if (found) {
      ids.set(tag.name, found.id);
      continue;
    }
    const tcid = tag.classification === null ? null : (classificationIds.get(tag.classification) ?? null);
    const inserted = await repository.insert({ name: tag.name, color: tag.color, oj: OWN_OJ, gid: null, tcid });
    ids.set(tag.name, Number(inserted.identifiers[0]?.id));
  }
  return ids;
}

/** Total score: in the subtask modes each group counts once (its cases carry the group's score). */
function totalScore(problem: DemoProblem, cases: readonly DemoCase[]): number {
  if (problem.type === 0) return 100;
  if (problem.judgeCaseMode !== JudgeCaseMode.SubtaskLowest && problem.judgeCaseMode !== JudgeCaseMode.SubtaskAverage) {
    return cases.reduce((sum, item) => sum + item.score, 0);
  }
  const groups = new Map<number, number>();
  for (const item of cases) groups.set(item.groupNum, item.score);
  return [...groups.values()].reduce((sum, score) => sum + score, 0);
}

interface Catalog {
  tagIds: Map<string, number>;
  /** Own-OJ language rows (id, name), in display order. */
  languages: { id: number; name: string }[];
}

async function createProblem(manager: EntityManager, catalog: Catalog, problem: DemoProblem, cases: DemoCase[], caseVersion: string): Promise<void> {
  const inserted = await manager.getRepository(ProblemEntity).insert({
    problemId: problem.problemId,
    title: problem.title,
    author: ROOT_USERNAME,
    type: problem.type,
    judgeMode: 'default',
    judgeCaseMode: problem.judgeCaseMode,
    timeLimit: problem.timeLimitMs,
    memoryLimit: problem.memoryLimitMb,
    stackLimit: 128,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: formatExamples(problem.examples),
    hint: problem.hint,
    source: 'Demo problem set',
    difficulty: problem.difficulty,
    auth: ProblemAuth.Public,
    ioScore: totalScore(problem, cases),
    caseVersion,
    isUploadCase: true,
    modifiedUser: ROOT_USERNAME,
  });
  const pid = Number(inserted.identifiers[0]?.id);
  await manager.getRepository(ProblemCountEntity).insert({ pid });
  const tids = problem.tags.map((name) => catalog.tagIds.get(name));
  if (tids.some((tid) => tid === undefined)) throw new Error(`demo problem ${problem.problemId} uses a tag missing from DEMO_TAGS`);
  await manager.getRepository(ProblemTagEntity).insert(tids.map((tid) => ({ pid, tid: tid ?? 0 })));
  await manager
    .getRepository(ProblemCaseEntity)
    .insert(cases.map((item, index) => ({ pid, ...caseFileNames(index), score: item.score, groupNum: item.groupNum, status: 0 })));
  if (catalog.languages.length > 0) {
    await manager.getRepository(ProblemLanguageEntity).insert(catalog.languages.map((language) => ({ pid, lid: language.id })));
  }
  const templates = Object.entries(problem.codeTemplates ?? {}).flatMap(([name, code]) => {
    const language = catalog.languages.find((candidate) => candidate.name === name);
    return language ? [{ pid, lid: language.id, code, status: true }] : [];
  });
  if (templates.length > 0) await manager.getRepository(CodeTemplateEntity).insert(templates);
}

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ER_DUP_ENTRY';
}

/**
 * Creates the demo problems (statements, samples, tags in classifications, languages, A+B code
 * templates, problem_count rows, case rows and caseVersion); their test data goes to the object
 * store with `seedDemoTestData`. Idempotent: a problem id that already exists is left untouched.
 * Problem languages are the own-OJ rows of `language` at creation time, so sync the language table
 * first.
 */
export async function seedDemoProblems(dataSource: DataSource): Promise<DemoSeedResult> {
  const result: DemoSeedResult = { created: [], kept: [] };
  const tagIds = await dataSource.transaction((manager) => ensureTags(manager));
  const languageRows = await dataSource
    .getRepository(LanguageEntity)
    .find({ where: { oj: OWN_OJ }, order: { seq: 'ASC', id: 'ASC' }, select: { id: true, name: true } });
  const catalog: Catalog = { tagIds, languages: languageRows.map(({ id, name }) => ({ id, name })) };
  for (const problem of DEMO_PROBLEMS) {
    // Generating the larger data sets takes a while: only for problems still to create.
    if (await dataSource.getRepository(ProblemEntity).existsBy({ problemId: problem.problemId })) {
      result.kept.push(problem.problemId);
      continue;
    }
    const cases = problem.cases();
    const caseVersion = caseVersionOf(cases);
    try {
      await dataSource.transaction((manager) => createProblem(manager, catalog, problem, cases, caseVersion));
      result.created.push(problem.problemId);
    } catch (error) {
      // Another seed created it between the lookup and the insert.
      if (!isDuplicateKey(error)) throw error;
      result.kept.push(problem.problemId);
    }
  }
  return result;
}

/** What `seedDemoTestData` did, by problem id. */
export interface DemoTestDataResult {
  uploaded: string[];
  /** The target already held the problem's current version. */
  present: string[];
}

/**
 * Puts the demo problems' test data into `target` (the NATS object store, the one place test data
 * lives): for each demo problem whose row still has the demo's caseVersion and whose version the
 * target lacks. A problem whose data an admin changed is left alone. Idempotent; run after
 * `seedDemoProblems`, once the target can be reached (the migrate CLI runs before NATS is up).
 */
export async function seedDemoTestData(dataSource: DataSource, target: TestDataTarget): Promise<DemoTestDataResult> {
  const result: DemoTestDataResult = { uploaded: [], present: [] };
  for (const problem of DEMO_PROBLEMS) {
    const row = await dataSource.getRepository(ProblemEntity).findOne({ where: { problemId: problem.problemId }, select: { id: true, caseVersion: true } });
    if (!row) continue;
    if (await target.has(row.id, row.caseVersion)) {
      result.present.push(problem.problemId);
      continue;
    }
    // Generating the larger data sets takes a while: only for versions the target lacks.
    const cases = problem.cases();
    if (caseVersionOf(cases) !== row.caseVersion) continue;
    await target.put(row.id, row.caseVersion, caseFiles(cases));
    result.uploaded.push(problem.problemId);
  }
  return result;
}
