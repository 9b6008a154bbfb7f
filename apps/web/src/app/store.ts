import { useDispatch, useSelector } from 'react-redux';
import { createShellStore } from '@oj/app-shell';
import { authUiSlice } from '@/features/auth/auth-slice.ts';

// The user app's own slices, on top of the shell's (API cache, session).
const appReducers = { [authUiSlice.reducerPath]: authUiSlice.reducer };

/** Builds the store; tests pass a preloaded state. */
export function createAppStore(preloadedState?: Parameters<typeof createShellStore<typeof appReducers>>[1]) {
  return createShellStore(appReducers, preloadedState);
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The whole state of the user app. */
export type RootState = ReturnType<AppStore['getState']>;
/** The dispatch type, thunks included. */
export type AppDispatch = AppStore['dispatch'];

/** Typed useDispatch, for app/ (features use the shell's hooks: they do not import app/). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed useSelector, for app/. */
export const useAppSelector = useSelector.withTypes<RootState>();
