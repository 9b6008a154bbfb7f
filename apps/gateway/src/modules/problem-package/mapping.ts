// A package's problem (the model of @oj/problem-package) as this site's problem save (the admin save payload),
// with what had to be cut, defaulted or left out as report notes.
import type { DataSource } from 'typeorm';
import { JudgeMode, ProblemImportMessage as M, OWN_PROBLEM_BANK, ProblemPackageMessage, formatExamples } from '@oj/contracts';
import type { AdminProblemFieldsDto, AdminProblemSaveDto, ServerMessage } from '@oj/contracts';
import { DifficultyEntity, LanguageEntity } from '@oj/db';
import type { ProblemModel } from '@oj/problem-package';

/** This site's own languages by name, and the difficulty levels (read once per job). */
export interface SiteTables {
  languages: ReadonlyMap<string, number>;
  difficulties: ReadonlySet<number>;
}

export async function siteTables(db: DataSource): Promise<SiteTables> {
  const languages = await db
    .getRepository(LanguageEntity)
    .find({ where: { oj: OWN_PROBLEM_BANK }, select: { id: true, name: true }, order: { seq: 'ASC', id: 'ASC' } });
  const difficulties = await db.getRepository(DifficultyEntity).find({ select: { id: true } });
  return { languages: new Map(languages.map((language) => [language.name, language.id])), difficulties: new Set(difficulties.map((level) => level.id)) };
}

/** The built-in checker as the problem save takes it (null in the model: the save's default, exact). */
export function checkerForSave(model: ProblemModel): Partial<AdminProblemFieldsDto> {
  return model.checker === null ? {} : { builtinChecker: model.checker };
}

// The problem columns' sizes (packages/db ProblemEntity), so that a long field is cut with a note, not refused by the database.
const TITLE_MAX = 255;
const TEXT_MAX = 65_535;
const TAG_MAX = 100;
const TAGS_MAX = 30;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

function cut(value: string, max: number, field: string, notes: ServerMessage[]): string {
  if (value.length <= max) return value;
  notes.push(M.fieldCut(field, max));
  return value.slice(0, max);
}

/** The examples as the problem keeps them (one TEXT column): the first ones that fit. */
function examplesText(model: ProblemModel, notes: ServerMessage[]): string {
  for (let count = model.examples.length; count > 0; count -= 1) {
    const text = formatExamples(model.examples.slice(0, count));
    if (text.length <= TEXT_MAX) {
      if (count < model.examples.length) notes.push(ProblemPackageMessage.noteIgnored(`${model.examples.length - count} samples past 64 KB of samples`));
      return text;
    }
  }
  return '';
}

function tagsOf(model: ProblemModel): { name: string }[] {
  const seen = new Set<string>();
  const tags: { name: string }[] = [];
  for (const raw of model.tags) {
    const name = raw.trim().slice(0, TAG_MAX);
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    tags.push({ name });
  }
  return tags.slice(0, TAGS_MAX);
}

/** What the save of one imported problem needs besides the model. */
export interface SaveInputs {
  problemId: string;
  auth: number;
  stagingId: string;
  /** The importing admin (a package's author is not an account here). */
  username: string;
}

/** The admin save payload of `model`, and the notes of what it could not keep as it was. */
export function saveBodyOf(model: ProblemModel, inputs: SaveInputs, tables: SiteTables): { body: AdminProblemSaveDto; notes: ServerMessage[] } {
  const notes: ServerMessage[] = [];
  const [statement, ...others] = model.statements;
  for (const other of others) notes.push(M.statementNotKept(other.language));
  if (model.author !== null && model.author !== inputs.username) notes.push(ProblemPackageMessage.noteIgnored(`author "${model.author}"`));
  const languageIds = model.languages.flatMap((name) => {
    const id = tables.languages.get(name);
    return id === undefined ? [] : [id];
  });
  if (languageIds.length === 0) notes.push(M.defaultLanguages);
  const memoryLimit = clamp(model.memoryLimitMb, 1, 4096);
  const program = model.judgeMode !== JudgeMode.Default ? model.program : null;
  const problem: AdminProblemFieldsDto = {
    problemId: inputs.problemId,
    title: cut(model.title, TITLE_MAX, 'title', notes),
    description: statement?.description ?? '',
    input: statement?.input ?? '',
    output: statement?.output ?? '',
    examples: examplesText(model, notes),
    hint: statement?.hint ? statement.hint : null,
    source: model.source === null ? null : cut(model.source, TEXT_MAX, 'source', notes),
    timeLimit: clamp(model.timeLimitMs, 1, 60_000),
    memoryLimit,
    stackLimit: clamp(model.stackLimitMb ?? Math.min(128, memoryLimit), 1, memoryLimit),
    difficulty: model.difficulty !== null && tables.difficulties.has(model.difficulty) ? model.difficulty : 0,
    auth: inputs.auth,
    type: model.type,
    codeShare: model.codeShare,
    judgeMode: model.judgeMode,
    judgeCaseMode: model.judgeCaseMode,
    spjLanguage: program?.language ?? null,
    spjCode: program?.code ?? null,
    // The protocol the package's checker or interactor follows: the judge runs each as it is (checker-protocol.ts).
    ...(program ? { checkerProtocol: program.protocol } : {}),
    // A Kattis validator's arguments (validator_flags); the save checks them as the editor's.
    ...(program && program.validatorFlags.length > 0 ? { validatorFlags: program.validatorFlags.join(' ') } : {}),
    isRemoveEndBlank: model.removeEndBlank,
    openCaseResult: model.openCaseResult,
    isFileIO: model.fileIo !== null,
    ioReadFileName: model.fileIo?.input ?? null,
    ioWriteFileName: model.fileIo?.output ?? null,
    userExtraFile: Object.keys(model.userExtraFiles).length === 0 ? null : model.userExtraFiles,
    judgeExtraFile: Object.keys(model.judgeExtraFiles).length === 0 ? null : model.judgeExtraFiles,
    ...checkerForSave(model),
  };
  const codeTemplates = model.codeTemplates.flatMap((template) => {
    const lid = tables.languages.get(template.language);
    return lid === undefined || template.code.trim() === '' ? [] : [{ lid, code: template.code, status: true }];
  });
  // Cases outside every subtask (judged samples of a scored Kattis problem) form a group of their own, so
  // that their score of 0 never lowers a subtask's in the lowest-case mode.
  const spareGroup = Math.max(0, ...model.cases.map((item) => item.groupNum ?? 0)) + 1;
  const body: AdminProblemSaveDto = {
    problem,
    codeTemplates,
    tags: tagsOf(model),
    languages: languageIds.length > 0 ? languageIds : [...tables.languages.values()],
    isUploadTestCase: true,
    uploadTestcaseDir: inputs.stagingId,
    changeTestCase: true,
    samples: model.cases.map((item) => ({ input: item.inputName, output: item.outputName, score: item.score, groupNum: item.groupNum ?? spareGroup })),
  };
  return { body, notes };
}
