/** Base URL of every call: the gateway owns /api (spec 01 §7). */
export const API_BASE_URL = '/api';
/** Timeout of an ordinary call (spec 01 §9). */
export const REQUEST_TIMEOUT_MS = 90_000;
/** Timeout of a binary download (spec 01 §9). */
export const DOWNLOAD_TIMEOUT_MS = 300_000;
/** localStorage key of the auth token; a present token means signed in (spec 01 §9). */
export const TOKEN_STORAGE_KEY = 'token';
/** localStorage key of the last known user info, so roles survive a reload until refreshed. */
export const USER_INFO_STORAGE_KEY = 'userInfo';
/** Paths (below /api) that must not carry the stored token: the two login calls. */
export const TOKENLESS_PATHS: ReadonlySet<string> = new Set(['login', 'admin/login']);
