import { Form, InputNumber, Modal, Select } from 'antd';
import { useManualJudgeMutation } from '@oj/api-client/submission';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useFeedback, verdictDisplay } from '@oj/ui';
import { initialManualStatus, manualJudgeChoices, showsScoreField } from '../judge-rules.ts';

/** The highest score the manual judge accepts (the contract's bound). */
const MAX_SCORE = 100_000;

interface ManualJudgeValues {
  status: number | undefined;
  score: number | null | undefined;
}

/** The super admin's manual judge of one contest submission (spec 02 §4): a final verdict and, where it applies, a score. */
export function ManualJudgeDialog({ row, onClose }: { row: SubmissionSummaryDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ManualJudgeValues>();
  const [manualJudge, { isLoading }] = useManualJudgeMutation();
  const verdictName = (status: number) => {
    const key = verdictDisplay(status).nameKey;
    return key ? t(key) : String(status);
  };

  const onFinish = async (values: ManualJudgeValues) => {
    if (!row || values.status === undefined) return;
    const result = await manualJudge({ submitId: row.submitId, status: values.status, ...(typeof values.score === 'number' ? { score: values.score } : {}) });
    if (result.error) return;
    void message.success(t('submission.manualJudged'));
    onClose();
  };

  const withScore = row !== null && showsScoreField(row.score, row.status);
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
          initialValues={{ status: initialManualStatus(row.status), score: row.score }}
          onFinish={(values) => void onFinish(values)}
          data-testid="manual-judge-form"
        >
          <Form.Item name="status" label={t('submission.status')} rules={[{ required: true, message: t('submission.statusRequired') }]}>
            <Select data-testid="manual-judge-status" options={manualJudgeChoices().map((choice) => ({ value: choice.value, disabled: choice.disabled, label: verdictName(choice.value) }))} />
          </Form.Item>
          {withScore && (
            <Form.Item
              name="score"
              label={t('submission.score')}
              extra={row.score === null ? t('submission.scoreHint') : undefined}
              rules={row.score === null ? [] : [{ required: true, message: t('submission.scoreRequired') }]}
            >
              <InputNumber min={0} max={MAX_SCORE} precision={0} style={{ width: '100%' }} data-testid="manual-judge-score" />
            </Form.Item>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
