import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { TIDAN_NAME_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** What the dialog edits: a name and an order, and for a tidan its visibility. */
export interface NameValues {
  name: string;
  rank: number;
  visible?: boolean;
}

/** The create and edit dialog of a tidan, a group or a problem group. */
export function NameDialog(props: {
  open: boolean;
  kind: 'tidan' | 'group' | 'problemGroup';
  initial: NameValues | null;
  onSave: (values: NameValues) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<NameValues>();
  const { open, initial, kind } = props;
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { name: '', rank: 0, visible: true });
  }, [open, initial, form]);
  const kindName = t(`tidan.kinds.${kind}`);
  const submit = async () => {
    const values = await form.validateFields();
    if (await props.onSave({ ...values, name: values.name.trim() })) props.onClose();
  };
  return (
    <Modal
      open={open}
      title={t(initial ? 'tidan.dialog.editTitle' : 'tidan.dialog.createTitle', { kind: kindName })}
      okText={t('tidan.dialog.save')}
      cancelText={t('tidan.dialog.cancel')}
      onOk={() => void submit()}
      onCancel={props.onClose}
      forceRender
      data-testid="tidan-name-dialog"
    >
      <Form<NameValues> form={form} layout="vertical">
        <Form.Item name="name" label={t('tidan.name')} rules={[{ required: true, whitespace: true, message: t('tidan.nameRequired') }]}>
          <Input maxLength={TIDAN_NAME_MAX} />
        </Form.Item>
        <Form.Item name="rank" label={t('tidan.rank')}>
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
        </Form.Item>
        {kind === 'tidan' ? (
          <Form.Item name="visible" label={t('tidan.visible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
