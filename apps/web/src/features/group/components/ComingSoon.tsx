import { Card, Empty } from 'antd';
import { useTranslation } from '@oj/i18n';

/** A group tab another issue builds (problems, trainings, contests, submissions, discussion): an empty state for now. */
export function GroupTabComingSoon({ part }: { part: 'problems' | 'trainings' | 'contests' | 'submissions' | 'discussion' }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`group.tabs.${part}`)} data-testid={`group-coming-${part}`}>
      <Empty description={t('group.coming', { part: t(`group.tabs.${part}`) })} />
    </Card>
  );
}
