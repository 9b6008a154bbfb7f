import { useId, useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { authKey } from '../hooks/use-batch-run.ts';
import type { BatchAction, ProblemAuth } from '../hooks/use-batch-run.ts';

const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

/** Props of BatchActions. */
export interface BatchActionsProps {
  count: number;
  /** Rejudge is the super admin's (spec 03 §4 "Admin manual judge"); others see it disabled with the reason. */
  canRejudge: boolean;
  running: BatchAction | null;
  onRun: (action: BatchAction, auth?: ProblemAuth) => void;
}

/** The three operations, each behind a confirmation that names how many problems it touches. */
export function BatchActions({ count, canRejudge, running, onRun }: BatchActionsProps) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const [auth, setAuth] = useState<ProblemAuth>(1);
  const reasonId = useId();
  const none = count === 0;
  const busy = running !== null;
  const confirm = { okText: t('common.confirm'), cancelText: t('common.cancel') };

  const rejudge = (
    // A disabled button shows no tooltip to keyboard and screen-reader users: it names the reason itself.
    <Button disabled={!canRejudge || none || busy} loading={running === 'rejudge'} aria-describedby={canRejudge ? undefined : reasonId}>
      {tAdmin('batch.actions.rejudge')}
    </Button>
  );

  return (
    <Space orientation="vertical" size="middle">
      {none && <Typography.Text type="secondary">{tAdmin('batch.actions.needSelection')}</Typography.Text>}
      <Space wrap>
        {canRejudge ? (
          <Popconfirm
            title={tAdmin('batch.actions.rejudgeConfirm', { count })}
            {...confirm}
            onConfirm={() => {
              onRun('rejudge');
            }}
            disabled={none || busy}
          >
            {rejudge}
          </Popconfirm>
        ) : (
          <Tooltip title={tAdmin('batch.actions.rejudgeSuperOnly')}>
            <span data-testid="rejudge-locked">
              {rejudge}
              <span id={reasonId} style={VISUALLY_HIDDEN}>
                {tAdmin('batch.actions.rejudgeSuperOnly')}
              </span>
            </span>
          </Tooltip>
        )}
        <Space.Compact>
          <Select<ProblemAuth>
            aria-label={tAdmin('batch.actions.visibilityTo')}
            value={auth}
            onChange={setAuth}
            options={([1, 2, 3] as const).map((value) => ({ value, label: tAdmin(`batch.auth.${authKey(value)}`) }))}
            style={{ width: 120 }}
          />
          <Popconfirm
            title={tAdmin('batch.actions.visibilityConfirm', { count, auth: tAdmin(`batch.auth.${authKey(auth)}`) })}
            {...confirm}
            onConfirm={() => {
              onRun('visibility', auth);
            }}
            disabled={none || busy}
          >
            <Button disabled={none || busy} loading={running === 'visibility'}>
              {tAdmin('batch.actions.visibility')}
            </Button>
          </Popconfirm>
        </Space.Compact>
        <Popconfirm
          title={tAdmin('batch.actions.deleteConfirm', { count })}
          {...confirm}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => {
            onRun('delete');
          }}
          disabled={none || busy}
        >
          <Button danger disabled={none || busy} loading={running === 'delete'}>
            {tAdmin('batch.actions.delete')}
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
