import { TOKEN_STORAGE_KEY, USER_INFO_STORAGE_KEY } from './config.ts';
import type { UserInfo } from './types/account.ts';

/** Where the session lives; localStorage in the browser, a Map-backed stub in tests. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): SessionStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored auth token, or null when signed out. */
export function getToken(storage: SessionStorage | undefined = defaultStorage()): string | null {
  try {
    const token = storage?.getItem(TOKEN_STORAGE_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

/** Stores the auth token (null removes it). */
export function setToken(token: string | null, storage: SessionStorage | undefined = defaultStorage()): void {
  try {
    if (token) storage?.setItem(TOKEN_STORAGE_KEY, token);
    else storage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage may be disabled; the session then lasts as long as the page.
  }
}

/** The last stored user info, or null when absent or unreadable. */
export function readUserInfo(storage: SessionStorage | undefined = defaultStorage()): UserInfo | null {
  try {
    const raw = storage?.getItem(USER_INFO_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the user info (null removes it). */
export function storeUserInfo(userInfo: UserInfo | null, storage: SessionStorage | undefined = defaultStorage()): void {
  try {
    if (userInfo) storage?.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(userInfo));
    else storage?.removeItem(USER_INFO_STORAGE_KEY);
  } catch {
    // See setToken.
  }
}

/** Removes token and user info together. */
export function clearStoredSession(storage: SessionStorage | undefined = defaultStorage()): void {
  setToken(null, storage);
  storeUserInfo(null, storage);
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof UserInfo, unknown>>;
  return typeof candidate.username === 'string' && Array.isArray(candidate.roleList);
}
