import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { ContestStatus, TimedWorkAuth } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

const STATUS_COLOR: Readonly<Record<number, string>> = {
  [ContestStatus.Scheduled]: 'blue',
  [ContestStatus.Running]: 'green',
  [ContestStatus.Ended]: 'default',
};

/** The coloured status tag (spec 02 §2): scheduled, running, ended. */
export function TimedWorkStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = status === -1 ? '-1' : status === 0 ? '0' : '1';
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="timed-work-status">
      {t(`timedWork.status.${key}`)}
    </Tag>
  );
}

/** Public or private. */
export function TimedWorkAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return <Tag color={auth === TimedWorkAuth.Private ? 'red' : 'green'}>{t(auth === TimedWorkAuth.Private ? 'timedWork.auth.1' : 'timedWork.auth.0')}</Tag>;
}

/** The lock of a private timed work. */
export function TimedWorkLock({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return auth === TimedWorkAuth.Private ? <LockOutlined aria-label={t('timedWork.auth.1')} style={{ color: '#cf1322' }} /> : null;
}
