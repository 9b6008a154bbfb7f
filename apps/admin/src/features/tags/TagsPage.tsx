import { useEffect } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ClassificationsTab } from './components/ClassificationsTab.tsx';
import { DifficultiesTab } from './components/DifficultiesTab.tsx';
import { HonorsTab } from './components/HonorsTab.tsx';
import { TagsTab } from './components/TagsTab.tsx';

const TABS = ['tags', 'classifications', 'difficulties', 'honors'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** The Tags page (problem/tag): tags, tag classifications, difficulty levels and honors, one tab each (`?tab=`). */
export function TagsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'tags';

  useEffect(() => {
    document.title = t('tags.title');
  }, [t]);

  return (
    <Card>
      <Typography.Title level={2}>{t('tags.title')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setSearch(key === 'tags' ? {} : { tab: key }, { replace: true });
        }}
        destroyOnHidden
        items={[
          { key: 'tags', label: t('tags.tabs.tags'), children: <TagsTab /> },
          { key: 'classifications', label: t('tags.tabs.classifications'), children: <ClassificationsTab /> },
          { key: 'difficulties', label: t('tags.tabs.difficulties'), children: <DifficultiesTab /> },
          { key: 'honors', label: t('tags.tabs.honors'), children: <HonorsTab /> },
        ]}
      />
    </Card>
  );
}
