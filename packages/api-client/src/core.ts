// `@oj/api-client/core`: what every page of both apps needs (the one RTK Query API, the session,
// errors, storage and request language). The endpoints are subpaths of their own (account,
// website, problem, submission, ai-stream), so a page loads only the calls it makes: the shell's
// first load carries account and website, the problem and submission calls come with their pages.
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
export { sessionSyncAction, useCrossTabSession } from './cross-tab.ts';
export type { SessionSyncAction } from './cross-tab.ts';
// RTK Query's "no request" argument, for packages that call the hooks without depending on the toolkit.
export { skipToken } from '@reduxjs/toolkit/query';
