import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { fullTime } from '@/lib/time.ts';
import type { ContestView } from '../hooks/use-contest.ts';
import { ContestClock } from './ContestClock.tsx';
import { ContestAuthTag, ContestRuleTag, ContestStatusTag, ParticipantCount } from './ContestTags.tsx';

/**
 * The contest shell's header (spec 02 §2): title, auth tag, group tag, participant count, rule badge,
 * start and end times, the progress slider and the countdown.
 */
export function ContestHeader({ view }: { view: ContestView }) {
  const { t } = useTranslation();
  const { contest } = view;
  return (
    <Card size="small" data-testid="contest-header">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 240px' }} data-testid="contest-title">
          {contest.title}
        </Typography.Title>
        <ContestStatusTag status={view.status} />
        <ContestAuthTag auth={contest.auth} />
        {contest.gid !== null ? (
          <Tag style={{ marginInlineEnd: 0 }} data-testid="contest-group">
            {t('contest.group')}
          </Tag>
        ) : null}
        <ContestRuleTag type={contest.type} />
        <ParticipantCount count={contest.count} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 4, fontSize: 13 }}>
        <span>
          <ClockCircleOutlined /> {t('contest.columns.startTime')}: <time dateTime={contest.startTime}>{fullTime(contest.startTime)}</time>
        </span>
        <span>
          {t('contest.columns.endTime')}: <time dateTime={contest.endTime}>{fullTime(contest.endTime)}</time>
        </span>
      </div>
      <ContestClock window={view.window} offsetMs={view.offsetMs} />
    </Card>
  );
}
