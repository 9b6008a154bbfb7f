import { Suspense, lazy, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { Link, Outlet, matchPath, useLocation } from 'react-router';
import { Footer, Markdown } from '@oj/ui';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { PageSuspense } from '../lazy-page.tsx';
import { useViewportClass } from './breakpoints.ts';

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
const UserArea = lazy(() => import('./UserArea.tsx').then((module) => ({ default: module.UserArea })));
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
  height: 64,
  flexShrink: 0,
  alignItems: 'center',
  gap: 16,
  background: '#fff',
  paddingInline: 16,
  boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
  position: 'sticky',
  top: 0,
  zIndex: 10,
} as const;

/** The sign-in buttons or the user's menu once loaded; until then a space of their size. */
function LazyUserArea() {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 160 }} />}>
      <UserArea />
    </Suspense>
  );
}

/** The drawer's opener: a plain icon button (antd's Button is not part of the first load). */
function MenuButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      style={{ width: 32, height: 32, border: 'none', borderRadius: 6, background: 'transparent', cursor: 'pointer', fontSize: 16, flexShrink: 0 }}
    >
      <MenuOutlined />
    </button>
  );
}

/** The user app's frame: app bar with menu, page content, footer; a drawer replaces the menu below 992 px. */
export function AppShell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { config } = useSiteConfig();
  const viewport = useViewportClass();
  const hideFooter = useHideFooter();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => {
    setDrawerOpen(false);
  };

  // Plain landmarks in antd Layout's look (header 64 px, the layout's background): the Layout
  // component would bring its Sider's code into every first load.
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }} data-viewport={viewport}>
      <header style={headerStyle}>
        {viewport === 'desktop' ? (
          <>
            <Logo />
            <Suspense fallback={<span style={{ flex: 1 }} />}>
              <TopMenu mode="horizontal" />
            </Suspense>
            <LazyUserArea />
          </>
        ) : (
          <>
            <MenuButton
              label={t('nav.menu')}
              onClick={() => {
                setDrawerOpen(true);
              }}
            />
            <Logo />
            <span style={{ flex: 1 }} />
            {viewport === 'compact' ? <LazyUserArea /> : null}
          </>
        )}
      </header>
      {viewport === 'desktop' ? null : (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} title={config.shortName || 'OJ'} withUserArea={viewport === 'mobile'} />
        </Suspense>
      )}
      <main style={{ flex: 'auto', boxSizing: 'border-box', padding: viewport === 'mobile' ? 8 : 24, width: '100%', maxWidth: 1400, margin: '0 auto' }}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      {hideFooter ? null : (
        <footer>
          <Footer config={config} extra={<LazyLanguageSwitch />} renderDescription={(text) => <Markdown text={text} trust="admin" />} />
        </footer>
      )}
    </div>
  );
}
