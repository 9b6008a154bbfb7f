import { Outlet } from 'react-router';
import { OutsideImagesContext } from '@oj/ui';
import { AuthDialogHost } from '@/features/auth/components/AuthDialogHost.tsx';
import { SessionSync } from '@/features/auth/components/SessionSync.tsx';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { ApiErrorReporter } from './api-error-reporter.tsx';

/**
 * Parent of every route: app-wide listeners and the sign-in dialog, then the page; markdown shows
 * images from other hosts only when the site's `outsideImages` switch allows them.
 */
export function RootLayout() {
  const { config } = useSiteConfig();
  return (
    <OutsideImagesContext value={config.outsideImages}>
      <ApiErrorReporter />
      <SessionSync />
      <AuthDialogHost />
      <Outlet />
    </OutsideImagesContext>
  );
}
