import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, registerSessionPersistence, sessionSlice } from '@oj/api-client';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

/** The whole state of the admin app. */
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

/** Typed useDispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed useSelector. */
export const useAppSelector = useSelector.withTypes<RootState>();
