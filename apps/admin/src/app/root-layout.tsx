import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useCrossTabSession } from '@oj/api-client/core';
import { paths } from '@/config/paths.ts';
import { ApiErrorReporter } from './api-error-reporter.tsx';
import { PageSuspense } from './page-suspense.tsx';

/** Parent of every admin route: error reactions and cross-tab logout (to the admin login). */
export function RootLayout() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(paths.login.getHref(), { replace: true }), [navigate]);
  useCrossTabSession(toLogin);
  return (
    <>
      <ApiErrorReporter />
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </>
  );
}
