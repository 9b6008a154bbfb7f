import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Reducer, ReducersMapObject, StateFromReducersMapObject, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, registerSessionPersistence, sessionSlice } from '@oj/api-client/core';

const shellReducers = {
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
};

/** The reducers every app has: the one RTK Query API and the session. */
export type ShellReducers = typeof shellReducers;
/** The state every app has; an app's own slices come on top. */
export type ShellState = StateFromReducersMapObject<ShellReducers>;
/** The state of an app with its own reducers `R`. */
export type AppStateOf<R extends ReducersMapObject> = StateFromReducersMapObject<ShellReducers & R>;

function configureShellStore(reducer: Reducer<ShellState, UnknownAction, Partial<ShellState>>, preloadedState?: Partial<ShellState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  registerSessionPersistence(listener.startListening);
  return store;
}

/** A store with the shell's reducers only (the admin app's). */
export type ShellStore = ReturnType<typeof configureShellStore>;
/** Dispatch with thunks and listeners, the same in every app. */
export type ShellDispatch = ShellStore['dispatch'];
/** An app's store: the shell's dispatch, the app's whole state. */
export type AppStoreOf<R extends ReducersMapObject> = Omit<ShellStore, 'getState'> & { getState: () => AppStateOf<R> };

/**
 * Builds an app's store: the shell's reducers plus the app's own, the listener middleware (which
 * `addListener` reaches) and the session mirrored into localStorage. Tests pass a preloaded state.
 */
export function createShellStore<R extends ReducersMapObject>(appReducers: R, preloadedState?: Partial<AppStateOf<R>>): AppStoreOf<R> {
  // The app's slices only add to the state: the middleware and dispatch are the shell's, so the
  // store is built with the shell's types and handed back with the app's whole state.
  const reducer = combineReducers({ ...shellReducers, ...appReducers }) as unknown as Reducer<ShellState, UnknownAction, Partial<ShellState>>;
  return configureShellStore(reducer, preloadedState as Partial<ShellState> | undefined) as AppStoreOf<R>;
}

/** useDispatch typed for every app's store. */
export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
/** useSelector typed for the shell's part of the state (session, API cache). */
export const useShellSelector = useSelector.withTypes<ShellState>();
