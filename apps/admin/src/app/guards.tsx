import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RouteGuard, checkGuard, useShellDispatch } from '@oj/app-shell';
import type { GuardRefusal, GuardRule, GuardState } from '@oj/app-shell';
import { sessionCleared } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';

/** Why the back office refused a page. */
export type AdminRefusal = 'login' | 'role';

/** Admin pages need an admin role; some need the super admin (spec 03 §2.3). */
function adminRule(superAdminOnly: boolean): GuardRule {
  return { role: superAdminOnly ? 'superAdmin' : 'admin' };
}

/** The admin rule decided by the shell's checkGuard. Pure, for tests. */
export function checkAdminAccess(state: GuardState, superAdminOnly: boolean): AdminRefusal | null {
  const refusal = checkGuard(adminRule(superAdminOnly), state);
  return refusal?.kind === 'login' || refusal?.kind === 'role' ? refusal.kind : null;
}

/** The back office's reaction: visitors go to the admin login; users without the role are signed out there. */
function useRefusalReaction(): (refusal: GuardRefusal) => void {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  return useCallback(
    (refusal: GuardRefusal) => {
      if (refusal.kind === 'login') {
        void message.warning(tAdmin('guard.loginFirst'));
      } else {
        void message.error(t('guard.noPermission'));
        dispatch(sessionCleared());
      }
      void navigate(paths.login.getHref(), { replace: true });
    },
    [dispatch, message, navigate, t, tAdmin],
  );
}

/** Wraps admin pages with the admin rule. */
export function AdminGuard({ superAdminOnly = false, children }: { superAdminOnly?: boolean; children: ReactNode }) {
  const onRefused = useRefusalReaction();
  return (
    <RouteGuard rule={adminRule(superAdminOnly)} onRefused={onRefused}>
      {children}
    </RouteGuard>
  );
}
