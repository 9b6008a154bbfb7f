import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { TOKEN_STORAGE_KEY } from './config.ts';
import { selectToken, sessionCleared, signedIn, tokenAdopted } from './session.ts';
import type { SessionState } from './session.ts';
import { getToken, readUserInfo } from './storage.ts';

/** What a tab must do when the stored token differs from the one it holds. */
export type SessionSyncAction = 'none' | 'clear' | 'adopt';

/** A removed token ends the session here too; a different one (signed in elsewhere) is adopted. */
export function sessionSyncAction(stored: string | null, current: string | null): SessionSyncAction {
  if (stored === current) return 'none';
  return stored === null ? 'clear' : 'adopt';
}

/**
 * Keeps tabs in step (spec 01 §2): a logout in another tab calls `onCleared` (the app navigates
 * away) and then clears this tab; a token changed elsewhere is adopted when this tab becomes visible.
 */
export function useCrossTabSession(onCleared: () => void | Promise<void>): void {
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  const onClearedRef = useRef(onCleared);
  useEffect(() => {
    onClearedRef.current = onCleared;
  }, [onCleared]);

  useEffect(() => {
    const current = () => selectToken(store.getState());
    // Leave the page first, then drop the session: a guarded page must not see the logout and
    // react to it as if a visitor had opened it.
    const clear = () => {
      void Promise.resolve(onClearedRef.current()).finally(() => {
        dispatch(sessionCleared());
      });
    };
    const onStorage = (event: StorageEvent) => {
      // key null means the whole storage was cleared.
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
      if (sessionSyncAction(getToken(), current()) === 'clear') clear();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      const stored = getToken();
      const action = sessionSyncAction(stored, current());
      if (action === 'clear') clear();
      if (action === 'adopt' && stored) {
        const userInfo = readUserInfo();
        dispatch(userInfo ? signedIn({ token: stored, userInfo }) : tokenAdopted(stored));
      }
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [dispatch, store]);
}
