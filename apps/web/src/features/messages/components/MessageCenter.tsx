import { Badge, Card, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetUnreadMessageCountQuery } from '@oj/api-client/account';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { MESSAGE_TABS, UNREAD_BADGE_CAP } from '../unread.ts';
import type { MessageTabKey } from '../unread.ts';
import { MessageTabList } from './MessageTabList.tsx';

/** The tab a path names (`/message/reply` → reply); Discuss otherwise. */
function tabOf(pathname: string): MessageTabKey {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return MESSAGE_TABS.find((tab) => tab.key === last)?.key ?? 'discuss';
}

/** The message center (spec 03 §2.16): five tabs with their unread counts, each a paged list. */
export function MessageCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabOf(pathname);
  const loggedIn = useShellSelector(selectIsLoggedIn);
  // The header's query: its cache (kept fresh by the live channel or the poll) is shared.
  const { data: counts } = useGetUnreadMessageCountQuery(undefined, { skip: !loggedIn });
  useDocumentTitle(t('page.message'));
  return (
    <Card>
      <h2 style={{ marginTop: 0, fontWeight: 600 }}>{t('page.message')}</h2>
      <Tabs
        activeKey={active}
        aria-label={t('message.tabs')}
        destroyOnHidden
        onChange={(key) => {
          const tab = MESSAGE_TABS.find((entry) => entry.key === key);
          if (tab) void navigate(paths.message[tab.key].getHref());
        }}
        items={MESSAGE_TABS.map((tab) => ({
          key: tab.key,
          label: (
            <span data-testid={`message-tab-${tab.key}`}>
              {t(tab.labelKey)}{' '}
              <Badge count={counts?.[tab.count] ?? 0} overflowCount={UNREAD_BADGE_CAP} size="small" data-testid={`message-count-${tab.key}`} />
            </span>
          ),
          children: tab.key === active ? <MessageTabList tab={tab.key} /> : null,
        }))}
      />
    </Card>
  );
}
