// The problem form's checks before sending (spec 03 §5 "Group problem form", §8 "Forms"); the server
// repeats them with the same texts.
import { CheckerProtocol, INTERACTOR_PROTOCOLS, VALIDATOR_FLAGS_MAX_CHARS, splitValidatorFlags } from '@oj/contracts';
import { checkerIssue } from './checker.ts';
import { activeCases, needsGroups } from './model.ts';
import type { CheckerSnapshot, ExtraFileRow, ProblemFormState } from './model.ts';

/** A refusal: the key below `problem.editor.validation` and its values. */
export interface ValidationIssue {
  key:
    | 'displayIdRequired'
    | 'titleRequired'
    | 'inputRequired'
    | 'outputRequired'
    | 'limitInvalid'
    | 'stackOverMemory'
    | 'fileIoNamesRequired'
    | 'judgeSamplesRequired'
    | 'sampleInputOrOutput'
    | 'sampleScoreInteger'
    | 'sampleScoreNonNegative'
    | 'sampleGroupRequired'
    | 'sampleGroupInteger'
    | 'spjLanguageRequired'
    | 'spjCodeRequired'
    | 'spjCodeNotCompiled'
    | 'interactorProtocolUnsupported'
    | 'validatorFlagsMultiline'
    | 'validatorFlagsTooLong'
    | 'checkerToleranceInvalid'
    | 'checkerToleranceRequired'
    | 'languageRequired'
    | 'codeTemplateEmpty'
    | 'extraFileInvalid'
    | 'extraFileDuplicate';
  values?: Record<string, string | number>;
  /** The form field it is about, for the inline message. */
  field?: 'problemId' | 'title' | 'input' | 'output';
}

/** Language names by id, for the template messages. */
export type LanguageNames = ReadonlyMap<number, string>;

const blank = (text: string) => text.trim() === '';
const sameChecker = (a: CheckerSnapshot | null, b: CheckerSnapshot) => a !== null && a.mode === b.mode && a.language === b.language && a.code === b.code;
const badFileName = /[/\\:*?"<>|]|^\.\.?$/;

/** True when the special judge or interactor must (still) compile before a save. */
export function checkerNeedsCompile(form: ProblemFormState): boolean {
  if (form.judgeMode === 'default' || !form.spjLanguage) return false;
  const current = { mode: form.judgeMode, language: form.spjLanguage, code: form.spjCode };
  return !sameChecker(form.loadedChecker, current) && !sameChecker(form.compiledChecker, current);
}

function checkRequiredTexts(form: ProblemFormState, issues: ValidationIssue[]): void {
  if (blank(form.problemId)) issues.push({ key: 'displayIdRequired', field: 'problemId' });
  if (blank(form.title)) issues.push({ key: 'titleRequired', field: 'title' });
  if (blank(form.input)) issues.push({ key: 'inputRequired', field: 'input' });
  if (blank(form.output)) issues.push({ key: 'outputRequired', field: 'output' });
}

function checkLimits(form: ProblemFormState, issues: ValidationIssue[]): void {
  const limits = [
    ['timeLimit', form.timeLimit],
    ['memoryLimit', form.memoryLimit],
    ['stackLimit', form.stackLimit],
  ] as const;
  for (const [field, value] of limits) if (value === null || !Number.isInteger(value) || value < 1) issues.push({ key: 'limitInvalid', values: { field } });
  if (form.memoryLimit !== null && form.stackLimit !== null && form.stackLimit > form.memoryLimit) issues.push({ key: 'stackOverMemory' });
}

function checkCases(form: ProblemFormState, issues: ValidationIssue[]): void {
  if (form.isRemote) return;
  const cases = activeCases(form);
  if (form.changeTestCase) {
    if (form.isUploadCase && (form.uploadTestcaseDir === null || cases.length === 0)) {
      issues.push({ key: 'judgeSamplesRequired' });
      return;
    }
    if (!form.isUploadCase) {
      if (cases.length === 0) issues.push({ key: 'judgeSamplesRequired' });
      cases.forEach((each, index) => {
        if (each.input === '' && each.output === '') issues.push({ key: 'sampleInputOrOutput', values: { n: index + 1 } });
      });
    }
  }
  cases.forEach((each, index) => {
    const n = index + 1;
    if (form.type === 1) {
      if (each.score === null || !Number.isInteger(each.score)) issues.push({ key: 'sampleScoreInteger', values: { n } });
      else if (each.score < 0) issues.push({ key: 'sampleScoreNonNegative', values: { n } });
    }
    if (needsGroups(form.judgeCaseMode)) {
      if (each.groupNum === null) issues.push({ key: 'sampleGroupRequired', values: { n } });
      else if (!Number.isInteger(each.groupNum) || each.groupNum < 1) issues.push({ key: 'sampleGroupInteger', values: { n } });
    }
  });
}

/** A Kattis validator's flags: one line, at most VALIDATOR_FLAGS_MAX_CHARS once their blanks are collapsed (as the server stores them). */
function checkValidatorFlags(flags: string, issues: ValidationIssue[]): void {
  if (/[\r\n]/.test(flags)) issues.push({ key: 'validatorFlagsMultiline' });
  else if (splitValidatorFlags(flags).join(' ').length > VALIDATOR_FLAGS_MAX_CHARS)
    issues.push({ key: 'validatorFlagsTooLong', values: { max: VALIDATOR_FLAGS_MAX_CHARS } });
}

function checkChecker(form: ProblemFormState, issues: ValidationIssue[]): void {
  if (form.judgeMode === 'default') {
    const issue = checkerIssue(form.builtinChecker);
    if (issue) issues.push({ key: issue });
    return;
  }
  if (form.judgeMode === 'interactive' && !INTERACTOR_PROTOCOLS.includes(form.checkerProtocol)) {
    issues.push({ key: 'interactorProtocolUnsupported', values: { protocol: form.checkerProtocol } });
  }
  if (form.checkerProtocol === CheckerProtocol.Kattis) checkValidatorFlags(form.validatorFlags, issues);
  if (!form.spjLanguage) issues.push({ key: 'spjLanguageRequired' });
  else if (blank(form.spjCode)) issues.push({ key: 'spjCodeRequired' });
  else if (checkerNeedsCompile(form)) issues.push({ key: 'spjCodeNotCompiled' });
}

function checkLanguages(form: ProblemFormState, names: LanguageNames, issues: ValidationIssue[]): void {
  if (form.languages.length === 0) issues.push({ key: 'languageRequired' });
  for (const lid of form.languages) {
    const template = form.templates[lid];
    if (template?.status && blank(template.code)) issues.push({ key: 'codeTemplateEmpty', values: { language: names.get(lid) ?? String(lid) } });
  }
}

function checkExtraFiles(files: readonly ExtraFileRow[], issues: ValidationIssue[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    const name = file.name.trim();
    if (name === '' || file.content === '' || badFileName.test(name)) issues.push({ key: 'extraFileInvalid' });
    else if (seen.has(name)) issues.push({ key: 'extraFileDuplicate', values: { name } });
    seen.add(name);
  }
}

/** Every refusal of the form, in the order the spec lists the rules; empty when it may be saved. */
export function validateProblemForm(form: ProblemFormState, languageNames: LanguageNames): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  checkRequiredTexts(form, issues);
  checkLimits(form, issues);
  if (form.isFileIO && (blank(form.ioReadFileName) || blank(form.ioWriteFileName))) issues.push({ key: 'fileIoNamesRequired' });
  checkCases(form, issues);
  checkChecker(form, issues);
  checkLanguages(form, languageNames, issues);
  checkExtraFiles(form.userExtraFiles, issues);
  checkExtraFiles(form.judgeExtraFiles, issues);
  return issues;
}
