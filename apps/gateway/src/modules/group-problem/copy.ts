// A group problem copied into another group, for the contest service's training clone (docs/architecture.md,
// "Cloning a group's trainings"): the problem the target group's admin would have if they had created it
// there with the source's form and test data. The copy goes through the problem save itself (admin-problem
// save.ts with the target group's scope): the prefixed display id, the group's tags, the problem_count row,
// a new data version, the list cache; the test data is streamed from the source's current version into a
// staging, as a problem package's import stages its files.
import { In } from 'typeorm';
import type { DataSource } from 'typeorm';
import { GroupMessage, ServiceMessage, stripGroupPrefix, testDataFileName } from '@oj/contracts';
import type { AdminProblemSaveDto, ProblemCopyRequest } from '@oj/contracts';
import { CodeTemplateEntity, ProblemCaseEntity, ProblemEntity, ProblemLanguageEntity, ProblemTagEntity, TagEntity } from '@oj/db';
import type { ProblemCaseRow, ProblemRow } from '@oj/db';
import { groupFacts } from '@oj/db/reads';
import { storedBuiltinChecker } from '@oj/judge-core';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { extraFilesOf } from '../admin-problem/queries.ts';
import { createProblem } from '../admin-problem/save.ts';
import { ID_MAX, displayIdTaken, firstFreeRenaming } from '../problem-package/display-id.ts';
import { dropStagedFiles, newStagingId, objectStream, openStore, resolveObject, stageCaseFiles } from '../test-data/index.ts';
import type { CaseToStage } from '../test-data/index.ts';

/** What a copy needs of the gateway. */
export type CopyDeps = Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'testDataStore' | 'log'>;

/** The copy in the target group; `reused` when an earlier clone made it. */
export interface CopiedProblem {
  pid: number;
  problemId: string;
  reused: boolean;
}

/** Seconds a copy waits for another copy of the same problem into the same group (a clone sent twice at once). */
const COPY_LOCK_TIMEOUT_S = 60;

/** A copy does not report staging progress (a clone answers once, at the end). */
const NO_PROGRESS = { bytes: () => undefined, file: () => undefined };

/**
 * Copies problem `pid` of group `sgid` into group `tgid`, authored by the super admin who clones, or
 * answers the copy an earlier clone made (`problem.copiedFrom`) while it is still in the target group.
 * Refused unless the problem is one of the source group's own (a public problem stays linked as it is,
 * the contest service decides that); 404 for a group that does not exist.
 */
export async function copyGroupProblem(deps: CopyDeps, request: ProblemCopyRequest): Promise<CopiedProblem> {
  const { db } = deps;
  const source = await db.getRepository(ProblemEntity).findOne({ where: { id: request.pid } });
  if (!source?.isGroup || source.gid !== request.sgid) throw fail(GroupMessage.copySourceNotInGroup);
  const [from, to] = await Promise.all([groupFacts(db, request.sgid), groupFacts(db, request.tgid)]);
  if (!from || !to) throw fail(GroupMessage.notExists);
  // One copy of a problem per target group: a second clone waits for the first and finds its copy.
  return withNamedLock(db, `oj_pcopy_${String(request.tgid)}_${String(source.id)}_${db.driver.database ?? ''}`, async () => {
    const earlier = await db.getRepository(ProblemEntity).findOne({
      where: { gid: request.tgid, isGroup: true, copiedFrom: source.id },
      select: { id: true, problemId: true },
      order: { id: 'ASC' },
    });
    if (earlier) return { pid: earlier.id, problemId: earlier.problemId, reused: true };
    const saved = await makeCopy(deps, source, { sourcePrefix: from.shortName, targetPrefix: to.shortName, tgid: request.tgid }, request.author);
    return { ...saved, reused: false };
  });
}

/** Runs `work` holding a MariaDB named lock (names are cut to the server's 64 characters). */
async function withNamedLock<T>(db: DataSource, name: string, work: () => Promise<T>): Promise<T> {
  const lockName = name.slice(0, 64);
  const runner = db.createQueryRunner();
  try {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [lockName, COPY_LOCK_TIMEOUT_S])) as { acquired: number | null }[];
    if (rows[0]?.acquired !== 1) throw fail(ServiceMessage.unavailable);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
}

interface Placement {
  sourcePrefix: string;
  targetPrefix: string;
  tgid: number;
}

/**
 * The copy's display id: the source's without its group's prefix, with the target group's (spec 03 §3),
 * or the first free `-2`, `-3`… of it when the target group has that id already (the import's rename).
 * Answered without the prefix, as the group's form sends it.
 */
async function copyDisplayId(db: DataSource, source: ProblemRow, placement: Placement): Promise<string> {
  const wanted = `${placement.targetPrefix}${stripGroupPrefix(source.problemId, placement.sourcePrefix)}`.slice(0, ID_MAX);
  const chosen = (await displayIdTaken(db, wanted)) ? await firstFreeRenaming(db, wanted) : wanted;
  return chosen.slice(placement.targetPrefix.length);
}

/** The save body of the copy: the source's form, its tags (the group's own by name, so the target group gets its own), its cases. */
async function copyBody(
  db: DataSource,
  source: ProblemRow,
  cases: readonly ProblemCaseRow[],
  problemId: string,
  stagingId: string,
): Promise<AdminProblemSaveDto> {
  const pid = source.id;
  const [links, languages, templates] = await Promise.all([
    db.getRepository(ProblemTagEntity).find({ where: { pid } }),
    db.getRepository(ProblemLanguageEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
    db.getRepository(CodeTemplateEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
  ]);
  const tags = links.length === 0 ? [] : await db.getRepository(TagEntity).find({ where: { id: In(links.map((link) => link.tid)) }, order: { name: 'ASC' } });
  return {
    problem: {
      problemId,
      title: source.title,
      description: source.description ?? '',
      input: source.input ?? '',
      output: source.output ?? '',
      examples: source.examples ?? '',
      hint: source.hint,
      source: source.source,
      timeLimit: source.timeLimit,
      memoryLimit: source.memoryLimit,
      stackLimit: source.stackLimit,
      difficulty: source.difficulty,
      auth: source.auth,
      type: source.type,
      codeShare: source.codeShare,
      judgeMode: source.judgeMode,
      judgeCaseMode: source.judgeCaseMode,
      spjLanguage: source.spjLanguage,
      spjCode: source.spjCode,
      isRemoveEndBlank: source.isRemoveEndBlank,
      builtinChecker: storedBuiltinChecker(source.builtinChecker),
      checkerProtocol: source.checkerProtocol,
      validatorFlags: source.validatorFlags,
      openCaseResult: source.openCaseResult,
      isFileIO: source.isFileIO,
      ioReadFileName: source.ioReadFileName,
      ioWriteFileName: source.ioWriteFileName,
      userExtraFile: extraFilesOf(source.userExtraFile),
      judgeExtraFile: extraFilesOf(source.judgeExtraFile),
    },
    codeTemplates: templates.map(({ lid, code, status }) => ({ lid, code, status })),
    // Site tags stay the same tags; a group's tag is named, so the save finds or makes the target group's.
    tags: tags.map((tag) => (tag.gid === null ? { id: tag.id, name: tag.name } : { name: tag.name })),
    languages: languages.map((language) => language.lid),
    isUploadTestCase: true,
    uploadTestcaseDir: stagingId,
    changeTestCase: true,
    samples: cases.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum })),
  };
}

/** The source's current case files, each opened as a stream of its stored object, chunk by chunk. */
async function casesToStage(deps: CopyDeps, source: ProblemRow, cases: readonly ProblemCaseRow[]): Promise<CaseToStage[]> {
  const store = await openStore(deps.testDataStore);
  const bucket = deps.natsNames.objectStores.testData;
  const file = (name: string) => ({
    name,
    open: async () => {
      const info = await resolveObject(store, testDataFileName(source.id, source.caseVersion, name));
      if (!info) throw fail(GroupMessage.copyNoTestData(source.problemId));
      return objectStream(deps.jsm(), bucket, info);
    },
  });
  return cases.map((item) => ({ input: file(item.input), output: file(item.output) }));
}

async function makeCopy(
  deps: CopyDeps,
  source: ProblemRow,
  placement: Placement,
  author: ProblemCopyRequest['author'],
): Promise<Omit<CopiedProblem, 'reused'>> {
  const cases = await deps.db.getRepository(ProblemCaseEntity).find({ where: { pid: source.id, status: 0 }, order: { id: 'ASC' } });
  if (cases.length === 0) throw fail(GroupMessage.copyNoTestData(source.problemId));
  const problemId = await copyDisplayId(deps.db, source, placement);
  const stagingId = newStagingId();
  const names = cases.flatMap((item) => [item.input, item.output]);
  let staged = false;
  try {
    staged = true;
    await stageCaseFiles(deps.testDataStore, stagingId, { uid: author.uid, gid: placement.tgid }, await casesToStage(deps, source, cases), NO_PROGRESS);
    const saved = await createProblem(
      deps,
      await copyBody(deps.db, source, cases, problemId, stagingId),
      author.username,
      { gid: placement.tgid, prefix: placement.targetPrefix },
      {
        // The source's statement as it is: a problem saved before may have empty sections, as an import may.
        imported: true,
        acceptedChecker: { spjLanguage: source.spjLanguage, spjCode: source.spjCode },
        alsoInTransaction: async (manager, copy) => {
          // Staged like an upload, shown in the form as the source's were (hand-entered cases keep their texts).
          await manager.getRepository(ProblemEntity).update({ id: copy.id }, { copiedFrom: source.id, isUploadCase: source.isUploadCase });
        },
      },
    );
    return { pid: saved.id, problemId: saved.problemId };
  } catch (error) {
    if (staged) await dropStagedFiles(deps.testDataStore, stagingId, names).catch(() => undefined);
    throw error;
  }
}
