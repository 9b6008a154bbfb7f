import { useEffect } from 'react';
import { addListener, isRejectedWithValue } from '@reduxjs/toolkit';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { accountApi, isApiError } from '@oj/api-client';
import { useTranslation } from '@oj/i18n';
import { useAppDispatch } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';

const SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set(['adminLogin', 'logout']);

function endpointOf(action: { meta?: unknown }): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

/** The back office's reaction to failed calls (spec 01 §8): 401 → admin login, 403 → dashboard. */
export function ApiErrorReporter() {
  const dispatch = useAppDispatch();
  const { message, notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const unsubscribe = dispatch(
      addListener({
        matcher: isRejectedWithValue,
        effect: (action) => {
          const error = action.payload;
          if (!isApiError(error)) return;
          const endpoint = endpointOf(action);
          if (endpoint && SELF_REPORTING_ENDPOINTS.has(endpoint)) return;
          const text = error.msg || t(error.messageKey);
          switch (error.kind) {
            case 'business':
              // Keyed by text, so a burst of identical failures shows one message.
              void message.error({ content: text, key: text });
              notification.error({ title: text, duration: 4 });
              break;
            case 'unauthorized':
              if (error.msg) void message.error(error.msg);
              void navigate(paths.login.getHref(), { replace: true });
              break;
            case 'forbidden':
              if (error.msg) void message.error(error.msg);
              void dispatch(accountApi.endpoints.getUserAuthInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
              if (error.admin) void navigate(paths.dashboard.getHref(), { replace: true });
              break;
            default:
              void message.error({ content: text, key: text });
          }
        },
      }),
    );
    return unsubscribe;
  }, [dispatch, message, notification, t, navigate]);
  return null;
}
