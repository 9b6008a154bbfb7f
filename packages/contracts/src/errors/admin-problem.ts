import { defineMessages } from './define.ts';

// Every message the back office's problem, tag, difficulty, honor and group-problem calls send.
// Where spec 03 §5 and §8 name a text, it is used verbatim.

/** Messages of the admin problem calls. `n` in the per-case texts counts from 1, as the form shows. */
export const AdminProblemMessage = defineMessages('adminProblem', {
  // The problem form (spec 03 §5 "Group problem form", §8 "Forms").
  titleRequired: { as: 'badRequest', en: 'Title is required' },
  inputRequired: { as: 'badRequest', en: 'Input Description is required' },
  outputRequired: { as: 'badRequest', en: 'Output Description is required' },
  displayIdRequired: { as: 'badRequest', en: 'Problem Display ID is required' },
  judgeSamplesRequired: { as: 'badRequest', en: 'Judge Samples is required' },
  displayIdTaken: { as: 'conflict', en: 'The Problem Display ID already exists' },
  displayIdRemotePrefix: { as: 'badRequest', en: 'The Problem Display ID of an own problem cannot start with a remote judge prefix' },
  displayIdBlank: { as: 'badRequest', en: 'The Problem Display ID cannot contain spaces' },
  sampleInputOrOutput: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} needs an input or an output` },
  sampleScoreInteger: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} Score must be an integer` },
  sampleScoreNonNegative: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} Score must be greater than or equal to 0` },
  sampleGroupRequired: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} Group Number is required` },
  sampleGroupInteger: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} Group Number must be a positive integer` },
  sampleUnknown: { as: 'badRequest', params: ['n'], en: (n: number) => `Problem Sample${n} is not a case of this problem` },
  fileIoNamesRequired: { as: 'badRequest', en: 'With file IO on, both the input and the output file names are required' },
  fileIoNameInvalid: { as: 'badRequest', en: 'A file IO name must be a plain file name without spaces or path characters' },
  spjCodeNotCompiled: { as: 'badRequest', en: 'Spj or interactive code not compiled successfully' },
  spjLanguageRequired: { as: 'badRequest', en: 'Spj or interactive language is required' },
  spjLanguageInvalid: { as: 'badRequest', en: 'The language cannot be used for a special judge or interactor' },
  codeTemplateEmpty: { as: 'badRequest', params: ['language'], en: (language: string) => `The code template of ${language} cannot be empty` },
  tagDuplicate: { as: 'badRequest', en: 'Tag already added' },
  tagUnknown: { as: 'badRequest', en: 'The tag does not exist' },
  tagNotFound: { as: 'notFound', en: 'The tag does not exist' },
  tagNameRequired: { as: 'badRequest', en: 'Tag name is required' },
  languageRequired: { as: 'badRequest', en: 'At least one language is required' },
  languageUnknown: { as: 'badRequest', en: 'The language does not exist' },
  extraFileInvalid: { as: 'badRequest', en: 'File name and content are required for extra files, and a name cannot contain path characters' },
  stackOverMemory: { as: 'badRequest', en: 'The stack limit cannot exceed the memory limit' },
  // The built-in checker (issue 24; judge-core's builtinCheckerIssue).
  checkerKindUnknown: { as: 'badRequest', en: 'The checker must be exact, tokens, float or yesno' },
  checkerToleranceInvalid: { as: 'badRequest', en: 'A checker tolerance must be a finite number greater than or equal to 0' },
  checkerToleranceNotFloat: { as: 'badRequest', en: 'Only the float checker takes tolerances' },
  checkerToleranceRequired: { as: 'badRequest', en: 'The float checker needs an absolute or a relative tolerance' },
  // The protocol of a special judge or interactor (issue 24; contracts' checker-protocol.ts).
  checkerProtocolUnknown: { as: 'badRequest', en: 'The checker protocol must be testlib, kattis, hustoj, qduoj, lemon or syzoj' },
  interactorProtocolUnsupported: {
    as: 'badRequest',
    params: ['protocol'],
    en: (protocol: string) => `An interactor cannot follow the ${protocol} protocol: interactive problems take testlib or Kattis interactors`,
  },
  // The extra arguments of a Kattis validator (Kattis `validator_flags`).
  validatorFlagsTooLong: {
    as: 'badRequest',
    params: ['max'],
    en: (max: number) => `The validator flags can be at most ${max} characters long`,
  },
  validatorFlagsMultiline: { as: 'badRequest', en: 'The validator flags must be one line: they cannot contain a line break' },
  validatorFlagsNotKattis: { as: 'badRequest', en: 'Only a Kattis validator takes validator flags: choose the Kattis protocol or leave them empty' },
  difficultyUnknown: { as: 'badRequest', en: 'The difficulty level does not exist' },
  difficultyNotFound: { as: 'notFound', en: 'The difficulty level does not exist' },
  idRequired: { as: 'badRequest', en: 'id is required' },
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  // Batch operations.
  authRequired: { as: 'badRequest', en: 'auth is required for a visibility change' },
  batchFailed: { as: 'badRequest', en: 'The operation failed on this problem, please try again' },
  // Tags and classifications.
  tagExists: { as: 'conflict', en: 'A tag with this name already exists in this problem bank' },
  classificationNameRequired: { as: 'badRequest', en: 'Classification name is required' },
  classificationExists: { as: 'conflict', en: 'A classification with this name already exists in this problem bank' },
  classificationNotExists: { as: 'notFound', en: 'The tag classification does not exist' },
  classificationUnknown: { as: 'badRequest', en: 'The tag classification does not exist' },
  classificationBankMismatch: { as: 'badRequest', en: 'The tag and its classification must belong to the same problem bank' },
  badOj: { as: 'badRequest', en: 'oj must be ME or a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE)' },
  // Difficulty levels.
  difficultyNameRequired: { as: 'badRequest', en: 'Difficulty name is required' },
  difficultyColorRequired: { as: 'badRequest', en: 'Difficulty color is required' },
  difficultyExists: { as: 'conflict', en: 'A difficulty level with this id already exists' },
  difficultyInUse: { as: 'conflict', en: 'The difficulty level is used by problems and cannot be deleted' },
  difficultyFull: { as: 'conflict', en: 'No free difficulty level id is left' },
  // Honors.
  honorTitleRequired: { as: 'badRequest', en: 'Honor title is required' },
  honorContestRequired: { as: 'badRequest', en: 'Contest or event name is required' },
  honorDateInvalid: { as: 'badRequest', en: 'The date must be a real day written as YYYY-MM-DD' },
  honorLinkInvalid: { as: 'badRequest', en: 'The link must be an http or https URL' },
  honorMemberRequired: { as: 'badRequest', en: 'Member names cannot be empty' },
  honorNotExists: { as: 'notFound', en: 'The honor does not exist' },
  // Group problems waiting to go public (spec 03 §4 "Problem apply-public status").
  notGroupProblem: { as: 'conflict', en: 'The problem is not a group problem' },
  notApplying: { as: 'conflict', en: 'The problem is not waiting for examination' },
  // Successes (spec 03 §8).
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  batchDone: { as: 'success', en: 'Batch operation finished' },
});
