import { Empty, Tabs } from 'antd';
import type { TidanListDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { TidanProblemGroups } from './TidanProblemGroups.tsx';
import type { TidanProblemGroupsProps } from './TidanProblemGroups.tsx';

/** The tidan page's body (spec 02 §2): a tab per tidan, inside it a tab per group, then the problem groups. */
export function TidanTabs({ tidan, ...links }: { tidan: TidanListDto } & Omit<TidanProblemGroupsProps, 'problemGroups'>) {
  const { t } = useTranslation();
  if (tidan.length === 0) return <Empty description={t('tidan.empty')} data-testid="tidan-empty" />;
  return (
    <Tabs
      data-testid="tidan-tabs"
      items={tidan.map((outline) => ({
        key: String(outline.id),
        label: outline.name,
        children:
          outline.groups.length === 0 ? (
            <Empty description={t('tidan.noGroups')} />
          ) : (
            <Tabs
              type="card"
              size="small"
              data-testid="tidan-group-tabs"
              items={outline.groups.map((group) => ({
                key: String(group.id),
                label: group.name,
                children: <TidanProblemGroups problemGroups={group.problemGroups} {...links} />,
              }))}
            />
          ),
      }))}
    />
  );
}
