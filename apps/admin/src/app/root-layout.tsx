import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useCrossTabSession } from '@oj/api-client/core';
import { ManagePathsProvider } from '@oj/manage';
import { managePaths, paths } from '@/config/paths.ts';
import { ApiErrorReporter } from './api-error-reporter.tsx';
import { PageSuspense } from './page-suspense.tsx';

/** Parent of every admin route: error reactions, cross-tab logout (to the admin login), and the back office's links for the shared management screens. */
export function RootLayout() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(paths.login.getHref(), { replace: true }), [navigate]);
  useCrossTabSession(toLogin);
  return (
    <ManagePathsProvider paths={managePaths}>
      <ApiErrorReporter />
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </ManagePathsProvider>
  );
}
