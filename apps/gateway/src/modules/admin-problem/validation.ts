import {
  AdminProblemMessage as M,
  CheckerProtocol,
  DEFAULT_CHECKER_PROTOCOL,
  INTERACTOR_PROTOCOLS,
  JudgeCaseMode,
  JudgeMode,
  ProblemType,
  REMOTE_JUDGES,
  VALIDATOR_FLAGS_MAX_CHARS,
  isCheckerProtocol,
  splitValidatorFlags,
} from '@oj/contracts';
import type {
  AdminProblemFieldsDto,
  AdminProblemSaveDto,
  AdminSampleDto,
  BuiltinCheckerInputDto,
  CheckerProtocolName,
  ExtraFilesDto,
  JudgeCaseModeName,
  JudgeModeName,
  ServerMessage,
} from '@oj/contracts';
import { builtinCheckerIssue, normalizedBuiltinChecker, storedBuiltinCheckerText } from '@oj/judge-core';
import type { BuiltinCheckerIssue } from '@oj/judge-core';
import { fail } from '@oj/service-kit';

// The rules of spec 03 §5 "Group problem form" and "Admin", pure: each refusal is a 400 (a declared badRequest message)
// with the spec's message, raised before anything is read or written. Checks needing the database
// or NATS (unique display id, existing tags and languages, compiled checkers) are the use case's.

/** The stored facts a save is checked against (absent on create). */
export interface StoredFacts {
  isRemote: boolean;
  isUploadCase: boolean;
  /** The stored protocol, which an update that names none keeps (an editor of before never sends one). */
  checkerProtocol?: string;
  /** The stored validator flags, which an update that names none keeps while the protocol stays Kattis. */
  validatorFlags?: string;
}

/** A case as it will be stored: for new data `input`/`output` are texts (manual) or file names (upload). */
export interface PlannedCase {
  id?: number;
  input: string;
  output: string;
  score: number;
  groupNum: number;
}

/** What the test data of a save does. */
export type TestDataPlan =
  /** `updates`: the form's cases; those with an id get their score and group changed. */
  { kind: 'keep'; updates: PlannedCase[] } | { kind: 'upload'; stagingId: string; cases: PlannedCase[] } | { kind: 'manual'; cases: PlannedCase[] };

/** A checked save: normalised fields and what to do with tags, languages, templates and test data. */
export interface SavePlan {
  fields: Required<Omit<AdminProblemFieldsDto, 'id' | 'userExtraFile' | 'judgeExtraFile' | 'builtinChecker'>> & {
    judgeMode: JudgeModeName;
    judgeCaseMode: JudgeCaseModeName;
    userExtraFile: string | null;
    judgeExtraFile: string | null;
    /** The built-in checker as the problem row stores it (JSON; null is exact). */
    builtinChecker: string | null;
    checkerProtocol: CheckerProtocolName;
    /** The Kattis validator's extra arguments, its words joined by single spaces ('' for none). */
    validatorFlags: string;
  };
  languageIds: number[];
  templates: { lid: number; code: string; status: boolean }[];
  tags: { id?: number; name: string }[];
  testData: TestDataPlan;
}

const SUBTASK_MODES: readonly string[] = [JudgeCaseMode.SubtaskLowest, JudgeCaseMode.SubtaskAverage];
const PLAIN_FILE_NAME = /^[^\s/\\]+$/;

function refuse(message: ServerMessage): never {
  throw fail(message);
}

function required(value: string | null | undefined, message: ServerMessage): string {
  if (value === undefined || value === null || value.trim() === '') refuse(message);
  return value;
}

function extraFiles(files: ExtraFilesDto | null | undefined): string | null {
  if (!files || Object.keys(files).length === 0) return null;
  for (const [name, content] of Object.entries(files)) {
    if (name.trim() === '' || !PLAIN_FILE_NAME.test(name) || name === '.' || name === '..' || content === '') refuse(M.extraFileInvalid);
  }
  return JSON.stringify(files);
}

const CHECKER_MESSAGES: Readonly<Record<BuiltinCheckerIssue, ServerMessage>> = {
  kindUnknown: M.checkerKindUnknown,
  toleranceInvalid: M.checkerToleranceInvalid,
  toleranceNotFloat: M.checkerToleranceNotFloat,
  toleranceRequired: M.checkerToleranceRequired,
};

/** The built-in checker's stored text; a checker judge-core refuses is a 400 with its message. */
function builtinChecker(checker: BuiltinCheckerInputDto | null | undefined): string | null {
  if (!checker) return null;
  const issue = builtinCheckerIssue(checker);
  if (issue) refuse(CHECKER_MESSAGES[issue]);
  return storedBuiltinCheckerText(normalizedBuiltinChecker(checker));
}

/**
 * The protocol of the special judge or interactor (testlib when absent on create); an unknown one, or
 * one an interactor cannot follow, is a 400. Kept, not used, in the default mode, as the built-in
 * checker is in the others.
 */
function checkerProtocol(protocol: string | undefined, judgeMode: JudgeModeName): CheckerProtocolName {
  const chosen = protocol ?? DEFAULT_CHECKER_PROTOCOL;
  if (!isCheckerProtocol(chosen)) refuse(M.checkerProtocolUnknown);
  if (judgeMode === JudgeMode.Interactive && !INTERACTOR_PROTOCOLS.includes(chosen)) refuse(M.interactorProtocolUnsupported(chosen));
  return chosen;
}

/**
 * The Kattis validator's flags as stored: one line of words, at most VALIDATOR_FLAGS_MAX_CHARS once its
 * blanks are collapsed; a 400 for a line break, for more, or for flags given with another protocol (none
 * of them has a place for extra arguments). Flags kept from the stored problem (an update naming none) are
 * dropped instead when the protocol is no longer Kattis. Kept, not used, in the default mode.
 */
function validatorFlags(given: string | null | undefined, stored: string | undefined, protocol: CheckerProtocolName): string {
  if (given === undefined) return protocol === CheckerProtocol.Kattis ? (stored ?? '') : '';
  const text = given ?? '';
  if (/[\r\n]/.test(text)) refuse(M.validatorFlagsMultiline);
  const flags = splitValidatorFlags(text).join(' ');
  if (flags.length > VALIDATOR_FLAGS_MAX_CHARS) refuse(M.validatorFlagsTooLong(VALIDATOR_FLAGS_MAX_CHARS));
  if (flags !== '' && protocol !== CheckerProtocol.Kattis) refuse(M.validatorFlagsNotKattis);
  return flags;
}

/** Score and group of case `n` (from 1), by the problem's type and case mode. */
function scoreAndGroup(sample: AdminSampleDto, n: number, isOi: boolean, isSubtask: boolean): { score: number; groupNum: number } {
  const { score, groupNum } = sample;
  let checkedScore = 0;
  if (isOi) {
    if (score === undefined || score === null || !Number.isInteger(score)) refuse(M.sampleScoreInteger(n));
    if (score < 0) refuse(M.sampleScoreNonNegative(n));
    checkedScore = score;
  } else if (typeof score === 'number' && Number.isInteger(score) && score >= 0) checkedScore = score;
  let checkedGroup = 1;
  if (isSubtask) {
    if (groupNum === undefined || groupNum === null) refuse(M.sampleGroupRequired(n));
    if (!Number.isInteger(groupNum) || groupNum < 1) refuse(M.sampleGroupInteger(n));
    checkedGroup = groupNum;
  } else if (typeof groupNum === 'number' && Number.isInteger(groupNum) && groupNum >= 1) checkedGroup = groupNum;
  return { score: Math.min(checkedScore, 2_147_483_647), groupNum: Math.min(checkedGroup, 2_147_483_647) };
}

function testDataPlan(body: AdminProblemSaveDto, stored: StoredFacts | undefined, isOi: boolean, isSubtask: boolean): TestDataPlan {
  const samples = body.samples ?? [];
  const modeChanged = stored !== undefined && stored.isUploadCase !== body.isUploadTestCase;
  const change = stored === undefined || modeChanged || (body.changeTestCase ?? false);
  const planned = samples.map((sample, index) => ({
    id: sample.id,
    input: sample.input,
    output: sample.output,
    ...scoreAndGroup(sample, index + 1, isOi, isSubtask),
  }));
  if (!change || stored?.isRemote === true) return { kind: 'keep', updates: planned };
  if (body.isUploadTestCase) {
    const stagingId = body.uploadTestcaseDir?.trim() ?? '';
    if (stagingId === '') refuse(M.judgeSamplesRequired);
    return { kind: 'upload', stagingId, cases: planned };
  }
  if (planned.length === 0) refuse(M.judgeSamplesRequired);
  planned.forEach((sample, index) => {
    if (sample.input === '' && sample.output === '') refuse(M.sampleInputOrOutput(index + 1));
  });
  return { kind: 'manual', cases: planned };
}

function checkTags(tags: AdminProblemSaveDto['tags']): { id?: number; name: string }[] {
  const seenIds = new Set<number>();
  const seenNames = new Set<string>();
  return (tags ?? []).map((tag) => {
    const name = tag.name.trim();
    if (tag.id === undefined && name === '') refuse(M.tagNameRequired);
    if (tag.id !== undefined) {
      if (seenIds.has(tag.id)) refuse(M.tagDuplicate);
      seenIds.add(tag.id);
    }
    if (name !== '') {
      if (seenNames.has(name.toLowerCase())) refuse(M.tagDuplicate);
      seenNames.add(name.toLowerCase());
    }
    return tag.id === undefined ? { name } : { id: tag.id, name };
  });
}

/** How a save is checked: `imported` (a problem package's import) lets the input and output sections be empty. */
export interface SaveCheckOptions {
  imported?: boolean;
}

/**
 * Checks a create (`stored` undefined) or update body against the form's rules, in the order the
 * form shows its fields; returns the normalised save. Remote problems keep their locked settings
 * (the use case copies them from the stored row).
 */
export function checkProblemSave(body: AdminProblemSaveDto, stored: StoredFacts | undefined, options: SaveCheckOptions = {}): SavePlan {
  const problem = body.problem;
  const title = required(problem.title, M.titleRequired).trim();
  // A package may keep the whole statement in its description (Kattis, Hydro): an import takes it as it is.
  const input = options.imported === true ? (problem.input ?? '') : required(problem.input, M.inputRequired);
  const output = options.imported === true ? (problem.output ?? '') : required(problem.output, M.outputRequired);
  const problemId = required(problem.problemId, M.displayIdRequired).trim();
  if (/\s/.test(problemId)) refuse(M.displayIdBlank);
  const isRemote = stored?.isRemote ?? false;
  if (!isRemote && REMOTE_JUDGES.some((key) => problemId.toUpperCase().startsWith(`${key}-`))) refuse(M.displayIdRemotePrefix);

  const memoryLimit = problem.memoryLimit ?? 256;
  const stackLimit = problem.stackLimit ?? 128;
  if (stackLimit > memoryLimit) refuse(M.stackOverMemory);

  const isFileIO = problem.isFileIO ?? false;
  const ioReadFileName = problem.ioReadFileName?.trim() ?? '';
  const ioWriteFileName = problem.ioWriteFileName?.trim() ?? '';
  if (isFileIO) {
    if (ioReadFileName === '' || ioWriteFileName === '') refuse(M.fileIoNamesRequired);
    if (![ioReadFileName, ioWriteFileName].every((name) => PLAIN_FILE_NAME.test(name) && name !== '.' && name !== '..')) refuse(M.fileIoNameInvalid);
  }

  const type = problem.type ?? ProblemType.Acm;
  const judgeCaseMode = problem.judgeCaseMode ?? JudgeCaseMode.Default;
  const testData = testDataPlan(body, stored, type === ProblemType.Oi, SUBTASK_MODES.includes(judgeCaseMode));

  const judgeMode = problem.judgeMode ?? JudgeMode.Default;
  let spjLanguage: string | null = null;
  let spjCode: string | null = null;
  if (judgeMode !== JudgeMode.Default) {
    spjLanguage = required(problem.spjLanguage, M.spjLanguageRequired).trim();
    spjCode = required(problem.spjCode, M.spjCodeNotCompiled);
  }
  const checker = builtinChecker(problem.builtinChecker);
  const protocol = checkerProtocol(problem.checkerProtocol ?? stored?.checkerProtocol, judgeMode);
  const flags = validatorFlags(problem.validatorFlags, stored?.validatorFlags, protocol);

  const languageIds = [...new Set(body.languages)];
  if (languageIds.length === 0) refuse(M.languageRequired);
  const selected = new Set(languageIds);
  const templates = (body.codeTemplates ?? []).filter((template) => selected.has(template.lid));
  const tags = checkTags(body.tags);

  return {
    fields: {
      problemId,
      title,
      description: problem.description ?? '',
      input,
      output,
      examples: problem.examples ?? '',
      hint: problem.hint ?? null,
      source: problem.source ?? null,
      timeLimit: problem.timeLimit ?? 1000,
      memoryLimit,
      stackLimit,
      difficulty: problem.difficulty ?? 0,
      auth: problem.auth ?? 1,
      type,
      codeShare: problem.codeShare ?? true,
      judgeMode,
      judgeCaseMode,
      spjLanguage,
      spjCode,
      isRemoveEndBlank: problem.isRemoveEndBlank ?? true,
      builtinChecker: checker,
      checkerProtocol: protocol,
      validatorFlags: flags,
      openCaseResult: problem.openCaseResult ?? true,
      isFileIO,
      ioReadFileName: isFileIO ? ioReadFileName : null,
      ioWriteFileName: isFileIO ? ioWriteFileName : null,
      userExtraFile: extraFiles(problem.userExtraFile),
      judgeExtraFile: extraFiles(problem.judgeExtraFile),
    },
    languageIds,
    templates,
    tags,
    testData,
  };
}
