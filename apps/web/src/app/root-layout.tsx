import { Outlet } from 'react-router';
import { AuthDialogHost } from '@/features/auth/components/AuthDialogHost.tsx';
import { SessionSync } from '@/features/auth/components/SessionSync.tsx';
import { ApiErrorReporter } from './api-error-reporter.tsx';

/** Parent of every route: app-wide listeners and the sign-in dialog, then the page. */
export function RootLayout() {
  return (
    <>
      <ApiErrorReporter />
      <SessionSync />
      <AuthDialogHost />
      <Outlet />
    </>
  );
}
