import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { hasAdminRole, selectRoleList, selectUserInfo } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';

/** The signed-in user's menu (user home, submissions, settings, back office, logout). */
export function SignedInMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useAppSelector(selectUserInfo);
  const roles = useAppSelector(selectRoleList);
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
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
        {userInfo?.username ?? ''}
      </Button>
    </Dropdown>
  );
}
