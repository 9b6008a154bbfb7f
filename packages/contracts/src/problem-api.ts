/**
 * Wire shapes of the "Problems and tags" calls (spec 01 §3, §7): runtime schemas for the gateway's
 * responses and static types for the clients. Field names are the spec's.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Remote judges a problem may come from (spec 01 §1); their problems' ids start with `<KEY>-`. */
export const REMOTE_JUDGES = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;
export type RemoteJudgeKey = (typeof REMOTE_JUDGES)[number];

/** The problem bank key of the platform's own problems ("Mine" in the filter). */
export const OWN_PROBLEM_BANK = 'ME';

/** Problem-list page sizes offered (spec 01 §9); the default is 30 and the server caps at 100. */
export const PROBLEM_PAGE_SIZES = [10, 15, 30, 50, 100] as const;
export const DEFAULT_PROBLEM_PAGE_SIZE = 30;
export const MAX_PROBLEM_PAGE_SIZE = 100;

/** myStatus of a problem the user never submitted to. */
export const NOT_ATTEMPTED = -10;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A tag as problems carry it. */
export const ProblemTagSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: nullable(Type.String()) });

/** A tag with its bank and classification (tag browser). */
export const TagSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: nullable(Type.String()),
  oj: Type.String(),
  /** Classification id; null = Unclassified. */
  tcid: nullable(Type.Integer()),
});
export type TagDto = Static<typeof TagSchema>;

/** One group of the tag browser; `classification` null is the Unclassified group. */
export const TagClassificationGroupSchema = Type.Object({
  classification: nullable(Type.Object({ id: Type.Integer(), name: Type.String(), oj: Type.String() })),
  tagList: Type.Array(TagSchema),
});
export type TagClassificationGroupDto = Static<typeof TagClassificationGroupSchema>;

/** Per-verdict submission counters of a problem. */
export const ProblemCountSchema = Type.Object({
  total: Type.Integer(),
  ac: Type.Integer(),
  wa: Type.Integer(),
  tle: Type.Integer(),
  mle: Type.Integer(),
  re: Type.Integer(),
  pe: Type.Integer(),
  ce: Type.Integer(),
  se: Type.Integer(),
  pa: Type.Integer(),
});
export type ProblemCountDto = Static<typeof ProblemCountSchema>;

/** A row of the problem list: the problem, its tags and its counters. */
export const ProblemListRecordSchema = Type.Composite([
  Type.Object({
    pid: Type.Integer(),
    problemId: Type.String(),
    title: Type.String(),
    difficulty: Type.Integer(),
    /** 0 ACM, 1 OI, 2 hides limits and the test-judge button. */
    type: Type.Integer(),
    tags: Type.Array(ProblemTagSchema),
  }),
  ProblemCountSchema,
]);
export type ProblemListRecordDto = Static<typeof ProblemListRecordSchema>;

/** get-problem-list answer. */
export const ProblemListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(ProblemListRecordSchema) });
export type ProblemListDto = Static<typeof ProblemListSchema>;

/** The statement and settings a solver sees; never test data, checker code or judge-only files. */
export const ProblemDetailSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  author: nullable(Type.String()),
  description: nullable(Type.String()),
  input: nullable(Type.String()),
  output: nullable(Type.String()),
  examples: Type.Array(Type.Object({ input: Type.String(), output: Type.String() })),
  hint: nullable(Type.String()),
  source: nullable(Type.String()),
  /** Milliseconds, before language factors. */
  timeLimit: Type.Integer(),
  /** Megabytes, before language factors. */
  memoryLimit: Type.Integer(),
  /** Megabytes. */
  stackLimit: Type.Integer(),
  difficulty: Type.Integer(),
  type: Type.Integer(),
  auth: Type.Integer(),
  judgeMode: Type.String(),
  judgeCaseMode: Type.String(),
  ioScore: Type.Integer(),
  codeShare: Type.Boolean(),
  isFileIO: Type.Boolean(),
  ioReadFileName: nullable(Type.String()),
  ioWriteFileName: nullable(Type.String()),
  isRemote: Type.Boolean(),
  gid: nullable(Type.Integer()),
  /** Names of the files given to the user's program (the Problem Annex tab). */
  userExtraFile: Type.Array(Type.String()),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type ProblemDetailDto = Static<typeof ProblemDetailSchema>;

/** get-problem-detail answer. */
export const ProblemDetailResponseSchema = Type.Object({
  problem: ProblemDetailSchema,
  tags: Type.Array(ProblemTagSchema),
  /** Names of the languages the problem accepts. */
  languages: Type.Array(Type.String()),
  /** Starter code by language name. */
  codeTemplate: Type.Record(Type.String(), Type.String()),
  problemCount: ProblemCountSchema,
  /** -10 not attempted, 0 accepted, else the latest submission's status. */
  myStatus: Type.Integer(),
});
export type ProblemDetailResponseDto = Static<typeof ProblemDetailResponseSchema>;

/** A submission language (the `languages` call). */
export const LanguageSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: nullable(Type.String()),
  /** Editor mode (MIME type). */
  contentType: Type.String(),
  isSpj: Type.Boolean(),
  codeTemplate: nullable(Type.String()),
  oj: Type.String(),
});
export type LanguageDto = Static<typeof LanguageSchema>;

/** A problem's code template for one language. */
export const ProblemCodeTemplateSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  lid: Type.Integer(),
  /** Language name. */
  language: Type.String(),
  code: Type.String(),
});
export type ProblemCodeTemplateDto = Static<typeof ProblemCodeTemplateSchema>;

/** A difficulty level. */
export const DifficultySchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });
export type DifficultyDto = Static<typeof DifficultySchema>;

/** The user's standing on one problem: status as myStatus, score of that submission. */
export const ProblemStatusSchema = Type.Object({ status: Type.Integer(), score: nullable(Type.Integer()) });
export type ProblemStatusDto = Static<typeof ProblemStatusSchema>;

/** get-user-problem-status answer: pid → status. */
export const UserProblemStatusSchema = Type.Record(Type.String(), ProblemStatusSchema);

/** get-last-ac-code answer. */
export const LastAcCodeSchema = Type.Object({ code: Type.String(), language: Type.String() });
export type LastAcCodeDto = Static<typeof LastAcCodeSchema>;

/** A recently updated problem (home page). */
export const RecentProblemSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  type: Type.Integer(),
  gmtModified: Type.String(),
});
export type RecentProblemDto = Static<typeof RecentProblemSchema>;

/** An entry of the full-screen problem navigation bar. */
export const FullScreenProblemSchema = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  score: nullable(Type.Integer()),
});

/** get-problem-extra-file query: one of the problem's user extra files (the Problem Annex tab), by name. */
export const ProblemExtraFileQuerySchema = Type.Object({
  pid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** The file's name as the problem detail lists it; no path characters. */
  name: Type.String({ minLength: 1, maxLength: 255 }),
  /** The group the problem is opened from, as on get-problem-detail. */
  gid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ProblemExtraFileQueryDto = Static<typeof ProblemExtraFileQuerySchema>;

/** get-problem-extra-file answer (HTTP 200): the file's bytes as an attachment, not an envelope. */
export const ProblemExtraFileContentSchema = Type.String({ description: 'The file content (application/octet-stream attachment)' });
