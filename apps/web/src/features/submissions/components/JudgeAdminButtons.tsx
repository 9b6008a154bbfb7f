import { Button, Popconfirm, Space } from 'antd';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { canCancelJudge, canManualJudge } from '@oj/contracts';
import type { JudgeAdmin } from '../hooks/use-judge-admin.tsx';

/** Props of JudgeAdminButtons. */
export interface JudgeAdminButtonsProps {
  row: SubmissionSummaryDto;
  admin: Pick<JudgeAdmin, 'openManualJudge' | 'cancelJudge' | 'cancelling'>;
}

/**
 * Manual judge and cancel judge of one submission, for super admins (spec 01 §4): manual judge is
 * off while the submission is moving or did not compile; cancel asks first ("Cancel Judge Tips")
 * and is off once cancelled.
 */
export function JudgeAdminButtons({ row, admin }: JudgeAdminButtonsProps) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap={false}>
      <Button
        size="small"
        disabled={!canManualJudge(row.status)}
        onClick={() => {
          admin.openManualJudge(row);
        }}
        data-testid="manual-judge"
      >
        {t('submission.manualJudge')}
      </Button>
      <Popconfirm
        title={t('submission.cancelJudge')}
        description={t('submission.cancelJudgeTips')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': 'cancel-judge-confirm' }}
        onConfirm={() => {
          void admin.cancelJudge(row);
        }}
        disabled={!canCancelJudge(row.status)}
      >
        <Button size="small" disabled={!canCancelJudge(row.status)} loading={admin.cancelling === row.submitId} data-testid="cancel-judge">
          {t('submission.cancelJudge')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
