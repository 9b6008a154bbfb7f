import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RouteGuard as ShellRouteGuard } from '@oj/app-shell';
import type { GuardRefusal, GuardRule, SettingSwitch } from '@oj/app-shell';
import { selectIsLoggedIn, sessionCleared } from '@oj/api-client/core';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

export { checkGuard } from '@oj/app-shell';
export type { GuardRefusal, GuardRule, SettingSwitch } from '@oj/app-shell';

const SETTING_MESSAGES: Readonly<Record<SettingSwitch, MessageKey>> = {
  openPublicDiscussion: 'guard.discussionClosed',
  openGroupDiscussion: 'guard.groupDiscussionClosed',
  openContestComment: 'guard.contestCommentClosed',
};

/** The user app's reaction to a refusal (spec 03 §2.3): a toast, the sign-in dialog, back home. */
function useRefusalReaction(): (refusal: GuardRefusal) => void {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (refusal: GuardRefusal) => {
      if (refusal.kind === 'login') {
        void message.warning(t('guard.loginFirst'));
        dispatch(authDialogOpened('login'));
      } else if (refusal.kind === 'role') {
        void message.error(t('guard.noPermission'));
        dispatch(sessionCleared());
        dispatch(authDialogOpened('login'));
      } else {
        void message.error(t(SETTING_MESSAGES[refusal.setting]));
      }
      void navigate(paths.home.getHref(), { replace: true });
    },
    [dispatch, message, navigate, t],
  );
}

/** Wraps a route element with the checks of spec 03 §2.3: sign-in, role, site setting. */
export function RouteGuard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const onRefused = useRefusalReaction();
  const { config, isLoading } = useSiteConfig();
  // Wait for the real switches before refusing on one of them.
  if (rule.setting && isLoading) return <Loading />;
  return (
    <ShellRouteGuard rule={rule} config={config} onRefused={onRefused}>
      {children}
    </ShellRouteGuard>
  );
}

const SIGNED_IN: GuardRule = { auth: true };

/**
 * The problem list and problem pages: open to visitors while the site switch `guestBrowseProblems`
 * is on (the default, spec 01 §6), sign-in required when it is off (spec 03 §2.1); see docs/web-app.md.
 */
export function ProblemBrowseGuard({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { config, isLoading } = useSiteConfig();
  if (loggedIn) return <>{children}</>;
  // A visitor waits for the real switch rather than seeing a page that then closes on them.
  if (isLoading) return <Loading />;
  return <RouteGuard rule={config.guestBrowseProblems ? {} : SIGNED_IN}>{children}</RouteGuard>;
}
