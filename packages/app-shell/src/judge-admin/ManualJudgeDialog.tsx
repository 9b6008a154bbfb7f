import { Form, InputNumber, Modal, Select } from 'antd';
import { useManualJudgeMutation } from '@oj/api-client/submission';
import { initialManualStatus, manualJudgeChoices, manualScoreNeeded } from '@oj/contracts';
import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { verdictDisplay } from '@oj/ui';

/** The highest score the manual judge accepts (the contract's bound). */
const MAX_SCORE = 100_000;

interface ManualJudgeValues {
  status: number | undefined;
  score: number | null | undefined;
}

/** Props of ManualJudgeDialog. */
export interface ManualJudgeDialogProps {
  /** The submission being judged by hand; the dialog is open while it is set. */
  row: SubmissionSummaryDto | null;
  onClose: () => void;
  /** The server accepted the verdict: its answer, for the screen to show before any reload. */
  onJudged: (change: JudgeChangeDto) => void;
  /**
   * `always`: the score field is always there, required when a score is needed (spec 01 §4, the
   * submission lists); `needed`: it shows only then (spec 02 §4, contests and timed work).
   */
  scoreField?: 'always' | 'needed';
}

/**
 * The super admin's manual judge of one submission: a final verdict (Cancelled shown but disabled)
 * and a score, required when the submission has one or is cancelled; an empty score keeps the
 * current one. One dialog for the user app and the back office.
 */
export function ManualJudgeDialog({ row, onClose, onJudged, scoreField = 'always' }: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ManualJudgeValues>();
  const [manualJudge, { isLoading }] = useManualJudgeMutation();
  const verdictName = (status: number) => {
    const key = verdictDisplay(status).nameKey;
    return key ? t(key) : String(status);
  };

  const onFinish = async (values: ManualJudgeValues) => {
    if (!row || values.status === undefined) return;
    const result = await manualJudge({ submitId: row.submitId, status: values.status, ...(typeof values.score === 'number' ? { score: values.score } : {}) });
    if (!result.data) return;
    onJudged(result.data);
  };

  const scoreNeeded = row !== null && manualScoreNeeded(row.score, row.status);
  return (
    <Modal
      open={row !== null}
      title={row ? t('submission.manualJudgeTitle', { submitId: row.submitId }) : null}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: isLoading, 'data-testid': 'manual-judge-ok' }}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Form<ManualJudgeValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ status: initialManualStatus(row.status), score: row.score }}
          onFinish={(values) => void onFinish(values)}
          data-testid="manual-judge-form"
        >
          <Form.Item name="status" label={t('submission.status')} rules={[{ required: true, message: t('submission.statusRequired') }]}>
            <Select
              data-testid="manual-judge-status"
              options={manualJudgeChoices().map((choice) => ({ value: choice.value, disabled: choice.disabled, label: verdictName(choice.value) }))}
            />
          </Form.Item>
          {scoreField === 'always' || scoreNeeded ? (
            <Form.Item
              name="score"
              label={t('submission.score')}
              extra={row.score === null ? t('submission.scoreHint') : undefined}
              rules={row.score === null ? [] : [{ required: true, message: t('submission.scoreRequired') }]}
            >
              <InputNumber min={0} max={MAX_SCORE} precision={0} style={{ width: '100%' }} data-testid="manual-judge-score" />
            </Form.Item>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
