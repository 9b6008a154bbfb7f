import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useCancelJudgeMutation, useRejudgeMutation } from '@oj/api-client/submission';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { canCancelJudge, canManualJudge } from '@oj/contracts';

/** Props of JudgeActions. */
export interface JudgeActionsProps {
  row: SubmissionSummaryDto;
  /**
   * Rejudge, manual judge and cancel judge are the super admin's (spec 02 §6, as the server's
   * admin-access table and the user app have it; §4's "cancel judge is an admin action" is read as that).
   */
  superAdmin: boolean;
  onManualJudge: (row: SubmissionSummaryDto) => void;
}

/** Rejudge, manual judge and cancel judge of one submission; cancel asks first ('Cancel Judge Tips'). */
export function JudgeActions({ row, superAdmin, onManualJudge }: JudgeActionsProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [rejudge] = useRejudgeMutation();
  const [cancel] = useCancelJudgeMutation();
  const [busy, setBusy] = useState<'rejudge' | 'cancel' | null>(null);

  const run = async (kind: 'rejudge' | 'cancel') => {
    setBusy(kind);
    const result = await (kind === 'rejudge' ? rejudge(row.submitId) : cancel({ submitId: row.submitId }));
    setBusy(null);
    if (!result.error) void message.success(t(kind === 'rejudge' ? 'submission.rejudged' : 'submission.cancelJudged'));
  };
  const cancellable = canCancelJudge(row.status);
  if (!superAdmin) return null;
  return (
    <>
      <Button size="small" loading={busy === 'rejudge'} onClick={() => void run('rejudge')} aria-label={`${t('submission.rejudge')} ${row.submitId}`}>
        {t('submission.rejudge')}
      </Button>
      <Button
        size="small"
        disabled={!canManualJudge(row.status)}
        onClick={() => {
          onManualJudge(row);
        }}
        aria-label={`${t('submission.manualJudge')} ${row.submitId}`}
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
          void run('cancel');
        }}
        disabled={!cancellable}
      >
        <Button size="small" disabled={!cancellable} loading={busy === 'cancel'} aria-label={`${t('submission.cancelJudge')} ${row.submitId}`}>
          {t('submission.cancelJudge')}
        </Button>
      </Popconfirm>
    </>
  );
}
