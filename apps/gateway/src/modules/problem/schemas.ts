// The problem and tag calls' request shapes are the contract's (packages/contracts
// problem-requests); this module only names them for the routes.
export {
  BankQuerySchema as BankQuery,
  FullScreenProblemListRequestSchema as FullScreenProblemListBody,
  LanguagesQuerySchema as LanguagesQuery,
  LastAcCodeQuerySchema as LastAcCodeQuery,
  MAX_STATUS_PIDS,
  PidQuerySchema as PidQuery,
  ProblemDetailQuerySchema as ProblemDetailQuery,
  ProblemListQuerySchema as ProblemListQuery,
  RandomProblemSchema,
  UserProblemStatusRequestSchema as UserProblemStatusBody,
} from '@oj/contracts';

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';
