import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { TypedStartListening } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, registerSessionPersistence, sessionSlice } from '@oj/api-client';
import { authUiSlice } from '@/features/auth/auth-slice.ts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [authUiSlice.reducerPath]: authUiSlice.reducer,
});

/** The whole state of the user app. */
export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass a preloaded state. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  registerSessionPersistence(listener.startListening);
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The dispatch type, thunks included. */
export type AppDispatch = AppStore['dispatch'];
/** startListening typed for this store. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** Typed useDispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed useSelector. */
export const useAppSelector = useSelector.withTypes<RootState>();
