import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { sessionCleared, signedIn, tokenAdopted, userInfoReceived } from './session.ts';
import { clearStoredSession, setToken, storeUserInfo } from './storage.ts';

/** Mirrors session changes into localStorage, in one place for both apps. */
export function registerSessionPersistence(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => {
      setToken(payload.token);
      storeUserInfo(payload.userInfo);
    },
  });
  startListening({
    actionCreator: userInfoReceived,
    effect: ({ payload }) => {
      storeUserInfo(payload);
    },
  });
  startListening({
    actionCreator: tokenAdopted,
    effect: ({ payload }) => {
      setToken(payload);
    },
  });
  startListening({
    actionCreator: sessionCleared,
    effect: () => {
      clearStoredSession();
    },
  });
}
