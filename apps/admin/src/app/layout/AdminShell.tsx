import { useState } from 'react';
import { Button, Dropdown, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { hasSuperAdminRole, selectRoleList, selectUserInfo } from '@oj/api-client/core';
import { useLogoutMutation } from '@oj/api-client/account';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { LanguageSwitch } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { PageSuspense } from '../page-suspense.tsx';
import { adminMenuEntries } from './admin-menu.ts';
import type { AdminMenuEntry } from './admin-menu.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The back office frame: a full view with its own side menu, no user-site navbar or footer (spec 03 §2.19). */
export function AdminShell() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const roles = useShellSelector(selectRoleList);
  const userInfo = useShellSelector(selectUserInfo);
  const [logout] = useLogoutMutation();
  const [collapsed, setCollapsed] = useState(false);

  const toItem = (entry: AdminMenuEntry): MenuItem =>
    entry.children
      ? { key: entry.key, label: tAdmin(entry.labelKey), children: entry.children.map(toItem) }
      : { key: entry.key, label: entry.href ? <Link to={entry.href}>{tAdmin(entry.labelKey)}</Link> : tAdmin(entry.labelKey) };

  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void logout({ admin: true }).finally(() => {
        void navigate(paths.login.getHref(), { replace: true });
      });
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" theme="light" width={220}>
        <div style={{ padding: 16, fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap', overflow: 'hidden' }}>{collapsed ? 'OJ' : tAdmin('title')}</div>
        <Menu
          mode="inline"
          items={adminMenuEntries({ superAdmin: hasSuperAdminRole(roles) }).map(toItem)}
          selectedKeys={[location.pathname]}
          data-testid="admin-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', paddingInline: 16 }}>
          <Space>
            <Typography.Link href={paths.site.href}>{tAdmin('menu.backToSite')}</Typography.Link>
            <LanguageSwitch />
            <Dropdown menu={{ items: [{ key: 'logout', label: t('nav.logout') }], onClick: onUserMenu }} trigger={['click']}>
              <Button type="text" icon={<UserOutlined />} data-testid="admin-user">
                {userInfo?.username ?? ''}
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
