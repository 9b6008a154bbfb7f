import { Button, Form, Modal } from 'antd';
import { GroupAuth } from '@oj/contracts';
import { useCreateGroupMutation } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { GroupFormFields } from './GroupFormFields.tsx';
import type { GroupFormValues } from './GroupFormFields.tsx';

/** The full-screen create-group dialog (spec 03 §2.4, §5); `onCreated` gets the new group's id. */
export function CreateGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (gid: number) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<GroupFormValues>();
  const [create, { isLoading }] = useCreateGroupMutation();

  const submit = async (values: GroupFormValues) => {
    const result = await create({ ...values, code: values.auth === GroupAuth.Public ? null : (values.code ?? null) });
    if ('error' in result) return;
    void message.success(t('group.form.created'));
    form.resetFields();
    onCreated(result.data.id);
  };

  return (
    <Modal
      open={open}
      title={t('group.form.title')}
      onCancel={onClose}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={isLoading}
          onClick={() => {
            form.submit();
          }}
          data-testid="group-form-submit"
        >
          {t('group.form.submit')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720, margin: '0 auto' }}
        initialValues={{ auth: GroupAuth.Public, visible: true }}
        onFinish={(values) => void submit(values)}
        data-testid="group-create-form"
      >
        <GroupFormFields />
      </Form>
    </Modal>
  );
}
