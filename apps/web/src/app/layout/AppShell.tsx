import { Suspense, lazy, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link, Outlet, matchPath, useLocation } from 'react-router';
import { Footer, LanguageSwitch, Markdown } from '@oj/ui';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { PageSuspense } from '../lazy-page.tsx';
import { useViewportClass } from './breakpoints.ts';
import { TopMenu } from './TopMenu.tsx';
import { UserArea } from './UserArea.tsx';

/** Pages without the footer (spec 01 §1: problem detail; focus mode covers the whole window anyway). */
export const FOOTERLESS_PATHS: readonly string[] = [paths.problem.detail.path];

/** True when the footer is hidden at this pathname. */
export function hidesFooter(pathname: string): boolean {
  return FOOTERLESS_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

function useHideFooter(): boolean {
  return hidesFooter(useLocation().pathname);
}

// Wide screens never need the drawer: it loads with the first narrow layout.
const NavDrawer = lazy(() => import('./NavDrawer.tsx').then((module) => ({ default: module.NavDrawer })));

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
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.menu')}
              onClick={() => {
                setDrawerOpen(true);
              }}
            />
            <Logo />
            <span style={{ flex: 1 }} />
            {viewport === 'compact' ? <UserArea /> : null}
          </>
        )}
      </Layout.Header>
      {viewport === 'desktop' ? null : (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} title={config.shortName || 'OJ'} withUserArea={viewport === 'mobile'} />
        </Suspense>
      )}
      <Layout.Content style={{ padding: viewport === 'mobile' ? 8 : 24, width: '100%', maxWidth: 1400, margin: '0 auto' }}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </Layout.Content>
      {hideFooter ? null : (
        <Layout.Footer style={{ padding: 0, background: 'transparent' }}>
          <Footer config={config} extra={<LanguageSwitch />} renderDescription={(text) => <Markdown text={text} trust="admin" />} />
        </Layout.Footer>
      )}
    </Layout>
  );
}
