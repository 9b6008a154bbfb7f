import { useEffect, useRef } from 'react';
import { addListener, isRejectedWithValue } from '@reduxjs/toolkit';
import { accountApi } from '@oj/api-client/account';
import { isApiError, selectIsLoggedIn } from '@oj/api-client/core';
import type { ApiError } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import type { TFunction } from '@oj/i18n';
import { TOAST_DURATION_S, useFeedback } from '@oj/ui';
import { useShellDispatch } from './store.ts';
import type { ShellDispatch, ShellState } from './store.ts';

/** The text to show for an error: the server's msg when there is one, else the translated fallback. */
export function errorText(error: ApiError, t: TFunction): string {
  return error.msg || t(error.messageKey);
}

/** Asks the server for the roles again, so menus and guards follow a change made server-side. */
export function refreshRoles(dispatch: ShellDispatch): void {
  void dispatch(accountApi.endpoints.getUserAuthInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

/** What an app adds to the shared reaction to failed calls. */
export interface ApiErrorReactions {
  /** Endpoints whose callers present their own failures (forms, silent polls). */
  selfReporting: ReadonlySet<string>;
  /** Whether a business error also raises a notification (besides its message). */
  notifyBusiness: boolean;
  /** After a 401's message; `signedIn` is read when the failure arrives. */
  onUnauthorized: (signedIn: boolean) => void;
  /** After a 403's message. */
  onForbidden: (error: ApiError, signedIn: boolean) => void;
}

function endpointOf(action: { meta?: unknown }): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/**
 * The shared reaction to failed calls (spec 01 §8). The transport only reports; this component,
 * which has the message API, shows what the user sees and leaves sign-in and redirects to the app.
 */
export function ApiErrorReporter(reactions: ApiErrorReactions) {
  const dispatch = useShellDispatch();
  const { message, notification } = useFeedback();
  const { t } = useTranslation();
  // The app's callbacks change with its router and dialogs; the listener reads the latest ones.
  const latest = useRef(reactions);
  useEffect(() => {
    latest.current = reactions;
  });
  const { notifyBusiness } = reactions;

  useEffect(() => {
    const unsubscribe = dispatch(
      addListener({
        matcher: isRejectedWithValue,
        effect: (action, listenerApi) => {
          const error = action.payload;
          if (!isApiError(error)) return;
          const endpoint = endpointOf(action);
          if (endpoint && latest.current.selfReporting.has(endpoint)) return;
          const text = errorText(error, t);
          const signedIn = () => selectIsLoggedIn(listenerApi.getState() as ShellState);
          switch (error.kind) {
            case 'business':
              // Keyed by text, so a burst of identical failures shows one message.
              void message.error({ content: text, key: text });
              if (notifyBusiness) notification.error({ title: text, duration: TOAST_DURATION_S });
              break;
            case 'unauthorized':
              if (error.msg) void message.error(error.msg);
              latest.current.onUnauthorized(signedIn());
              break;
            case 'forbidden':
              if (error.msg) void message.error(error.msg);
              latest.current.onForbidden(error, signedIn());
              break;
            default:
              void message.error({ content: text, key: text });
          }
        },
      }),
    );
    return unsubscribe;
  }, [dispatch, message, notification, t, notifyBusiness]);

  return null;
}
