import { useCallback, useEffect, useState } from 'react';
import { useShellDispatch } from '@oj/app-shell';
import { codeCountdownCleared, codeCountdownStarted, secondsLeft, selectCountdownEndsAt, useAuthUiSelector } from '../auth-slice.ts';
import type { CodeCountdownKind } from '../auth-slice.ts';

/**
 * A send-code countdown whose end time lives in the store, so closing and reopening the dialog
 * (which unmounts the button) does not reset it (spec 01 §4).
 */
export function useCodeCountdown(kind: CodeCountdownKind): { secondsLeft: number; start: () => void } {
  const dispatch = useShellDispatch();
  const endsAtMs = useAuthUiSelector((state) => selectCountdownEndsAt(state, kind));
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (endsAtMs === null) return undefined;
    setNowMs(Date.now());
    const timer = setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= endsAtMs) dispatch(codeCountdownCleared(kind));
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [endsAtMs, dispatch, kind]);

  const start = useCallback(() => {
    dispatch(codeCountdownStarted(kind));
  }, [dispatch, kind]);

  return { secondsLeft: secondsLeft(endsAtMs, nowMs), start };
}
