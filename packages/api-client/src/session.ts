import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { getToken, readUserInfo } from './storage.ts';
import type { UserInfo } from './types/account.ts';

/** Who is signed in. The token mirrors localStorage, which stays the source of truth across tabs. */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
}

/** Reads the initial session from storage (call once when the store is created). */
export function loadSession(): SessionState {
  const token = getToken();
  // User info without a token is stale: the session ended in another tab or expired.
  return { token, userInfo: token ? readUserInfo() : null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSession,
  reducers: {
    /** A token was adopted (login, a refreshed token, or another tab's token). */
    tokenAdopted(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** Login succeeded. */
    signedIn(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
    },
    /** Fresh user info or roles arrived. */
    userInfoReceived(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    /** Signed out: logout, a 401, or the token removed in another tab. */
    sessionCleared(state) {
      state.token = null;
      state.userInfo = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUserInfo: (state) => state.userInfo,
    selectIsLoggedIn: (state) => state.token !== null,
    selectRoleList: (state): readonly string[] => state.userInfo?.roleList ?? NO_ROLES,
  },
});

const NO_ROLES: readonly string[] = [];

export const { tokenAdopted, signedIn, userInfoReceived, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectUserInfo, selectIsLoggedIn, selectRoleList } = sessionSlice.selectors;

/** Admin role names (spec 01 §6): admin, problem admin and root. */
export const ADMIN_ROLE_NAMES: readonly string[] = ['root', 'admin', 'problem_admin'];

/** True when the role list holds any admin role. */
export function hasAdminRole(roleList: readonly string[]): boolean {
  return roleList.some((role) => ADMIN_ROLE_NAMES.includes(role));
}

/** True when the role list holds the super admin role. */
export function hasSuperAdminRole(roleList: readonly string[]): boolean {
  return roleList.includes('root');
}
