import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import { selectIsLoggedIn, selectUserInfo } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

// Only signed-in users have messages: the bell and its badges load after sign-in.
const MessageMenu = lazy(() => import('@/features/messages/components/MessageMenu.tsx').then((module) => ({ default: module.MessageMenu })));
// The user menu (a Dropdown) loads with the first signed-in render: visitors never carry it.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((module) => ({ default: module.SignedInMenu })));

/** Right side of the app bar: Login/Register for visitors, messages and the user menu when signed in. */
export function UserArea({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { config } = useSiteConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useAppSelector(selectUserInfo);

  if (!loggedIn) {
    return (
      <div style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', alignItems: vertical ? 'stretch' : 'center', gap: 8 }}>
        <Button type="primary" onClick={() => dispatch(authDialogOpened('login'))}>
          {t('nav.login')}
        </Button>
        {config.register ? <Button onClick={() => dispatch(authDialogOpened('register'))}>{t('nav.register')}</Button> : null}
      </div>
    );
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Suspense fallback={null}>
        <MessageMenu />
      </Suspense>
      <Suspense
        fallback={
          <Button type="text" disabled>
            {userInfo?.username ?? ''}
          </Button>
        }
      >
        <SignedInMenu />
      </Suspense>
    </div>
  );
}
