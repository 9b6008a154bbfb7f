// Every message the back office's problem, tag, difficulty, honor and group-problem calls send.
// Where spec 03 §5 and §8 name a text, it is used verbatim.

/** Messages of the admin problem calls. `n` in the per-case texts counts from 1, as the form shows. */
export const AdminProblemMessage = {
  // The problem form (spec 03 §5 "Group problem form", §8 "Forms").
  titleRequired: 'Title is required',
  inputRequired: 'Input Description is required',
  outputRequired: 'Output Description is required',
  displayIdRequired: 'Problem Display ID is required',
  judgeSamplesRequired: 'Judge Samples is required',
  displayIdTaken: 'The Problem Display ID already exists',
  displayIdRemotePrefix: 'The Problem Display ID of an own problem cannot start with a remote judge prefix',
  displayIdBlank: 'The Problem Display ID cannot contain spaces',
  sampleInputOrOutput: (n: number) => `Problem Sample${n} needs an input or an output`,
  sampleScoreInteger: (n: number) => `Problem Sample${n} Score must be an integer`,
  sampleScoreNonNegative: (n: number) => `Problem Sample${n} Score must be greater than or equal to 0`,
  sampleGroupRequired: (n: number) => `Problem Sample${n} Group Number is required`,
  sampleGroupInteger: (n: number) => `Problem Sample${n} Group Number must be a positive integer`,
  sampleUnknown: (n: number) => `Problem Sample${n} is not a case of this problem`,
  fileIoNamesRequired: 'With file IO on, both the input and the output file names are required',
  fileIoNameInvalid: 'A file IO name must be a plain file name without spaces or path characters',
  spjCodeNotCompiled: 'Spj or interactive code not compiled successfully',
  spjLanguageRequired: 'Spj or interactive language is required',
  spjLanguageInvalid: 'The language cannot be used for a special judge or interactor',
  codeTemplateEmpty: (language: string) => `The code template of ${language} cannot be empty`,
  tagDuplicate: 'Tag already added',
  tagUnknown: 'The tag does not exist',
  tagNameRequired: 'Tag name is required',
  languageRequired: 'At least one language is required',
  languageUnknown: 'The language does not exist',
  extraFileInvalid: 'File name and content are required for extra files, and a name cannot contain path characters',
  stackOverMemory: 'The stack limit cannot exceed the memory limit',
  difficultyUnknown: 'The difficulty level does not exist',
  idRequired: 'id is required',
  problemNotExists: 'The problem does not exist',
  // Batch operations.
  authRequired: 'auth is required for a visibility change',
  batchFailed: 'The operation failed on this problem, please try again',
  // Tags and classifications.
  tagExists: 'A tag with this name already exists in this problem bank',
  classificationNameRequired: 'Classification name is required',
  classificationExists: 'A classification with this name already exists in this problem bank',
  classificationNotExists: 'The tag classification does not exist',
  classificationBankMismatch: 'The tag and its classification must belong to the same problem bank',
  badOj: 'oj must be ME or a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE)',
  // Difficulty levels.
  difficultyNameRequired: 'Difficulty name is required',
  difficultyColorRequired: 'Difficulty color is required',
  difficultyExists: 'A difficulty level with this id already exists',
  difficultyInUse: 'The difficulty level is used by problems and cannot be deleted',
  difficultyFull: 'No free difficulty level id is left',
  // Honors.
  honorTitleRequired: 'Honor title is required',
  honorContestRequired: 'Contest or event name is required',
  honorDateInvalid: 'The date must be a real day written as YYYY-MM-DD',
  honorLinkInvalid: 'The link must be an http or https URL',
  honorMemberRequired: 'Member names cannot be empty',
  honorNotExists: 'The honor does not exist',
  // Group problems waiting to go public (spec 03 §4 "Problem apply-public status").
  notGroupProblem: 'The problem is not a group problem',
  notApplying: 'The problem is not waiting for examination',
  // Successes (spec 03 §8).
  created: 'Create Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
  batchDone: 'Batch operation finished',
} as const;
