import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { REPORT_REASON_MAX, REPORT_TAGS } from '@oj/contracts';
import type { ReportTag } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { reportError } from '../rules.ts';

/** Props of ReportDialog. */
export interface ReportDialogProps {
  open: boolean;
  sending: boolean;
  onCancel: () => void;
  /** Resolves true when sent (the dialog then closes). */
  onSubmit: (report: { tags: ReportTag[]; reason: string }) => Promise<boolean>;
}

/** The report dialog (spec 03 §5 "Report"): six labels and a reason of at most 200 characters, at least one of them. */
export function ReportDialog({ open, sending, onCancel, onSubmit }: ReportDialogProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setTags([]);
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    const problem = reportError(tags, reason);
    if (problem) {
      setError(t(`discussion.reportDialog.${problem}`));
      return;
    }
    if (await onSubmit({ tags, reason: reason.trim() })) onCancel();
  };
  return (
    <Modal
      open={open}
      title={t('discussion.reportDialog.title')}
      okText={t('discussion.reportDialog.submit')}
      cancelText={t('discussion.form.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onCancel}
      data-testid="discussion-report-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('discussion.reportDialog.tags')}>
          <Checkbox.Group
            value={tags}
            options={REPORT_TAGS.map((tag) => ({ value: tag, label: t(`discussion.reportTags.${tag}`) }))}
            onChange={(values) => {
              setTags(values);
            }}
          />
        </Form.Item>
        <Form.Item label={t('discussion.reportDialog.reason')} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            rows={4}
            value={reason}
            showCount
            maxLength={REPORT_REASON_MAX}
            placeholder={t('discussion.reportDialog.reasonPlaceholder')}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            data-testid="discussion-report-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
