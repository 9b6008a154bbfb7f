import { LockOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { ContestAuth, ContestStatus, ContestType } from '@oj/contracts';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';

const STATUS_LOOK: Readonly<Record<number, { key: MessageKey; color: string }>> = {
  [ContestStatus.Scheduled]: { key: 'contest.status.-1', color: 'blue' },
  [ContestStatus.Running]: { key: 'contest.status.0', color: 'green' },
  [ContestStatus.Ended]: { key: 'contest.status.1', color: 'default' },
};

const AUTH_LOOK: Readonly<Record<number, { key: MessageKey; color: string }>> = {
  [ContestAuth.Public]: { key: 'contest.auth.0', color: 'green' },
  [ContestAuth.Private]: { key: 'contest.auth.1', color: 'red' },
  [ContestAuth.Protected]: { key: 'contest.auth.2', color: 'orange' },
};

/** Scheduled, running or ended, as a coloured tag. */
export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status] ?? STATUS_LOOK[ContestStatus.Ended];
  return (
    <Tag color={look?.color} data-testid="contest-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {look ? t(look.key) : status}
    </Tag>
  );
}

/** Public, private or protected (spec 02 §1). */
export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const look = AUTH_LOOK[auth] ?? AUTH_LOOK[ContestAuth.Public];
  return (
    <Tag color={look?.color} style={{ marginInlineEnd: 0 }} data-testid="contest-auth">
      {look ? t(look.key) : auth}
    </Tag>
  );
}

/** The rule badge: ACM or OI. */
export function ContestRuleTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <Tag icon={<TrophyOutlined />} color={type === ContestType.OI ? 'purple' : 'geekblue'} style={{ marginInlineEnd: 0 }} data-testid="contest-rule">
      {type === ContestType.OI ? t('contest.rule.1') : t('contest.rule.0')}
    </Tag>
  );
}

/** The lock of private and protected contests, with its meaning for screen readers. */
export function ContestLock({ auth }: { auth: number }) {
  const { t } = useTranslation();
  if (auth === ContestAuth.Public) return null;
  return <LockOutlined aria-label={t('contest.locked')} title={t('contest.locked')} data-testid="contest-lock" />;
}

/** The participant count with its icon. */
export function ParticipantCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span title={t('contest.columns.participants')} style={{ whiteSpace: 'nowrap' }} data-testid="contest-participants">
      <TeamOutlined aria-label={t('contest.columns.participants')} /> {count}
    </span>
  );
}
