import { Suspense, lazy, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link, Outlet, matchPath, useLocation } from 'react-router';
import { Footer, Markdown } from '@oj/ui';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { PageSuspense } from '../lazy-page.tsx';
import { useViewportClass } from './breakpoints.ts';
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
// The menu bar and the language picker (antd Menu and Dropdown, with their popups) arrive right after
// the first paint: the first load of a page carries the frame and the page, not the menus' code.
const TopMenu = lazy(() => import('./TopMenu.tsx').then((module) => ({ default: module.TopMenu })));
const LanguageSwitch = lazy(() => import('@oj/ui/language-switch').then((module) => ({ default: module.LanguageSwitch })));

/** The language picker once loaded; until then a space of its size. */
function LazyLanguageSwitch({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: compact ? 24 : 96 }} />}>
      <LanguageSwitch compact={compact} />
    </Suspense>
  );
}

function Logo() {
  const { config } = useSiteConfig();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}>
      <Link to={paths.home.getHref()} style={{ fontWeight: 700, fontSize: 20 }} data-testid="logo">
        {config.shortName || 'OJ'}
      </Link>
      <LazyLanguageSwitch compact />
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
            <Suspense fallback={<span style={{ flex: 1 }} />}>
              <TopMenu mode="horizontal" />
            </Suspense>
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
          <Footer config={config} extra={<LazyLanguageSwitch />} renderDescription={(text) => <Markdown text={text} trust="admin" />} />
        </Layout.Footer>
      )}
    </Layout>
  );
}
