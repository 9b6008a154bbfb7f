import { Suspense, lazy } from 'react';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { hasAdminRole, selectIsLoggedIn, selectRoleList, selectUserInfo } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { paths } from '@/config/paths.ts';

// Only signed-in users have messages: the bell and its badges load after sign-in.
const MessageMenu = lazy(() => import('@/features/messages/components/MessageMenu.tsx').then((module) => ({ default: module.MessageMenu })));

/** Right side of the app bar: Login/Register for visitors, messages and the user menu when signed in. */
export function UserArea({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { config } = useSiteConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useAppSelector(selectUserInfo);
  const roles = useAppSelector(selectRoleList);

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

  const items: MenuProps['items'] = [
    { key: 'home', label: t('nav.userHome') },
    { key: 'submissions', label: t('nav.mySubmissions') },
    { key: 'setting', label: t('nav.setting') },
    ...(hasAdminRole(roles) ? [{ key: 'management', label: t('nav.management') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'home':
        void navigate(paths.userHome.getHref({ uid: userInfo?.uid, username: userInfo?.username }));
        break;
      case 'submissions':
        void navigate(paths.status.list.getHref({ onlyMine: true }));
        break;
      case 'setting':
        void navigate(paths.setting.getHref());
        break;
      case 'management':
        // The back office is a separate app; spec 01 §2 opens it in a new window.
        window.open(paths.admin.getHref(), '_blank', 'noopener');
        break;
      case 'logout':
        void navigate(paths.logout.getHref());
        break;
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Suspense fallback={null}>
        <MessageMenu />
      </Suspense>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
          {userInfo?.username ?? ''}
        </Button>
      </Dropdown>
    </div>
  );
}
