import { Suspense, lazy, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetToolsQuery } from '@oj/api-client/website';
import { useTranslation } from '@oj/i18n';
import { useAppSelector } from '@/app/store.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { selectedNavKey, topNavEntries } from './nav-items.ts';
import type { NavEntry } from './nav-items.ts';

import type { AboutTopic } from './AboutDialog.tsx';

// The About dialogs load when first opened.
const AboutDialog = lazy(() => import('./AboutDialog.tsx').then((module) => ({ default: module.AboutDialog })));

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Props of TopMenu. */
export interface TopMenuProps {
  mode: 'horizontal' | 'inline';
  /** Called after an entry is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The main navigation (spec 01 §2): a horizontal bar on wide screens, an inline list in the drawer. */
export function TopMenu({ mode, onNavigate }: TopMenuProps) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: tools = [] } = useGetToolsQuery(undefined);
  const location = useLocation();
  const [about, setAbout] = useState<AboutTopic | null>(null);

  const toItem = (entry: NavEntry): MenuItem => {
    const text = entry.labelKey ? t(entry.labelKey) : (entry.label ?? entry.key);
    if (entry.children) return { key: entry.key, label: text, children: entry.children.map(toItem) };
    if (entry.external && entry.href) {
      return {
        key: entry.key,
        label: (
          <a href={entry.href} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        ),
      };
    }
    if (entry.href) return { key: entry.key, label: <Link to={entry.href}>{text}</Link> };
    return { key: entry.key, label: text };
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'introduction' || key === 'developer') setAbout(key);
    onNavigate?.();
  };

  return (
    <>
      <Menu
        mode={mode}
        items={topNavEntries({ config, loggedIn, tools }).map(toItem)}
        selectedKeys={[selectedNavKey(location.pathname)]}
        onClick={onClick}
        style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }}
        data-testid="top-menu"
      />
      {about === null ? null : (
        <Suspense fallback={null}>
          <AboutDialog
            topic={about}
            onClose={() => {
              setAbout(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
