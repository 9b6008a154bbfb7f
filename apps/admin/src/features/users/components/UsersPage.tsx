import { useEffect } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { GenerateUsersTab } from './GenerateUsersTab.tsx';
import { ImportUsersTab } from './ImportUsersTab.tsx';
import { UserListTab } from './UserListTab.tsx';

const TABS = ['list', 'import', 'generate'] as const;
type TabKey = (typeof TABS)[number];

/** The super admin's Users page (spec 03 §2.19 "users (import, generate)"); the tab is in the URL (?tab=). */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = TABS.find((key) => key === requested) ?? 'list';

  useEffect(() => {
    document.title = t('users.title');
  }, [t]);

  return (
    <Card>
      <Typography.Title level={2}>{t('users.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setParams(key === 'list' ? {} : { tab: key }, { replace: true });
        }}
        items={[
          { key: 'list', label: t('users.tabs.list'), children: <UserListTab /> },
          { key: 'import', label: t('users.tabs.import'), children: <ImportUsersTab /> },
          { key: 'generate', label: t('users.tabs.generate'), children: <GenerateUsersTab /> },
        ]}
      />
    </Card>
  );
}
