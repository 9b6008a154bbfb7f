import { useCallback } from 'react';
import { Grid } from 'antd';
import { ApiErrorReporter as ShellApiErrorReporter, refreshRoles } from '@oj/app-shell';
import type { ApiError } from '@oj/api-client/core';
import { useAppDispatch } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';

/** Endpoints whose callers present their own failures (form checks, silent polls, the optional toolbox). */
const SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set(['checkUsernameOrEmail', 'getUnreadMessageCount', 'getTools', 'login', 'logout']);

/**
 * The user app's reaction to failed calls (spec 01 §8): the shell's messages, a notification on
 * wide screens, the sign-in dialog on a 401, fresh roles on a 403.
 */
export function ApiErrorReporter() {
  const dispatch = useAppDispatch();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  // A token adopted meanwhile means someone signed in again: do not ask twice.
  const onUnauthorized = useCallback(
    (signedIn: boolean) => {
      if (!signedIn) dispatch(authDialogOpened('login'));
    },
    [dispatch],
  );
  // Roles may have changed server-side: refresh them so menus and guards follow.
  const onForbidden = useCallback(
    (_error: ApiError, signedIn: boolean) => {
      if (signedIn) refreshRoles(dispatch);
    },
    [dispatch],
  );
  return <ShellApiErrorReporter selfReporting={SELF_REPORTING_ENDPOINTS} notifyBusiness={!mobile} onUnauthorized={onUnauthorized} onForbidden={onForbidden} />;
}
