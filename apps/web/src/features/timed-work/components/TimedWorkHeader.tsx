import { TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { Link } from 'react-router';
import { useEndTimedWorkMutation } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { fullTime } from '@/lib/time.ts';
import type { TimedWorkView } from '../hooks/use-timed-work.ts';
import { shownWindow } from '../rules.ts';
import { TimedWorkClock } from './TimedWorkClock.tsx';
import { TimedWorkAuthTag, TimedWorkStatusTag } from './TimedWorkTags.tsx';

const HAND_IN_OK: ButtonProps & { 'data-testid': string } = { danger: true, 'data-testid': 'timed-work-hand-in-confirm' };

/**
 * The hand-in button (spec 02 §2, §4, §8): asks for a confirmation that no more problems can be
 * submitted, then end-timed-work; irreversible.
 */
function HandInButton({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [handIn, { isLoading }] = useEndTimedWorkMutation();
  const onClick = async () => {
    const confirmed = await modal.confirm({
      title: t('timedWork.handInTitle'),
      content: t('timedWork.handInContent'),
      okText: t('timedWork.handIn'),
      okButtonProps: HAND_IN_OK,
    });
    if (!confirmed) return;
    const result = await handIn({ tid });
    if (!('error' in result)) void message.success(t('timedWork.handInDone'));
  };
  return (
    <Button type="primary" danger loading={isLoading} onClick={() => void onClick()} data-testid="timed-work-hand-in">
      {t('timedWork.handIn')}
    </Button>
  );
}

/**
 * A timed work's header (spec 02 §2): title, auth tag, a link to the group's timed contests, the
 * hand-in button when allowed, start and end, the progress slider and countdown (of the user's own
 * attempt once started, drawn by `progress`: the contest's slider and countdown, composed by the route),
 * and a clock ticking each second while the end lies ahead.
 */
export function TimedWorkHeader({
  view,
  progress,
}: {
  view: TimedWorkView;
  progress: (window: { startMs: number; endMs: number }, offsetMs: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { info, offsetMs } = view;
  const window = shownWindow(info);
  return (
    <Card size="small" data-testid="timed-work-header">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="timed-work-title">
            {info.title}
          </Typography.Title>
          <TimedWorkAuthTag auth={info.auth} />
          <TimedWorkStatusTag status={info.personalStatus} />
          {info.record?.endTime ? <Typography.Text type="secondary">{t('timedWork.handedIn')}</Typography.Text> : null}
        </Space>
        <Space wrap>
          {info.gid !== null ? (
            <Link to={paths.group.detail.getHref(info.gid)}>
              <Button icon={<TeamOutlined />}>{t('timedWork.groupLink')}</Button>
            </Link>
          ) : null}
          {info.canHandIn ? <HandInButton tid={view.tid} /> : null}
        </Space>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '8px 0' }}>
        <span>
          {t('timedWork.startAt')}: <time dateTime={info.startTime}>{fullTime(info.startTime)}</time>
        </span>
        <span>
          {t('timedWork.endAt')}: <time dateTime={info.endTime}>{fullTime(info.endTime)}</time>
        </span>
        <TimedWorkClock endMs={window.endMs} offsetMs={offsetMs} />
      </div>
      {progress(window, offsetMs)}
    </Card>
  );
}
