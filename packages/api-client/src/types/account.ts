// Account DTOs of spec 01 §3 and §7: the contract's types (packages/contracts account-api,
// user-home-api and message-api) under the names the apps use. Only LoginResult is the client's own.
import type { UserInfoDto } from '@oj/contracts';

export type {
  ApplyResetPasswordRequestDto as ApplyResetPasswordRequest,
  CalendarHeatmapDto as CalendarHeatmap,
  CaptchaDto as Captcha,
  ChangeEmailRequestDto as ChangeEmailRequest,
  ChangeMobileRequestDto as ChangeMobileRequest,
  ChangePasswordRequestDto as ChangePasswordRequest,
  CheckUsernameOrEmailRequestDto as CheckUsernameOrEmailRequest,
  CheckUsernameOrEmailResultDto as CheckUsernameOrEmailResult,
  Gender,
  LoginRequestDto as LoginRequest,
  ProfileUpdateDto as ProfileUpdate,
  RegisterRequestDto as RegisterRequest,
  ResetPasswordRequestDto as ResetPasswordRequest,
  SolvedProblemDto as SolvedProblem,
  UnreadMessageCountDto as UnreadMessageCount,
  UserAuthInfoDto as UserAuthInfo,
  UserHomeDto as UserHome,
  UserInfoDto as UserInfo,
  UserLookupQueryDto as UserLookup,
} from '@oj/contracts';

/** What the login call yields: the token from the authorization response header, user info from data. */
// eslint-disable-next-line no-restricted-syntax -- the client's own pairing of the token header and the answer, not a wire shape
export interface LoginResult {
  token: string;
  userInfo: UserInfoDto;
}
