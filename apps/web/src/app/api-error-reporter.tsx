import { useEffect } from 'react';
import { addListener, isRejectedWithValue } from '@reduxjs/toolkit';
import { Grid } from 'antd';
import { accountApi, isApiError, selectIsLoggedIn } from '@oj/api-client';
import type { ApiError } from '@oj/api-client';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import type { TFunction } from '@oj/i18n';
import { useAppDispatch } from '@/app/store.ts';
import type { RootState } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';

/** Endpoints whose callers present their own failures (form checks, silent polls, the optional toolbox). */
const SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set(['checkUsernameOrEmail', 'getUnreadMessageCount', 'getTools', 'login', 'logout']);

/** The text to show for an error: the server's msg when there is one, else the translated fallback. */
export function errorText(error: ApiError, t: TFunction): string {
  return error.msg || t(error.messageKey);
}

function endpointOf(action: { meta?: unknown }): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/**
 * The shared reaction to failed calls (spec 01 §8). The transport only reports; this component,
 * which has the message API and the router, decides what the user sees.
 */
export function ApiErrorReporter() {
  const dispatch = useAppDispatch();
  const { message, notification } = useFeedback();
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;

  useEffect(() => {
    const unsubscribe = dispatch(
      addListener({
        matcher: isRejectedWithValue,
        effect: (action, listenerApi) => {
          const error = action.payload;
          if (!isApiError(error)) return;
          const endpoint = endpointOf(action);
          if (endpoint && SELF_REPORTING_ENDPOINTS.has(endpoint)) return;
          const text = errorText(error, t);
          switch (error.kind) {
            case 'business':
              // Keyed by text, so a burst of identical failures shows one message.
              void message.error({ content: text, key: text });
              if (!mobile) notification.error({ title: text, duration: 4 });
              break;
            case 'unauthorized': {
              if (error.msg) void message.error(error.msg);
              // A token adopted meanwhile means someone signed in again: do not ask twice.
              if (!selectIsLoggedIn(listenerApi.getState() as RootState)) dispatch(authDialogOpened('login'));
              break;
            }
            case 'forbidden': {
              if (error.msg) void message.error(error.msg);
              // Roles may have changed server-side: refresh them so menus and guards follow.
              if (selectIsLoggedIn(listenerApi.getState() as RootState)) {
                void dispatch(accountApi.endpoints.getUserAuthInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
              }
              break;
            }
            default:
              void message.error({ content: text, key: text });
          }
        },
      }),
    );
    return unsubscribe;
  }, [dispatch, message, notification, t, mobile]);

  return null;
}
