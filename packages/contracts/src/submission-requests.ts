/**
 * Request and small answer shapes of the "Submissions" calls (spec 01 §7) besides submit, which
 * lives with the submission shapes in submission.ts.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { CODE_MAX_LENGTH, MAX_STATUS_CHECK_IDS } from './submission.ts';

// Null first: with type coercion on, a null tried against an integer first would become 0.
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]));

/** A submission id. */
export const SubmitIdSchema = Type.Integer({ minimum: 1 });
/** Test-judge keys are decimal integers below 2^47, so their negation is a safe job submitId. */
export const TEST_JUDGE_KEY_PATTERN = '^[1-9][0-9]{0,14}$';

/** submit-problem-judge answer. */
export const SubmitResultSchema = Type.Object({ submitId: Type.Integer() });
export type SubmitResultDto = Static<typeof SubmitResultSchema>;

/** submit-problem-test-judge body. */
export const TestJudgeRequestSchema = Type.Object({
  pid: Type.Integer({ minimum: 1 }),
  language: Type.String({ minLength: 1, maxLength: 64 }),
  // The exact limit and its message are checked by the handler (spec 01 §5); this only bounds the body.
  code: Type.String({ maxLength: CODE_MAX_LENGTH * 4 }),
  /** Where the problem was opened: public, contest, group or training. */
  type: optionalNullable(Type.String({ maxLength: 20 })),
  userInput: Type.String({ maxLength: 100_000 }),
  expectedOutput: optionalNullable(Type.String({ maxLength: 100_000 })),
  mode: optionalNullable(Type.String({ maxLength: 30 })),
  isRemoteJudge: optionalNullable(Type.Boolean()),
  cid: optionalNullable(Type.Integer({ minimum: 0 })),
  gid: optionalNullable(Type.Integer({ minimum: 0 })),
});
export type TestJudgeRequestDto = Static<typeof TestJudgeRequestSchema>;

/** submit-problem-test-judge answer: the key to poll get-test-judge-result with. */
export const TestJudgeStartedSchema = Type.Object({ testJudgeKey: Type.String() });
export type TestJudgeStartedDto = Static<typeof TestJudgeStartedSchema>;

/** get-test-judge-result query. */
export const TestJudgeQuerySchema = Type.Object({ testJudgeKey: Type.String({ pattern: TEST_JUDGE_KEY_PATTERN }) });

/** get-submission-list body: every filter may be absent, null or empty. */
export const SubmissionListRequestSchema = Type.Object({
  /** Page size; defaults to 15, capped at 100. */
  limit: optionalNullable(Type.Integer()),
  currentPage: optionalNullable(Type.Integer()),
  onlyMine: optionalNullable(Type.Boolean()),
  status: optionalNullable(Type.Integer()),
  username: optionalNullable(Type.String({ maxLength: 20 })),
  problemID: optionalNullable(Type.String({ maxLength: 100 })),
  completeProblemID: optionalNullable(Type.Boolean()),
  contestID: optionalNullable(Type.Integer({ minimum: 0 })),
  gid: optionalNullable(Type.Integer({ minimum: 0 })),
  beforeContestSubmit: optionalNullable(Type.Boolean()),
  containsEnd: optionalNullable(Type.Boolean()),
});
export type SubmissionListRequestDto = Static<typeof SubmissionListRequestSchema>;

/** A query naming one submission (details, case results, rejudge, resubmit). */
export const SubmitIdQuerySchema = Type.Object({ submitId: SubmitIdSchema });
export type SubmitIdQueryDto = Static<typeof SubmitIdQuerySchema>;

/** check-submissions-status body. */
export const StatusCheckRequestSchema = Type.Object({
  submitIds: Type.Array(SubmitIdSchema, { maxItems: MAX_STATUS_CHECK_IDS }),
  cid: optionalNullable(Type.Integer({ minimum: 0 })),
});
export type StatusCheckRequestDto = Static<typeof StatusCheckRequestSchema>;

/** PUT submission body: share or unshare the code. */
export const ShareRequestSchema = Type.Object({
  submitId: SubmitIdSchema,
  share: Type.Boolean(),
  uid: optionalNullable(Type.String({ maxLength: 36 })),
});
export type ShareRequestDto = Static<typeof ShareRequestSchema>;

/** Admin manual-judge body; score is kept when absent. */
export const ManualJudgeRequestSchema = Type.Object({
  submitId: SubmitIdSchema,
  status: Type.Integer(),
  // The number first: with the validator's array coercion, a null-first union turns [5] into a value
  // that passes and [0] into null.
  score: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
});
export type ManualJudgeRequestDto = Static<typeof ManualJudgeRequestSchema>;

/** Admin cancel-judge body. */
export const CancelJudgeRequestSchema = Type.Object({ submitId: SubmitIdSchema });
