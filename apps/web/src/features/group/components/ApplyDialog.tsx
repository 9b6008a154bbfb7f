import { Form, Input, Modal } from 'antd';
import { GROUP_LIMITS, GroupAuth } from '@oj/contracts';
import { useApplyToGroupMutation } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { groupCodeRules, groupReasonRules } from '../form-rules.ts';

/** The apply dialog (spec 03 §4, §5 "Group apply"): a reason, and the code for a private group. */
export function ApplyDialog({ gid, name, auth, open, onClose }: { gid: number; name: string; auth: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string; code?: string }>();
  const [apply, { isLoading }] = useApplyToGroupMutation();
  const needsCode = auth === GroupAuth.Private;

  const submit = async (values: { reason: string; code?: string }) => {
    const result = await apply({ gid, reason: values.reason, code: needsCode ? (values.code ?? null) : null });
    if ('error' in result) return;
    void message.success(t('group.actions.applied'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('group.apply.title', { name })}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      okText={t('group.actions.apply')}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('group.apply.reason')} rules={groupReasonRules(t)}>
          <Input.TextArea rows={3} maxLength={GROUP_LIMITS.reason.max} showCount data-testid="group-apply-reason" />
        </Form.Item>
        {needsCode ? (
          <Form.Item name="code" label={t('group.apply.code')} rules={groupCodeRules(t, true)}>
            <Input maxLength={GROUP_LIMITS.codeLength} data-testid="group-apply-code" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
