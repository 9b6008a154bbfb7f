// The submission calls' request shapes are the contract's (packages/contracts submission and
// submission-requests); this module only names them for the routes.
export {
  CancelJudgeRequestSchema as CancelJudgeBody,
  ManualJudgeRequestSchema as ManualJudgeBody,
  ShareRequestSchema as ShareBody,
  StatusCheckRequestSchema as StatusCheckBody,
  SubmissionListRequestSchema as SubmissionListBody,
  SubmitIdSchema as SubmitId,
  SubmitIdQuerySchema as SubmitIdQuery,
  SubmitRequestSchema as SubmitBody,
  SubmitResultSchema,
  TestJudgeQuerySchema as TestJudgeQuery,
  TestJudgeRequestSchema as TestJudgeBody,
  TestJudgeStartedSchema,
} from '@oj/contracts';

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';
