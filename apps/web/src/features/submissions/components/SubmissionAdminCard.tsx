import { Button, Card, Space } from 'antd';
import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';
import { useRejudgeMutation } from '@oj/api-client/submission';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useJudgeAdmin } from '../hooks/use-judge-admin.tsx';
import type { JudgeChangeKind } from '../judge-change.ts';
import { JudgeAdminButtons } from './JudgeAdminButtons.tsx';

/** Props of SubmissionAdminCard. */
export interface SubmissionAdminCardProps {
  /** The submission as the page shows it (live status). */
  submission: SubmissionSummaryDto;
  onChanged: (change: JudgeChangeDto, kind: JudgeChangeKind) => void;
}

/** The super admin's rejudge, manual judge and cancel judge on the submission details (spec 01 §4, §6). */
export function SubmissionAdminCard({ submission, onChanged }: SubmissionAdminCardProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [rejudge, { isLoading: rejudging }] = useRejudgeMutation();
  const admin = useJudgeAdmin((_row, change, kind) => {
    onChanged(change, kind);
  });

  const onRejudge = async () => {
    const result = await rejudge(submission.submitId);
    if (!result.data) return;
    void message.success(t('submission.rejudged'));
    onChanged(result.data, 'rejudge');
  };

  return (
    <Card size="small" title={t('submission.adminActions')} data-testid="submission-admin">
      <Space wrap>
        <Button size="small" loading={rejudging} onClick={() => void onRejudge()} data-testid="rejudge">
          {t('submission.rejudge')}
        </Button>
        <JudgeAdminButtons row={submission} admin={admin} />
      </Space>
      {admin.dialog}
    </Card>
  );
}
