// The account calls' wire shapes are the contract's (packages/contracts account-api and
// user-home-api); this module only names them for the routes.
export {
  ApplyResetPasswordRequestSchema,
  CalendarHeatmapSchema as HeatmapSchema,
  CaptchaSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CheckUsernameOrEmailRequestSchema,
  CheckUsernameOrEmailResultSchema,
  CheckedPassword,
  EmailQuerySchema,
  EmailText as Email,
  GenderSchema as Gender,
  LoginRequestSchema,
  NewPasswordText,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SolvedProblemSchema,
  UserAuthInfoSchema,
  UserHomeSchema,
  UserInfoSchema,
  UserLookupQuerySchema as UserLookupQuery,
  UsernameText as Username,
  VerificationCode,
} from '@oj/contracts';
export type { UserHomeDto, UserInfoDto } from '@oj/contracts';

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';
