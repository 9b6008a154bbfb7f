import { Form, InputNumber, Modal, Select } from 'antd';
import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';
import { useManualJudgeMutation } from '@oj/api-client/submission';
import { useTranslation } from '@oj/i18n';
import { verdictDisplay } from '@oj/ui';
import { manualVerdictChoices } from '../judge-change.ts';

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
  onJudged: (change: JudgeChangeDto) => void;
}

/**
 * The super admin's manual judge (spec 01 §4): a final verdict (Cancelled shown but disabled) and
 * a score, required when the submission already has one; an empty score keeps the current one.
 */
export function ManualJudgeDialog({ row, onClose, onJudged }: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ManualJudgeValues>();
  const [manualJudge, { isLoading }] = useManualJudgeMutation();
  const choices = manualVerdictChoices();
  const verdictName = (status: number) => {
    const key = verdictDisplay(status).nameKey;
    return key ? t(key) : String(status);
  };
  const allowed = (status: number) => choices.some((choice) => choice.value === status && !choice.disabled);

  const onFinish = async (values: ManualJudgeValues) => {
    if (!row || values.status === undefined) return;
    const result = await manualJudge({ submitId: row.submitId, status: values.status, ...(typeof values.score === 'number' ? { score: values.score } : {}) });
    if (!result.data) return;
    onJudged(result.data);
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('submission.manualJudgeTitle', { submitId: row.submitId }) : null}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: isLoading, 'data-testid': 'manual-judge-ok' }}
      onOk={() => { form.submit(); }}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Form<ManualJudgeValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ status: allowed(row.status) ? row.status : undefined, score: row.score }}
          onFinish={(values) => void onFinish(values)}
          data-testid="manual-judge-form"
        >
          <Form.Item name="status" label={t('submission.status')} rules={[{ required: true, message: t('submission.statusRequired') }]}>
            <Select
              data-testid="manual-judge-status"
              options={choices.map((choice) => ({ value: choice.value, disabled: choice.disabled, label: verdictName(choice.value) }))}
            />
          </Form.Item>
          <Form.Item
            name="score"
            label={t('submission.score')}
            extra={row.score === null ? t('submission.scoreHint') : undefined}
            rules={row.score === null ? [] : [{ required: true, message: t('submission.scoreRequired') }]}
          >
            <InputNumber min={0} max={MAX_SCORE} precision={0} style={{ width: '100%' }} data-testid="manual-judge-score" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
