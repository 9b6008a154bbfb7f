import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { sideMenuItems } from './side-menu.ts';
import type { SideMenuContext } from './side-menu.ts';

/** The side menu of a training, contest or group (spec 01 §2), in the drawer on narrow screens. */
export function SideMenu({ context, onNavigate }: { context: SideMenuContext; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const { pathname } = useLocation();
  const items = sideMenuItems(context, config);
  const selected = items.find((entry) => entry.key !== 'home' && entry.href.replace(/\/$/, '') === pathname.replace(/\/$/, ''));
  return (
    <Menu
      mode="inline"
      items={items.map((entry) => ({ key: entry.key, label: <Link to={entry.href}>{t(entry.labelKey)}</Link> }))}
      selectedKeys={selected ? [selected.key] : []}
      onClick={() => onNavigate?.()}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
      data-mode={context.mode}
    />
  );
}
