import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { Link, Outlet, useMatches } from 'react-router';
import { Footer, LanguageSwitch } from '@oj/ui';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { useViewportClass } from './breakpoints.ts';
import { TopMenu } from './TopMenu.tsx';
import { UserArea } from './UserArea.tsx';

/** Route handle flags the shell reads. */
export interface ShellHandle {
  /** Problem detail and focus mode hide the footer (spec 01 §1). */
  hideFooter?: boolean;
}

function useHideFooter(): boolean {
  return useMatches().some((match) => (match.handle as ShellHandle | undefined)?.hideFooter === true);
}

function Logo() {
  const { config } = useSiteConfig();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}>
      <Link to={paths.home.getHref()} style={{ fontWeight: 700, fontSize: 20 }} data-testid="logo">
        {config.shortName || 'OJ'}
      </Link>
      <LanguageSwitch compact />
    </span>
  );
}

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  background: '#fff',
  paddingInline: 16,
  boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
  position: 'sticky',
  top: 0,
  zIndex: 10,
} as const;

/** The user app's frame: app bar with menu, page content, footer; a drawer replaces the menu below 992 px. */
export function AppShell() {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const viewport = useViewportClass();
  const hideFooter = useHideFooter();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => {
    setDrawerOpen(false);
  };

  return (
    <Layout style={{ minHeight: '100vh' }} data-viewport={viewport}>
      <Layout.Header style={headerStyle}>
        {viewport === 'desktop' ? (
          <>
            <Logo />
            <TopMenu mode="horizontal" />
            <UserArea />
          </>
        ) : (
          <>
            <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => { setDrawerOpen(true); }} />
            <Logo />
            <span style={{ flex: 1 }} />
            {viewport === 'compact' ? <UserArea /> : null}
          </>
        )}
      </Layout.Header>
      {viewport === 'desktop' ? null : (
        <Drawer placement="left" open={drawerOpen} onClose={closeDrawer} size={260} title={config.shortName || 'OJ'}>
          <TopMenu mode="inline" onNavigate={closeDrawer} />
          {viewport === 'mobile' ? (
            <div style={{ padding: 16 }}>
              <UserArea vertical />
            </div>
          ) : null}
        </Drawer>
      )}
      <Layout.Content style={{ padding: viewport === 'mobile' ? 8 : 24, width: '100%', maxWidth: 1400, margin: '0 auto' }}>
        <Outlet />
      </Layout.Content>
      {hideFooter ? null : (
        <Layout.Footer style={{ padding: 0, background: 'transparent' }}>
          <Footer config={config} extra={<LanguageSwitch />} />
        </Layout.Footer>
      )}
    </Layout>
  );
}
