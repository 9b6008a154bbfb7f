import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { WebsiteConfig } from '@oj/contracts';
import { hasAdminRole, hasSuperAdminRole, selectIsLoggedIn, selectRoleList, sessionCleared } from '@oj/api-client';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

/** Site switches a route can depend on (spec 03 §2.3). */
export type SettingSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

/** What a route requires; every part is optional. */
export interface GuardRule {
  auth?: boolean;
  role?: 'admin' | 'superAdmin';
  setting?: SettingSwitch;
}

/** Why access was refused, which decides the reaction. */
export type GuardRefusal = { kind: 'login' } | { kind: 'role' } | { kind: 'setting'; setting: SettingSwitch };

/** Decides a rule against the session and site config; pure so it can be tested alone. */
export function checkGuard(
  rule: GuardRule,
  state: { loggedIn: boolean; roles: readonly string[]; config: Pick<WebsiteConfig, SettingSwitch> },
): GuardRefusal | null {
  if ((rule.auth || rule.role) && !state.loggedIn) return { kind: 'login' };
  if (rule.role === 'admin' && !hasAdminRole(state.roles)) return { kind: 'role' };
  if (rule.role === 'superAdmin' && !hasSuperAdminRole(state.roles)) return { kind: 'role' };
  if (rule.setting && !state.config[rule.setting]) return { kind: 'setting', setting: rule.setting };
  return null;
}

const SETTING_MESSAGES: Readonly<Record<SettingSwitch, MessageKey>> = {
  openPublicDiscussion: 'guard.discussionClosed',
  openGroupDiscussion: 'guard.groupDiscussionClosed',
  openContestComment: 'guard.contestCommentClosed',
};

function Refused({ refusal }: { refusal: GuardRefusal }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; react (toast, dialog) once.
    if (done.current) return;
    done.current = true;
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
  }, [refusal, dispatch, message, navigate, t]);
  return null;
}

/** Wraps a route element with the checks of spec 03 §2.3: sign-in, role, site setting. */
export function RouteGuard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const roles = useAppSelector(selectRoleList);
  const { config, isLoading } = useSiteConfig();
  // Wait for the real switches before refusing on one of them.
  if (rule.setting && isLoading) return <Loading />;
  const refusal = checkGuard(rule, { loggedIn, roles, config });
  return refusal ? <Refused refusal={refusal} /> : <>{children}</>;
}
