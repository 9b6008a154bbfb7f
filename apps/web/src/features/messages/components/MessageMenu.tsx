import { useEffect, useRef } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { accountApi, useGetUnreadMessageCountQuery } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellDispatch, useShellSelector } from '@oj/app-shell';
import { paths } from '@/config/paths.ts';
import { OWN_TOPIC, useLiveEvents, useLiveState } from '@/hooks/use-live-channel.ts';
import { MESSAGE_TABS, UNREAD_BADGE_CAP, UNREAD_POLL_INTERVAL_MS, unreadTotal } from '../unread.ts';

/**
 * Bell with the unread total and a menu of the five message tabs, each with its own badge (spec 01 §2).
 * While the live channel is up, the counts it pushes (`unread` on the user's topic, counted by the gateway
 * after the change committed) replace the cached ones, and they are refetched after each (re)connect;
 * the 120 s poll runs only while the channel is not live. A push is taken as is rather than refetched:
 * two pushes in a row would otherwise meet a refetch still in flight, which RTK Query does not repeat.
 */
export function MessageMenu() {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const { state: liveState, epoch } = useLiveState();
  const live = liveState === 'live';
  const dispatch = useShellDispatch();
  const { data, refetch } = useGetUnreadMessageCountQuery(undefined, { skip: !loggedIn, pollingInterval: live ? 0 : UNREAD_POLL_INTERVAL_MS });
  useLiveEvents(loggedIn ? OWN_TOPIC : null, (event) => {
    if (event.kind === 'unread') void dispatch(accountApi.util.upsertQueryData('getUnreadMessageCount', undefined, event.data));
  });
  const seenEpoch = useRef(epoch);
  useEffect(() => {
    // Pushes may have been missed while the channel was away.
    if (epoch === seenEpoch.current) return;
    seenEpoch.current = epoch;
    if (loggedIn) void refetch();
  }, [epoch, loggedIn, refetch]);
  const total = unreadTotal(data);
  const lastNotified = useRef(0);

  useEffect(() => {
    // One notice per change of the total, not one every poll.
    if (total > 0 && total !== lastNotified.current) {
      notification.info({ title: t('message.unreadNotice', { count: total }), placement: 'topRight', duration: 4 });
    }
    lastNotified.current = total;
  }, [total, notification, t]);

  const items: MenuProps['items'] = MESSAGE_TABS.map((tab) => ({
    key: tab.key,
    label: (
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
        {t(tab.labelKey)}
        <Badge count={data?.[tab.count] ?? 0} overflowCount={UNREAD_BADGE_CAP} size="small" />
      </span>
    ),
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const tab = MESSAGE_TABS.find((entry) => entry.key === key);
    if (tab) void navigate(paths.message[tab.key].getHref());
  };

  // The name carries the badge's number too, as it is shown (WCAG 2.5.3: the visible text is part of the name).
  const shownCount = total > UNREAD_BADGE_CAP ? `${String(UNREAD_BADGE_CAP)}+` : String(total);
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={total > 0 ? `${t('nav.messages')} ${shownCount}` : t('nav.messages')} data-testid="message-menu">
        <Badge count={total} overflowCount={UNREAD_BADGE_CAP} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
