/**
 * Wire shapes of the "Submissions" calls (spec 01 §3, §7) and of the `submission judged` domain
 * event: runtime schemas for responses and event payloads, static types for the clients.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { Verdict } from './verdict.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Longest code accepted by submit and test judge (spec 01 §5, §9). */
export const CODE_MAX_LENGTH = 65535;
/** Longest custom input of a test judge (spec 01 §9). */
export const TEST_INPUT_MAX_LENGTH = 1000;
/** Default page size of the submission list (spec 01 §9) and the server's cap. */
export const DEFAULT_SUBMISSION_PAGE_SIZE = 15;
export const MAX_SUBMISSION_PAGE_SIZE = 100;
/** Most submitIds one check-submissions-status call may ask about. */
export const MAX_STATUS_CHECK_IDS = 100;

/** Statuses an admin may not pick in a manual judge (spec 01 §4). */
export const MANUAL_JUDGE_EXCLUDED_STATUSES: readonly number[] = [
  Verdict.Cancelled,
  Verdict.CompileError,
  Verdict.Pending,
  Verdict.Compiling,
  Verdict.Judging,
  Verdict.Submitting,
  Verdict.SubmittedUnknownResult,
  Verdict.NotSubmitted,
];
/** Current statuses during which a manual judge is refused: still moving, or a compile error. */
export const MANUAL_JUDGE_BLOCKED_STATUSES: readonly number[] = [Verdict.Pending, Verdict.Compiling, Verdict.Judging, Verdict.CompileError];

// Null first: with type coercion on, a null tried against an integer first would become 0.
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]));

/**
 * submit-problem-judge body (spec 01 §7). `captcha` and `captchaKey` answer a captcha of
 * GET /api/captcha: a submission refused as too fast (code CAPTCHA_REQUIRED) passes with them, once.
 */
export const SubmitRequestSchema = Type.Object({
  pid: Type.Integer({ minimum: 1 }),
  language: Type.String({ minLength: 1, maxLength: 64 }),
  // The exact limit and its message are checked by the handler (spec 01 §5); this only bounds the body.
  code: Type.String({ maxLength: CODE_MAX_LENGTH * 4 }),
  cid: optionalNullable(Type.Integer({ minimum: 0 })),
  tid: optionalNullable(Type.Integer({ minimum: 0 })),
  /** A timed work's id (spec 02 §7): informative, its submissions' cid (id + 50000) decides. */
  displayTid: optionalNullable(Type.Integer({ minimum: 0 })),
  gid: optionalNullable(Type.Integer({ minimum: 0 })),
  isRemote: optionalNullable(Type.Boolean()),
  captcha: optionalNullable(Type.String({ maxLength: 32 })),
  captchaKey: optionalNullable(Type.String({ maxLength: 64 })),
});
export type SubmitRequestDto = Static<typeof SubmitRequestSchema>;

/** A submission as lists show it: never the code. */
export const SubmissionSummarySchema = Type.Object({
  submitId: Type.Integer(),
  pid: Type.Integer(),
  /** Problem display id as the submitter saw it. */
  displayPid: Type.String(),
  /** Display id in its context (the contest's letter inside contests, else displayPid). */
  displayId: Type.String(),
  title: Type.String(),
  uid: Type.String(),
  username: Type.String(),
  status: Type.Integer(),
  score: nullable(Type.Integer()),
  oiRankScore: nullable(Type.Integer()),
  /** CPU time in ms. */
  time: nullable(Type.Integer()),
  /** Peak memory in KB. */
  memory: nullable(Type.Integer()),
  /** Code length in characters. */
  length: Type.Integer(),
  language: Type.String(),
  judger: nullable(Type.String()),
  /** ISO time. */
  submitTime: Type.String(),
  share: Type.Boolean(),
  isManual: Type.Boolean(),
  /** 0 = not a contest. */
  cid: Type.Integer(),
  gid: nullable(Type.Integer()),
});
export type SubmissionSummaryDto = Static<typeof SubmissionSummarySchema>;

/** One submission in full; `code` is null when the viewer may not see it (spec 01 §6). */
export const SubmissionDetailSchema = Type.Composite([
  SubmissionSummarySchema,
  Type.Object({ errorMessage: nullable(Type.String()), code: nullable(Type.String()) }),
]);
export type SubmissionDetailDto = Static<typeof SubmissionDetailSchema>;

/**
 * get-submission-detail answer; codeShare is the problem's code-sharing switch. days and accepted
 * feed the accepted report card (spec 01 §2) and are null unless the submission is Accepted: whole
 * days since the submitter registered (at least 1) and the number of problems they have solved.
 */
export const SubmissionDetailResponseSchema = Type.Object({
  submission: SubmissionDetailSchema,
  codeShare: Type.Boolean(),
  days: nullable(Type.Integer({ minimum: 1 })),
  accepted: nullable(Type.Integer({ minimum: 0 })),
});
export type SubmissionDetailResponseDto = Static<typeof SubmissionDetailResponseSchema>;

/** resubmit answer (spec 01 §7): the state of the submission sent again to its remote judge. */
export const ResubmitResultSchema = Type.Object({
  status: Type.Integer(),
  time: nullable(Type.Integer()),
  memory: nullable(Type.Integer()),
  errorMessage: nullable(Type.String()),
  judger: nullable(Type.String()),
});
export type ResubmitResultDto = Static<typeof ResubmitResultSchema>;

/** get-submission-list answer, newest first. */
export const SubmissionListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(SubmissionSummarySchema) });
export type SubmissionListDto = Static<typeof SubmissionListSchema>;

/** check-submissions-status answer: submitId → summary (unknown or hidden ids are left out). */
export const SubmissionStatusMapSchema = Type.Record(Type.String(), SubmissionSummarySchema);

/** The result of one test case of a submission. */
export const JudgeCaseSchema = Type.Object({
  caseId: Type.Integer(),
  /** Order within the run, from 1. */
  seq: Type.Integer(),
  status: Type.Integer(),
  score: nullable(Type.Integer()),
  time: nullable(Type.Integer()),
  memory: nullable(Type.Integer()),
  groupNum: nullable(Type.Integer()),
  /** Input file name of the case. */
  inputData: nullable(Type.String()),
  /** Expected-output file name of the case. */
  outputData: nullable(Type.String()),
  /** Head of the program's output. */
  userOutput: nullable(Type.String()),
});
export type JudgeCaseDto = Static<typeof JudgeCaseSchema>;

/** One subtask group of the subtask case modes. */
export const SubtaskJudgeCaseSchema = Type.Object({
  groupNum: Type.Integer(),
  status: Type.Integer(),
  score: Type.Integer(),
  ac: Type.Integer(),
  total: Type.Integer(),
  time: Type.Integer(),
  memory: Type.Integer(),
  subtaskDetailList: Type.Array(JudgeCaseSchema),
});
export type SubtaskJudgeCaseDto = Static<typeof SubtaskJudgeCaseSchema>;

/**
 * get-all-case-result answer. The lists are null when the problem hides case results from this
 * viewer; subTaskJudgeCaseVoList is null outside the subtask modes.
 */
export const CaseResultSchema = Type.Object({
  judgeCaseMode: Type.String(),
  judgeCaseList: nullable(Type.Array(JudgeCaseSchema)),
  subTaskJudgeCaseVoList: nullable(Type.Array(SubtaskJudgeCaseSchema)),
});
export type CaseResultDto = Static<typeof CaseResultSchema>;

/** get-test-judge-result answer; status stays Pending (5) until the run ends. */
export const TestJudgeResultSchema = Type.Object({
  status: Type.Integer(),
  /** CPU time in ms. */
  time: nullable(Type.Integer()),
  /** Peak memory in KB. */
  memory: nullable(Type.Integer()),
  /** Compiler output on Compile Error, else the program's stderr or the runtime error. */
  stderr: nullable(Type.String()),
  userInput: Type.String(),
  expectedOutput: nullable(Type.String()),
  userOutput: nullable(Type.String()),
  problemJudgeMode: Type.String(),
});
export type TestJudgeResultDto = Static<typeof TestJudgeResultSchema>;

/** Answer of rejudge, manual judge and cancel judge. */
export const JudgeChangeSchema = Type.Object({
  submitId: Type.Integer(),
  status: Type.Integer(),
  score: nullable(Type.Integer()),
  oiRankScore: nullable(Type.Integer()),
  time: nullable(Type.Integer()),
  memory: nullable(Type.Integer()),
  errorMessage: nullable(Type.String()),
  judger: nullable(Type.String()),
});
export type JudgeChangeDto = Static<typeof JudgeChangeSchema>;

/** Why a submission's status changed. */
export const SUBMISSION_CHANGE_REASONS = ['judged', 'rejudge', 'manual', 'cancel', 'no-test-data'] as const;
export type SubmissionChangeReason = (typeof SUBMISSION_CHANGE_REASONS)[number];

/**
 * Payload of the `submission judged` event (subject names.subjects.submissionJudged), published by
 * judge-dispatch after each committed status change of a submission. Events of one submission are
 * published in the order of its changes. An in-progress oldStatus (5, 6, 7) means the submission
 * was not counted in any statistics before this change.
 */
export const SubmissionJudgedEventSchema = Type.Object({
  submitId: Type.Integer(),
  pid: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  /** 0 = not a contest. */
  cid: Type.Integer(),
  gid: nullable(Type.Integer()),
  oldStatus: Type.Integer(),
  newStatus: Type.Integer(),
  score: nullable(Type.Integer()),
  oiRankScore: nullable(Type.Integer()),
  time: nullable(Type.Integer()),
  memory: nullable(Type.Integer()),
  isManual: Type.Boolean(),
  reason: Type.Union(SUBMISSION_CHANGE_REASONS.map((reason) => Type.Literal(reason))),
  /** ISO time of the submission. */
  submitTime: Type.String(),
  /** ISO time of the change. */
  at: Type.String(),
});
export type SubmissionJudgedEvent = Static<typeof SubmissionJudgedEventSchema>;
