import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorReporter as ShellApiErrorReporter, refreshRoles, useShellDispatch } from '@oj/app-shell';
import type { ApiError } from '@oj/api-client/core';
import { paths } from '@/config/paths.ts';

// The checker compiles show their failure in the problem editor's 'Compile Error' dialog.
const SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set(['adminLogin', 'logout', 'compileSpj', 'compileInteractive']);

/** The back office's reaction to failed calls (spec 01 §8): the shell's messages, 401 → admin login, 403 → dashboard. */
export function ApiErrorReporter() {
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const onUnauthorized = useCallback(() => {
    void navigate(paths.login.getHref(), { replace: true });
  }, [navigate]);
  const onForbidden = useCallback(
    (error: ApiError) => {
      refreshRoles(dispatch);
      if (error.admin) void navigate(paths.dashboard.getHref(), { replace: true });
    },
    [dispatch, navigate],
  );
  return <ShellApiErrorReporter selfReporting={SELF_REPORTING_ENDPOINTS} notifyBusiness onUnauthorized={onUnauthorized} onForbidden={onForbidden} />;
}
