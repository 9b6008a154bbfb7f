import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { signedIn } from '@oj/api-client/core';

/** The three modes of the sign-in dialog (spec 01 §4). */
export type AuthDialogMode = 'login' | 'register' | 'resetPassword';

/** Which send-code button a countdown belongs to. */
export type CodeCountdownKind = 'register' | 'reset';

/** Countdown length of each send-code button (spec 01 §9). */
export const CODE_COUNTDOWN_SECONDS: Readonly<Record<CodeCountdownKind, number>> = { register: 60, reset: 90 };

/** Failed logins after which the slide puzzle is required (spec 01 §9). */
export const LOGIN_FAILURES_BEFORE_PUZZLE = 5;

/** UI state of signing in; kept in the store so it outlives the dialog (spec 01 §4). */
export interface AuthUiState {
  dialogOpen: boolean;
  mode: AuthDialogMode;
  loginFailures: number;
  /** When each send-code countdown ends (epoch ms), or null when the button is free. */
  countdownEndsAtMs: Record<CodeCountdownKind, number | null>;
}

const initialState: AuthUiState = {
  dialogOpen: false,
  mode: 'login',
  loginFailures: 0,
  countdownEndsAtMs: { register: null, reset: null },
};

export const authUiSlice = createSlice({
  name: 'authUi',
  initialState,
  reducers: {
    authDialogOpened(state, action: PayloadAction<AuthDialogMode | undefined>) {
      state.dialogOpen = true;
      state.mode = action.payload ?? 'login';
    },
    authDialogModeChanged(state, action: PayloadAction<AuthDialogMode>) {
      state.mode = action.payload;
    },
    authDialogClosed(state) {
      state.dialogOpen = false;
    },
    loginFailed(state) {
      state.loginFailures += 1;
    },
    codeCountdownStarted: {
      reducer(state, action: PayloadAction<{ kind: CodeCountdownKind; endsAtMs: number }>) {
        state.countdownEndsAtMs[action.payload.kind] = action.payload.endsAtMs;
      },
      // The clock is read here, in the action creator, so the reducer stays pure.
      prepare(kind: CodeCountdownKind, nowMs: number = Date.now()) {
        return { payload: { kind, endsAtMs: nowMs + CODE_COUNTDOWN_SECONDS[kind] * 1000 } };
      },
    },
    codeCountdownCleared(state, action: PayloadAction<CodeCountdownKind>) {
      state.countdownEndsAtMs[action.payload] = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedIn, (state) => {
      state.loginFailures = 0;
      state.dialogOpen = false;
    });
  },
  selectors: {
    selectAuthDialogOpen: (state) => state.dialogOpen,
    selectAuthDialogMode: (state) => state.mode,
    selectLoginFailures: (state) => state.loginFailures,
    selectPuzzleRequired: (state) => state.loginFailures >= LOGIN_FAILURES_BEFORE_PUZZLE,
    selectCountdownEndsAt: (state, kind: CodeCountdownKind) => state.countdownEndsAtMs[kind],
  },
});

export const { authDialogOpened, authDialogModeChanged, authDialogClosed, loginFailed, codeCountdownStarted, codeCountdownCleared } = authUiSlice.actions;
export const { selectAuthDialogOpen, selectAuthDialogMode, selectLoginFailures, selectPuzzleRequired, selectCountdownEndsAt } = authUiSlice.selectors;

/** The part of the app's state this feature reads: its own slice, which the app's store holds. */
export interface AuthUiRootState {
  authUi: AuthUiState;
}

/** useSelector typed for this feature's slice (features do not import the app's store). */
export const useAuthUiSelector = useSelector.withTypes<AuthUiRootState>();

/** Whole seconds left of a countdown at `nowMs` (0 when free or over). */
export function secondsLeft(endsAtMs: number | null, nowMs: number): number {
  return endsAtMs === null ? 0 : Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}
