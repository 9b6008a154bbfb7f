import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { CODE_MAX_LENGTH, MAX_STATUS_CHECK_IDS, SubmitRequestSchema } from '@oj/contracts';
import { TEST_JUDGE_KEY_PATTERN } from './results/test-judge.ts';

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';

// Null first: with type coercion on, a null tried against an integer first would become 0.
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]));

/** A submission id. */
export const SubmitId = Type.Integer({ minimum: 1 });
/** A problem's primary key. */
const Pid = Type.Integer({ minimum: 1 });
const Language = Type.String({ minLength: 1, maxLength: 64 });
// The exact limit and its message are checked by the handler (spec 01 §5); this only bounds the body.
const Code = Type.String({ maxLength: CODE_MAX_LENGTH * 4 });

/** submit-problem-judge body: the shared contract. */
export const SubmitBody = SubmitRequestSchema;

/** submit-problem-test-judge body. */
export const TestJudgeBody = Type.Object({
  pid: Pid,
  language: Language,
  code: Code,
  /** Where the problem was opened: public, contest, group or training. */
  type: optionalNullable(Type.String({ maxLength: 20 })),
  userInput: Type.String({ maxLength: 100_000 }),
  expectedOutput: optionalNullable(Type.String({ maxLength: 100_000 })),
  mode: optionalNullable(Type.String({ maxLength: 30 })),
  isRemoteJudge: optionalNullable(Type.Boolean()),
  cid: optionalNullable(Type.Integer({ minimum: 0 })),
  gid: optionalNullable(Type.Integer({ minimum: 0 })),
});

/** get-test-judge-result query. */
export const TestJudgeQuery = Type.Object({ testJudgeKey: Type.String({ pattern: TEST_JUDGE_KEY_PATTERN }) });

/** get-submission-list body: every filter may be absent, null or empty. */
export const SubmissionListBody = Type.Object({
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

/** A query naming one submission. */
export const SubmitIdQuery = Type.Object({ submitId: SubmitId });

/** check-submissions-status body. */
export const StatusCheckBody = Type.Object({
  submitIds: Type.Array(SubmitId, { maxItems: MAX_STATUS_CHECK_IDS }),
  cid: optionalNullable(Type.Integer({ minimum: 0 })),
});

/** PUT submission body. */
export const ShareBody = Type.Object({
  submitId: SubmitId,
  share: Type.Boolean(),
  uid: optionalNullable(Type.String({ maxLength: 36 })),
});

/** Admin manual-judge body; score is kept when absent. */
export const ManualJudgeBody = Type.Object({
  submitId: SubmitId,
  status: Type.Integer(),
  score: optionalNullable(Type.Integer({ minimum: 0, maximum: 100_000 })),
});

/** Admin cancel-judge body. */
export const CancelJudgeBody = Type.Object({ submitId: SubmitId });
