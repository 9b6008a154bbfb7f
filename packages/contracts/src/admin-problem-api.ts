/**
 * Wire shapes of the back office's problem calls (spec 03 §2.19, §3, §5, §7 "problem", "tag and
 * tag classification", "group-problem", "difficulty", "honor"). The server enforces every rule of
 * spec 03 §5 "Group problem form" and answers a refused save with the spec's message; schemas here
 * only bound sizes and kinds, so the spec's own messages (not the validator's) reach the form.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { BuiltinCheckerSchema } from './judge-schemas.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Bank = Type.String({ maxLength: 20 });
const PageFields = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** Largest number of problems one batch operation takes. */
export const MAX_BATCH_PROBLEMS = 200;
/** Largest number of test cases or tags one save takes. */
export const MAX_PROBLEM_CASES = 500;
export const MAX_PROBLEM_TAGS = 30;
/** Largest case file whose text the edit form gets back (manual problems). */
export const MAX_CASE_TEXT_BYTES = 64 * 1024;

/**
 * A built-in checker as the editor sends it (`BuiltinChecker`, checker.ts): loose on purpose, so that
 * an unknown kind or a bad tolerance gets the server's own message (adminProblem.checker*), not the
 * validator's. Absent or null is exact.
 */
// Not Type.Number: the validator would turn a null into 0 (type coercion); any value reaches the
// server's check (judge-core's builtinCheckerIssue) instead.
const ToleranceInput = Type.Unknown({ description: 'A finite number ≥ 0; null or absent: not used' });
export const BuiltinCheckerInputSchema = Type.Object({
  kind: Type.String({ maxLength: 20 }),
  caseSensitive: Type.Optional(Type.Boolean()),
  absTolerance: Type.Optional(ToleranceInput),
  relTolerance: Type.Optional(ToleranceInput),
});
export type BuiltinCheckerInputDto = Static<typeof BuiltinCheckerInputSchema>;

/** A map of extra file name → content (user or judge extra files). */
export const ExtraFilesSchema = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1_000_000 }));
export type ExtraFilesDto = Static<typeof ExtraFilesSchema>;

// ---------------------------------------------------------------- problem list

/** GET /admin/problem/get-problem-list query. `oj`: ALL/empty every bank, ME own problems, or a remote key. */
export const AdminProblemListQuerySchema = Type.Object({
  ...PageFields,
  /** Matched against the primary key, the display id, the title and the author. */
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** 1 public, 2 private, 3 contest; absent = all. */
  auth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  oj: Type.Optional(Bank),
});
export type AdminProblemListQueryDto = Static<typeof AdminProblemListQuerySchema>;

/** A row of the admin problem list (site problems, not group ones). */
export const AdminProblemListRecordSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: nullable(Type.String()),
  modifiedUser: nullable(Type.String()),
  auth: Type.Integer(),
  type: Type.Integer(),
  difficulty: Type.Integer(),
  judgeMode: Type.String(),
  isRemote: Type.Boolean(),
  /** The owning group (the group's admin list), or null. */
  gid: Type.Optional(nullable(Type.Integer())),
  /** Apply-public progress of a group problem: null none, 1 applying, 2 public, 3 refused. */
  applyPublicProgress: Type.Optional(nullable(Type.Integer())),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type AdminProblemListRecordDto = Static<typeof AdminProblemListRecordSchema>;

export const AdminProblemListSchema = Type.Object({ records: Type.Array(AdminProblemListRecordSchema), total: Type.Integer() });
export type AdminProblemListDto = Static<typeof AdminProblemListSchema>;

// ---------------------------------------------------------------- the problem form

/**
 * The `problem` part of a save: every field an admin edits. Limits: time in ms, memory and stack in MB.
 * `examples` is the one string of `formatExamples` (@oj/contracts). Text fields are plain strings so
 * an empty one gets the spec's message ('Title is required'...) rather than a validator's.
 */
export const AdminProblemFieldsSchema = Type.Object({
  /** Primary key: required by PUT, ignored by POST. */
  id: Type.Optional(Id),
  // Optional here so that a missing one gets the spec's message ('Title is required'...), not the validator's.
  problemId: Type.Optional(Type.String({ maxLength: 100 })),
  title: Type.Optional(Type.String({ maxLength: 255 })),
  description: Type.Optional(Type.String({ maxLength: 16_000_000 })),
  input: Type.Optional(Type.String({ maxLength: 16_000_000 })),
  output: Type.Optional(Type.String({ maxLength: 16_000_000 })),
  examples: Type.Optional(Type.String({ maxLength: 65_535 })),
  hint: Type.Optional(nullable(Type.String({ maxLength: 16_000_000 }))),
  source: Type.Optional(nullable(Type.String({ maxLength: 65_535 }))),
  timeLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60_000, default: 1000 })),
  memoryLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 4096, default: 256 })),
  stackLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 4096, default: 128 })),
  difficulty: Type.Optional(Type.Integer({ minimum: 0, maximum: 127, default: 0 })),
  /** 1 public, 2 private, 3 contest. */
  auth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, default: 1 })),
  /** 0 ACM, 1 OI. */
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, default: 0 })),
  codeShare: Type.Optional(Type.Boolean({ default: true })),
  judgeMode: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('spj'), Type.Literal('interactive')], { default: 'default' })),
  judgeCaseMode: Type.Optional(
    Type.Union([Type.Literal('default'), Type.Literal('subtask_lowest'), Type.Literal('subtask_average'), Type.Literal('ergodic_without_error')], {
      default: 'default',
    }),
  ),
  /** Language name of the special judge or interactor (a language with isSpj); required unless judgeMode is default. */
  spjLanguage: Type.Optional(nullable(Type.String({ maxLength: 50 }))),
  spjCode: Type.Optional(nullable(Type.String({ maxLength: 1_000_000 }))),
  isRemoveEndBlank: Type.Optional(Type.Boolean({ default: true })),
  /** How the default judge mode compares outputs; absent or null is exact. Kept, not used, in the other modes. */
  builtinChecker: Type.Optional(nullable(BuiltinCheckerInputSchema)),
  /**
   * How the special judge or interactor talks to the judge (`CheckerProtocolName`); absent is testlib. Loose
   * on purpose, as builtinChecker: an unknown one gets the server's own message (adminProblem.checkerProtocol*).
   */
  checkerProtocol: Type.Optional(Type.String({ maxLength: 20 })),
  /**
   * Extra arguments of a Kattis validator (Kattis `validator_flags`), one line of words; absent keeps the
   * stored ones, null or '' is none. Only the Kattis protocol takes them. Loose on purpose: too long, a line
   * break or another protocol get the server's own messages (adminProblem.validatorFlags*).
   */
  validatorFlags: Type.Optional(nullable(Type.String({ maxLength: 10_000 }))),
  openCaseResult: Type.Optional(Type.Boolean({ default: true })),
  isFileIO: Type.Optional(Type.Boolean({ default: false })),
  ioReadFileName: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  ioWriteFileName: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  userExtraFile: Type.Optional(nullable(ExtraFilesSchema)),
  judgeExtraFile: Type.Optional(nullable(ExtraFilesSchema)),
});
export type AdminProblemFieldsDto = Static<typeof AdminProblemFieldsSchema>;

/** A problem's code template for one language (save and read). */
export const AdminCodeTemplateSchema = Type.Object({
  /** Language id. */
  lid: Id,
  code: Type.String({ maxLength: 1_000_000 }),
  /** Enabled: an enabled template must not be empty. */
  status: Type.Boolean(),
});
export type AdminCodeTemplateDto = Static<typeof AdminCodeTemplateSchema>;

/** A tag of a save: an existing tag by id, or a new site tag (bank ME) by name. */
export const AdminProblemTagRefSchema = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
});
export type AdminProblemTagRefDto = Static<typeof AdminProblemTagRefSchema>;

/**
 * One test case of a save. Uploaded cases: `input`/`output` are the file names of the upload's
 * fileList (or of the current cases); manual cases: the texts themselves. `score` is required
 * (integer >= 0) for OI problems, `groupNum` (integer >= 1) in the subtask case modes. `id` names
 * an existing case when the data is kept (changeTestCase false): only its score and group change.
 */
export const AdminSampleSchema = Type.Object({
  id: Type.Optional(Id),
  input: Type.String({ maxLength: 10_000_000 }),
  output: Type.String({ maxLength: 10_000_000 }),
  /** A number so that a fraction reaches the server's 'must be an integer' message. */
  score: Type.Optional(nullable(Type.Number())),
  groupNum: Type.Optional(nullable(Type.Number())),
});
export type AdminSampleDto = Static<typeof AdminSampleSchema>;

/**
 * POST /admin/problem and PUT /admin/problem body (spec 03 §7 "The save payload"). Test data:
 * - `isUploadTestCase` true: `uploadTestcaseDir` is the `fileListDir` of POST /api/file/upload-testcase-zip
 *   (required on create and whenever changeTestCase is true: 'Judge Samples is required');
 * - false: `samples` hold the cases' texts (at least one, each with an input or an output).
 * `changeTestCase` (default true on create, false on update): false keeps the stored data version and
 * only updates the score and group of the cases named by `samples[].id`.
 * The server compares the special judge with the stored one itself (spec's changeModeCode).
 */
export const AdminProblemSaveSchema = Type.Object({
  problem: AdminProblemFieldsSchema,
  codeTemplates: Type.Optional(Type.Array(AdminCodeTemplateSchema, { maxItems: 100 })),
  tags: Type.Optional(Type.Array(AdminProblemTagRefSchema, { maxItems: MAX_PROBLEM_TAGS })),
  /** Language ids; at least one. */
  languages: Type.Array(Id, { maxItems: 100 }),
  isUploadTestCase: Type.Boolean(),
  uploadTestcaseDir: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
  samples: Type.Optional(Type.Array(AdminSampleSchema, { maxItems: MAX_PROBLEM_CASES })),
  changeTestCase: Type.Optional(Type.Boolean()),
});
export type AdminProblemSaveDto = Static<typeof AdminProblemSaveSchema>;

/** A stored test case (get-problem-cases, and the edit form's summary). */
export const AdminProblemCaseSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  /** Position in the data version, from 1. */
  index: Type.Integer(),
  /** File name in the test data. */
  input: Type.String(),
  output: Type.String(),
  score: Type.Integer(),
  groupNum: Type.Integer(),
  /**
   * Manual problems (isUploadCase false) only: the case's texts, so the form can show and edit them;
   * null for uploaded data, for a file over MAX_CASE_TEXT_BYTES or when the store cannot be read.
   */
  inputContent: Type.Optional(nullable(Type.String())),
  outputContent: Type.Optional(nullable(Type.String())),
});
export type AdminProblemCaseDto = Static<typeof AdminProblemCaseSchema>;

/** Every stored field of a problem, as the edit form loads it. */
export const AdminProblemSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: nullable(Type.String()),
  modifiedUser: nullable(Type.String()),
  description: Type.String(),
  input: Type.String(),
  output: Type.String(),
  examples: Type.String(),
  hint: nullable(Type.String()),
  source: nullable(Type.String()),
  timeLimit: Type.Integer(),
  memoryLimit: Type.Integer(),
  stackLimit: Type.Integer(),
  difficulty: Type.Integer(),
  auth: Type.Integer(),
  type: Type.Integer(),
  ioScore: Type.Integer(),
  codeShare: Type.Boolean(),
  judgeMode: Type.String(),
  judgeCaseMode: Type.String(),
  spjLanguage: nullable(Type.String()),
  spjCode: nullable(Type.String()),
  isRemoveEndBlank: Type.Boolean(),
  /** The built-in checker of the default judge mode (exact when none was chosen). */
  builtinChecker: BuiltinCheckerSchema,
  /** The protocol of the special judge or interactor (testlib when none was chosen). */
  checkerProtocol: Type.String(),
  /** The Kattis validator's extra arguments, one line of words ('' for none). */
  validatorFlags: Type.String(),
  openCaseResult: Type.Boolean(),
  isUploadCase: Type.Boolean(),
  caseVersion: Type.String(),
  isRemote: Type.Boolean(),
  isGroup: Type.Boolean(),
  gid: nullable(Type.Integer()),
  isFileIO: Type.Boolean(),
  ioReadFileName: nullable(Type.String()),
  ioWriteFileName: nullable(Type.String()),
  userExtraFile: nullable(ExtraFilesSchema),
  judgeExtraFile: nullable(ExtraFilesSchema),
  /** null none, 1 applying, 2 public, 3 refused. */
  applyPublicProgress: nullable(Type.Integer()),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type AdminProblemDto = Static<typeof AdminProblemSchema>;

/** An admin tag (list rows, a problem's tags, create and update answers). */
export const AdminTagSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: nullable(Type.String()),
  oj: Type.String(),
  gid: nullable(Type.Integer()),
  /** Classification id; null = Unclassified. */
  tcid: nullable(Type.Integer()),
});
export type AdminTagDto = Static<typeof AdminTagSchema>;

/** GET /admin/problem?pid= answer: everything the edit form needs. */
export const AdminProblemDetailSchema = Type.Object({
  problem: AdminProblemSchema,
  tags: Type.Array(AdminTagSchema),
  /** Language ids the problem accepts. */
  languages: Type.Array(Type.Integer()),
  codeTemplates: Type.Array(Type.Composite([Type.Object({ id: Type.Integer() }), AdminCodeTemplateSchema])),
  /** The current data version's cases. */
  samples: Type.Array(AdminProblemCaseSchema),
});
export type AdminProblemDetailDto = Static<typeof AdminProblemDetailSchema>;

/** Query naming one problem by primary key (get, delete, get-problem-cases). */
export const AdminPidQuerySchema = Type.Object({ pid: Id });
export type AdminPidQueryDto = Static<typeof AdminPidQuerySchema>;

/** Answer of a create or update: the saved problem's keys and data version. */
export const AdminProblemSavedSchema = Type.Object({ id: Type.Integer(), problemId: Type.String(), caseVersion: Type.String() });
export type AdminProblemSavedDto = Static<typeof AdminProblemSavedSchema>;

/** PUT /admin/problem/change-problem-auth body. */
export const ChangeProblemAuthSchema = Type.Object({ pid: Id, auth: Type.Integer({ minimum: 1, maximum: 3 }) });
export type ChangeProblemAuthDto = Static<typeof ChangeProblemAuthSchema>;

/** POST /admin/problem/batch-operation body: `auth` is required by 'visibility'. */
export const ProblemBatchOperationSchema = Type.Object({
  pids: Type.Array(Id, { minItems: 1, maxItems: MAX_BATCH_PROBLEMS }),
  action: Type.Union([Type.Literal('visibility'), Type.Literal('delete')]),
  auth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
export type ProblemBatchOperationDto = Static<typeof ProblemBatchOperationSchema>;

/** One problem's outcome in a batch: `problemId` null when the problem does not exist. */
export const ProblemBatchResultSchema = Type.Object({
  pid: Type.Integer(),
  problemId: nullable(Type.String()),
  ok: Type.Boolean(),
  msg: Type.String(),
});
export type ProblemBatchResultDto = Static<typeof ProblemBatchResultSchema>;

// ---------------------------------------------------------------- tags and classifications

/** GET /admin/tag/list query. */
export const AdminTagListQuerySchema = Type.Object({
  /** ALL/empty every bank, ME, or a remote key. */
  oj: Type.Optional(Bank),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminTagListQueryDto = Static<typeof AdminTagListQuerySchema>;

/** A row of the admin tag list: the tag, its classification and how many problems carry it. */
export const AdminTagListRecordSchema = Type.Composite([
  AdminTagSchema,
  Type.Object({ classificationName: nullable(Type.String()), problemCount: Type.Integer() }),
]);
export type AdminTagListRecordDto = Static<typeof AdminTagListRecordSchema>;

/** POST /admin/tag body (and PUT with `id`). `oj` defaults to ME; `color` a CSS colour. */
export const AdminTagBodySchema = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  color: Type.Optional(nullable(Type.String({ maxLength: 20 }))),
  oj: Type.Optional(Bank),
  tcid: Type.Optional(nullable(Id)),
});
export type AdminTagBodyDto = Static<typeof AdminTagBodySchema>;

/** DELETE /admin/tag query. */
export const AdminTagIdQuerySchema = Type.Object({ tid: Id });

/** A tag classification (GET /admin/tag/classification, ordered by rank then id). */
export const AdminTagClassificationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  oj: Type.String(),
  /** Lower ranks come first in the tag browser. */
  rank: Type.Integer(),
  tagCount: Type.Integer(),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type AdminTagClassificationDto = Static<typeof AdminTagClassificationSchema>;

/** GET /admin/tag/classification query. */
export const AdminTagClassificationQuerySchema = Type.Object({ oj: Type.Optional(Bank) });

/** POST /admin/tag/classification body (and PUT with `id`). */
export const AdminTagClassificationBodySchema = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  oj: Type.Optional(Bank),
  rank: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
});
export type AdminTagClassificationBodyDto = Static<typeof AdminTagClassificationBodySchema>;

/** DELETE /admin/tag/classification query: its tags become Unclassified. */
export const AdminTagClassificationIdQuerySchema = Type.Object({ tcid: Id });

// ---------------------------------------------------------------- difficulty levels

/** POST /admin/difficulty (id optional: the next free level) and PUT /admin/difficulty (id required) body. */
export const AdminDifficultyBodySchema = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 0, maximum: 127 })),
  name: Type.String({ maxLength: 50 }),
  color: Type.String({ maxLength: 20 }),
});
export type AdminDifficultyBodyDto = Static<typeof AdminDifficultyBodySchema>;

/** DELETE /admin/difficulty query: refused while problems use the level. */
export const AdminDifficultyIdQuerySchema = Type.Object({ id: Type.Integer({ minimum: 0, maximum: 127 }) });

// ---------------------------------------------------------------- honors

/** Honor levels, best first. */
export const HONOR_LEVELS = ['gold', 'silver', 'bronze', 'honorable', 'other'] as const;
export const HonorLevelSchema = Type.Union([
  Type.Literal('gold'),
  Type.Literal('silver'),
  Type.Literal('bronze'),
  Type.Literal('honorable'),
  Type.Literal('other'),
]);
export type HonorLevel = Static<typeof HonorLevelSchema>;

/** An award won by the site's members (spec 03 §3 "honor"; fields designed in docs/api.md). */
export const HonorSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  level: HonorLevelSchema,
  /** Day of the award, YYYY-MM-DD. */
  date: Type.String(),
  /** The contest or event. */
  contestName: Type.String(),
  /** Team members (usernames or names). */
  members: Type.Array(Type.String()),
  link: nullable(Type.String()),
  description: nullable(Type.String()),
  author: nullable(Type.String()),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type HonorDto = Static<typeof HonorSchema>;

/** POST /admin/honor (and PUT with `id`) body. */
export const HonorBodySchema = Type.Object({
  id: Type.Optional(Id),
  title: Type.String({ maxLength: 255 }),
  level: HonorLevelSchema,
  date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  contestName: Type.String({ maxLength: 255 }),
  members: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
  link: Type.Optional(nullable(Type.String({ maxLength: 500 }))),
  description: Type.Optional(nullable(Type.String({ maxLength: 65_535 }))),
});
export type HonorBodyDto = Static<typeof HonorBodySchema>;

/** GET /admin/honor/list query (newest date first). */
export const HonorListQuerySchema = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  level: Type.Optional(HonorLevelSchema),
});
export type HonorListQueryDto = Static<typeof HonorListQuerySchema>;

export const HonorListSchema = Type.Object({ records: Type.Array(HonorSchema), total: Type.Integer() });
export type HonorListDto = Static<typeof HonorListSchema>;

/** GET and DELETE /admin/honor query. */
export const HonorIdQuerySchema = Type.Object({ id: Id });

// ---------------------------------------------------------------- group problems waiting to go public

/** Apply-public progress: 1 applying, 2 public, 3 refused (spec 03 §4). */
export const ApplyPublicProgress = { Applying: 1, Public: 2, Refused: 3 } as const;

/** GET /admin/group-problem/list query; `progress` defaults to 1 (applying). */
export const GroupProblemListQuerySchema = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  gid: Type.Optional(Id),
  progress: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
export type GroupProblemListQueryDto = Static<typeof GroupProblemListQuerySchema>;

export const GroupProblemRecordSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: nullable(Type.String()),
  gid: nullable(Type.Integer()),
  auth: Type.Integer(),
  type: Type.Integer(),
  applyPublicProgress: nullable(Type.Integer()),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type GroupProblemRecordDto = Static<typeof GroupProblemRecordSchema>;

export const GroupProblemListSchema = Type.Object({ records: Type.Array(GroupProblemRecordSchema), total: Type.Integer() });
export type GroupProblemListDto = Static<typeof GroupProblemListSchema>;

/** PUT /admin/group-problem/change-progress body: 2 approve (the problem becomes public), 3 refuse. */
export const ChangeGroupProblemProgressSchema = Type.Object({
  pid: Id,
  progress: Type.Union([Type.Literal(2), Type.Literal(3)]),
});
export type ChangeGroupProblemProgressDto = Static<typeof ChangeGroupProblemProgressSchema>;
