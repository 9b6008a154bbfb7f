import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { DataSourceTab } from './components/DataSourceTab.tsx';
import { LimitsTab } from './components/LimitsTab.tsx';
import { MobileTab } from './components/MobileTab.tsx';
import { ServicesTab } from './components/ServicesTab.tsx';
import { SmtpTab } from './components/SmtpTab.tsx';
import { WebsiteTab } from './components/WebsiteTab.tsx';
import { CarouselTab } from './components/CarouselTab.tsx';

const TABS = ['website', 'carousel', 'smtp', 'mobile', 'dataSource', 'judge', 'discussion', 'group', 'services'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return (TABS as readonly (string | null)[]).includes(value);
}

const CONTENT: Readonly<Record<TabKey, () => ReactNode>> = {
  website: () => <WebsiteTab />,
  carousel: () => <CarouselTab />,
  smtp: () => <SmtpTab />,
  mobile: () => <MobileTab />,
  dataSource: () => <DataSourceTab />,
  judge: () => <LimitsTab tab="judge" />,
  discussion: () => <LimitsTab tab="discussion" />,
  group: () => <LimitsTab tab="group" />,
  services: () => <ServicesTab />,
};

/** The System Config page (spec 03 §2.19 `conf`, super admin): one tab per area (`?tab=`). */
export function ConfigPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'website';

  useEffect(() => {
    document.title = t('config.title');
  }, [t]);

  return (
    <Card>
      <Typography.Title level={2}>{t('config.title')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setSearch(key === 'website' ? {} : { tab: key }, { replace: true });
        }}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: key === 'carousel' ? t('home.carousel.tab') : t(`config.tabs.${key}`), children: CONTENT[key]() }))}
      />
    </Card>
  );
}
