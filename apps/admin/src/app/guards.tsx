import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { hasAdminRole, hasSuperAdminRole, selectIsLoggedIn, selectRoleList, sessionCleared } from '@oj/api-client';
import { useTranslation } from '@oj/i18n';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';

/** Why the back office refused a page. */
export type AdminRefusal = 'login' | 'role';

/** Admin pages need an admin role; some need the super admin (spec 03 §2.3). Pure, for tests. */
export function checkAdminAccess(state: { loggedIn: boolean; roles: readonly string[] }, superAdminOnly: boolean): AdminRefusal | null {
  if (!state.loggedIn) return 'login';
  const allowed = superAdminOnly ? hasSuperAdminRole(state.roles) : hasAdminRole(state.roles);
  return allowed ? null : 'role';
}

function Refused({ refusal }: { refusal: AdminRefusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (refusal === 'login') {
      void message.warning(t('guard.adminLoginFirst'));
    } else {
      void message.error(t('guard.noPermission'));
      dispatch(sessionCleared());
    }
    void navigate(paths.login.getHref(), { replace: true });
  }, [refusal, dispatch, message, navigate, t]);
  return null;
}

/** Wraps admin pages: visitors go to the admin login; users without the role are signed out there. */
export function AdminGuard({ superAdminOnly = false, children }: { superAdminOnly?: boolean; children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const roles = useAppSelector(selectRoleList);
  const refusal = checkAdminAccess({ loggedIn, roles }, superAdminOnly);
  return refusal ? <Refused refusal={refusal} /> : <>{children}</>;
}
