export { api, TAG_TYPES } from './api.ts';
export type { TagType } from './api.ts';
export { apiPathOf, createBaseQuery, urlTypeOf } from './base-query.ts';
export type { ApiBaseQuery, ApiExtraOptions, BaseQueryOptions, UrlType } from './base-query.ts';
export {
  API_BASE_URL,
  DOWNLOAD_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TOKENLESS_PATHS,
  TOKEN_STORAGE_KEY,
  USER_INFO_STORAGE_KEY,
} from './config.ts';
export { apiError, errorFromHttp, isApiError, messageOfBody, normaliseFetchError, unwrapEnvelope } from './errors.ts';
export type { ApiError, ApiErrorKind, ApiErrorMessageKey } from './errors.ts';
// The AI stream reader is the subpath `@oj/api-client/ai-stream`: re-exported here it would join
// the shell's first load, since this barrel is part of it.
export { createMutex } from './mutex.ts';
export { getRequestLanguage, setRequestLanguage } from './request-language.ts';
export type { Mutex } from './mutex.ts';
export {
  ADMIN_ROLE_NAMES,
  hasAdminRole,
  hasSuperAdminRole,
  loadSession,
  selectIsLoggedIn,
  selectRoleList,
  selectToken,
  selectUserInfo,
  sessionCleared,
  sessionSlice,
  signedIn,
  tokenAdopted,
  userInfoReceived,
} from './session.ts';
export type { SessionState } from './session.ts';
export { registerSessionPersistence } from './persistence.ts';
export { clearStoredSession, getToken, readUserInfo, setToken, storeUserInfo } from './storage.ts';
export type { SessionStorage } from './storage.ts';
export type * from './types/account.ts';
export { useGetToolsQuery, useGetWebsiteConfigQuery, websiteApi } from './endpoints/website.ts';
export {
  accountApi,
  useAdminLoginMutation,
  useApplyResetPasswordMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useChangeUserInfoMutation,
  useCheckUsernameOrEmailMutation,
  useGetCaptchaQuery,
  useGetChangeEmailCodeMutation,
  useGetRegisterCodeMutation,
  useGetUnreadMessageCountQuery,
  useGetUserAuthInfoQuery,
  useGetUserCalendarHeatmapQuery,
  useGetUserHomeInfoQuery,
  useLazyGetCaptchaQuery,
  useLazyGetUserAuthInfoQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useUploadAvatarMutation,
} from './endpoints/account.ts';
export {
  problemApi,
  problemListParams,
  useGetAllProblemTagsQuery,
  useGetDifficultyListQuery,
  useGetLanguagesQuery,
  useGetLastAcCodeMutation,
  useGetProblemCodeTemplatesQuery,
  useGetProblemDetailQuery,
  useGetProblemLanguagesQuery,
  useGetProblemListQuery,
  useGetProblemTagsAndClassificationQuery,
  useGetRandomProblemMutation,
  useGetRecentUpdatedProblemsQuery,
  useGetUserProblemStatusQuery,
} from './endpoints/problem.ts';
export type { LastAcCode, ProblemListQuery, UserProblemStatusQuery } from './endpoints/problem.ts';
export {
  submissionApi,
  submissionListBody,
  useCheckSubmissionsStatusMutation,
  useGetAllCaseResultQuery,
  useGetSubmissionDetailQuery,
  useGetSubmissionListQuery,
  useGetTestJudgeResultMutation,
  useRejudgeMutation,
  useSubmitProblemJudgeMutation,
  useSubmitProblemTestJudgeMutation,
  useUpdateSubmissionShareMutation,
} from './endpoints/submission.ts';
export type { SubmissionListQuery, SubmitRequest, TestJudgeRequest } from './endpoints/submission.ts';
export { sessionSyncAction, useCrossTabSession } from './cross-tab.ts';
export type { SessionSyncAction } from './cross-tab.ts';
