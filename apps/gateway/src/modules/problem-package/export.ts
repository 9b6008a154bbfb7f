// Export: site problems as the model of @oj/problem-package, written as an HOJ zip or an ICPC package
// straight to the response. Test data are read from the object store chunk by chunk as the zip is
// written, and the statements' uploaded images go with them, so a package of any size streams.
import { PassThrough, Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import {
  CheckerProtocol,
  DEFAULT_CHECKER_PROTOCOL,
  JudgeCaseMode,
  JudgeMode,
  MAX_EXPORT_PROBLEMS,
  ProblemImportMessage as M,
  parseExamples,
  testDataFileName,
  testDataManifestName,
  isCheckerProtocol,
  splitValidatorFlags,
} from '@oj/contracts';
import type { BuiltinChecker, CheckerProtocolName, ExportFormatName, ProblemExportQueryDto, ProblemTypeCode, TestDataManifest } from '@oj/contracts';
import { CodeTemplateEntity, LanguageEntity, ProblemCaseEntity, ProblemEntity, ProblemLanguageEntity, ProblemTagEntity, TagEntity } from '@oj/db';
import type { ProblemCaseRow, ProblemRow } from '@oj/db';
import { contestBrief, contestProblemIds } from '@oj/db/reads';
import { findLanguage, isDefaultBuiltinChecker, storedBuiltinChecker } from '@oj/judge-core';
import { writeHojPackage, writeIcpcPackage } from '@oj/problem-package';
import type { FileRef, JudgeProgram, PackageImage, ProblemModel, Subtask } from '@oj/problem-package';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { FileStorage } from '../account/storage.ts';
import { objectStream, openStore, resolveObject } from '../test-data/index.ts';

/** What exporting needs of the gateway. */
export type ExportDeps = Pick<Deps, 'db' | 'jsm' | 'natsNames' | 'testDataStore' | 'files' | 'log'>;

/** The problem's built-in checker as the model keeps it: null for exact (the default). */
export function checkerOfRow(row: ProblemRow): BuiltinChecker | null {
  const checker = storedBuiltinChecker(row.builtinChecker);
  return isDefaultBuiltinChecker(checker) ? null : checker;
}

/** The protocol of the problem's checker or interactor as the model keeps it (testlib for a value no protocol has). */
function protocolOfRow(row: ProblemRow): CheckerProtocolName {
  return isCheckerProtocol(row.checkerProtocol) ? row.checkerProtocol : DEFAULT_CHECKER_PROTOCOL;
}

/** The problem's checker or interactor as the model keeps it; only a Kattis one has validator flags. */
function programOf(row: ProblemRow): JudgeProgram {
  const protocol = protocolOfRow(row);
  const validatorFlags = protocol === CheckerProtocol.Kattis ? splitValidatorFlags(row.validatorFlags) : [];
  return { language: row.spjLanguage ?? '', code: row.spjCode ?? '', fileName: programFileName(row), protocol, validatorFlags };
}

/** The problems an export names: the `pids` given, or a contest's problem set; checked for count and existence. */
export async function exportedPids(db: DataSource, query: ProblemExportQueryDto): Promise<number[]> {
  let pids: number[];
  if (query.cid !== undefined) {
    if (!(await contestBrief(db, query.cid))) throw fail(M.exportContestNotFound);
    pids = await contestProblemIds(db, query.cid);
    if (pids.length === 0) throw fail(M.exportContestEmpty);
  } else {
    pids = [
      ...new Set(
        (query.pids ?? '')
          .split(',')
          .filter((part) => part !== '')
          .map(Number),
      ),
    ];
    if (pids.length === 0) throw fail(M.exportEmpty);
  }
  if (pids.length > MAX_EXPORT_PROBLEMS) throw fail(M.exportTooMany(MAX_EXPORT_PROBLEMS));
  return pids;
}

function parsedFiles(json: string | null): Record<string, string> {
  if (json === null || json.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The program's file name: `validator` for a Kattis one (an ICPC package's output validator), else `spj` or `interactor`, with its language's extension. */
function programFileName(row: ProblemRow): string {
  const source = findLanguage(row.spjLanguage ?? '')?.srcName ?? 'main.cpp';
  const extension = source.slice(source.lastIndexOf('.'));
  if (protocolOfRow(row) === CheckerProtocol.Kattis) return `validator${extension}`;
  return `${row.judgeMode === JudgeMode.Interactive ? 'interactor' : 'spj'}${extension}`;
}

/** Subtasks as the case modes with groups judge them: one per group, scored by its lowest case or by its sum. */
function subtasksOf(row: ProblemRow, cases: readonly ProblemCaseRow[]): Subtask[] {
  const lowest = row.judgeCaseMode === JudgeCaseMode.SubtaskLowest;
  if (!lowest && row.judgeCaseMode !== JudgeCaseMode.SubtaskAverage) return [];
  const groups = [...new Set(cases.map((item) => item.groupNum))].sort((a, b) => a - b);
  return groups.map((id) => {
    const members = cases.filter((item) => item.groupNum === id);
    return {
      id,
      name: null,
      score: lowest ? (members[0]?.score ?? 0) : members.reduce((sum, item) => sum + item.score, 0),
      aggregation: lowest ? 'min' : 'sum',
      dependsOn: [],
      timeLimitMs: null,
      memoryLimitMb: null,
    };
  });
}

/** Links of the markdown editor's images in a text (what this site serves at /api/public/md-img/<name>). */
const IMAGE_LINK = /\/api\/public\/md-img\/([0-9a-f-]{36}\.[a-z0-9]{1,5})/g;

function imagesOf(storage: FileStorage, texts: readonly string[]): PackageImage[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(IMAGE_LINK)) if (match[1]) names.add(match[1]);
  return [...names].map((name) => ({
    name,
    link: `/api/public/md-img/${name}`,
    file: {
      origin: `md-images/${name}`,
      size: 0,
      open: async () => {
        const data = await storage.get(`md-images/${name}`);
        if (data === null) throw new Error(`image ${name} is missing from the file storage`);
        return Readable.from([data]);
      },
    },
  }));
}

/** Reads the relations of a problem: tag names, language names, enabled templates. */
async function relationsOf(db: DataSource, pid: number): Promise<{ tags: string[]; languages: string[]; templates: { language: string; code: string }[] }> {
  const [links, chosen, templates] = await Promise.all([
    db.getRepository(ProblemTagEntity).find({ where: { pid } }),
    db.getRepository(ProblemLanguageEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
    db.getRepository(CodeTemplateEntity).find({ where: { pid }, order: { lid: 'ASC' } }),
  ]);
  const tags = links.length === 0 ? [] : await db.getRepository(TagEntity).find({ where: { id: In(links.map((link) => link.tid)) }, order: { name: 'ASC' } });
  const lids = [...new Set([...chosen.map((link) => link.lid), ...templates.map((template) => template.lid)])];
  const languages = lids.length === 0 ? [] : await db.getRepository(LanguageEntity).find({ where: { id: In(lids) }, select: { id: true, name: true } });
  const nameOf = new Map(languages.map((language) => [language.id, language.name]));
  return {
    tags: tags.map((tag) => tag.name),
    languages: chosen.flatMap((link) => nameOf.get(link.lid) ?? []),
    templates: templates
      .filter((template) => template.status)
      .flatMap((template) => {
        const language = nameOf.get(template.lid);
        return language === undefined ? [] : [{ language, code: template.code }];
      }),
  };
}

/** Problem `pid` as the model, its test data read from the store when the writer reaches them. */
async function modelOf(deps: ExportDeps, pid: number): Promise<ProblemModel> {
  const row = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid } });
  if (!row) throw fail(M.exportProblemNotFound(pid));
  if (row.isRemote) throw fail(M.exportRemote(row.problemId));
  const store = await openStore(deps.testDataStore);
  const manifest =
    (await store
      .getBlob(testDataManifestName(pid, row.caseVersion))
      .then((bytes) => (bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as TestDataManifest) : null))) ?? null;
  if (!manifest || !Array.isArray(manifest.files)) throw fail(M.exportNoTestData(row.problemId));
  const sizes = new Map(manifest.files.map((file) => [file.name, file.sizeBytes]));
  const cases = await deps.db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, order: { id: 'ASC' } });
  if (cases.length === 0 || cases.some((item) => !sizes.has(item.input) || !sizes.has(item.output))) throw fail(M.exportNoTestData(row.problemId));
  const jsm = deps.jsm();
  const bucket = deps.natsNames.objectStores.testData;
  const ref = (name: string): FileRef => ({
    origin: name,
    size: sizes.get(name) ?? 0,
    open: async () => {
      const info = await resolveObject(store, testDataFileName(pid, row.caseVersion, name));
      if (!info) throw new Error(`test data ${name} of problem ${pid} is missing from the store`);
      return objectStream(jsm, bucket, info);
    },
  });
  const { tags, languages, templates } = await relationsOf(deps.db, pid);
  const description = row.description ?? '';
  const hint = row.hint ?? '';
  const judged = row.judgeMode !== JudgeMode.Default && row.spjCode !== null && row.spjLanguage !== null;
  return {
    displayId: row.problemId,
    title: row.title,
    statements: [{ language: 'und', format: 'markdown', title: row.title, description, input: row.input ?? '', output: row.output ?? '', hint }],
    examples: parseExamples(row.examples),
    type: (row.type === 1 ? 1 : 0) as ProblemTypeCode,
    timeLimitMs: row.timeLimit,
    memoryLimitMb: row.memoryLimit,
    stackLimitMb: row.stackLimit,
    judgeMode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode,
    checker: row.judgeMode === JudgeMode.Default ? checkerOfRow(row) : null,
    program: judged ? programOf(row) : null,
    removeEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult,
    codeShare: row.codeShare,
    tags,
    languages,
    codeTemplates: templates,
    author: row.author,
    source: row.source,
    difficulty: row.difficulty,
    fileIo: row.isFileIO && row.ioReadFileName && row.ioWriteFileName ? { input: row.ioReadFileName, output: row.ioWriteFileName } : null,
    userExtraFiles: parsedFiles(row.userExtraFile),
    judgeExtraFiles: parsedFiles(row.judgeExtraFile),
    cases: cases.map((item) => ({
      inputName: item.input,
      outputName: item.output,
      input: ref(item.input),
      output: ref(item.output),
      score: item.score,
      groupNum: item.groupNum,
      timeLimitMs: null,
      memoryLimitMb: null,
      sample: false,
    })),
    subtasks: subtasksOf(row, cases),
    images: imagesOf(deps.files.storage, [description, row.input ?? '', row.output ?? '', hint]),
    solutions: [],
    notes: [],
  };
}

/** A download name: one problem by its display id, a contest by its id, else a selection. */
function fileNameOf(format: ExportFormatName, problems: readonly ProblemModel[], cid: number | undefined): string {
  const safe = (text: string): string => text.replace(/[^A-Za-z0-9_-]/g, '_');
  if (cid !== undefined) return `contest_${cid}_${format}.zip`;
  if (problems.length === 1) return `problem_${safe(problems[0]?.displayId ?? 'export')}_${format}.zip`;
  return `problems_${problems.length}_${format}.zip`;
}

/** The export as a stream and its file name; a refusal (unknown problem, no test data...) comes before any byte. */
export async function exportPackage(deps: ExportDeps, query: ProblemExportQueryDto): Promise<{ fileName: string; stream: Readable }> {
  const pids = await exportedPids(deps.db, query);
  const problems: ProblemModel[] = [];
  for (const pid of pids) problems.push(await modelOf(deps, pid));
  const stream = new PassThrough();
  const write = query.format === 'icpc' ? writeIcpcPackage : writeHojPackage;
  write(problems, stream).catch((error: unknown) => {
    deps.log.error({ err: error, pids }, 'problem export failed while streaming');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: fileNameOf(query.format, problems, query.cid), stream };
}
