import { useState } from 'react';
import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from '@oj/i18n';

/** Props of FormModal. */
export interface FormModalProps<Values> {
  open: boolean;
  title: string;
  /** The values the form opens with (an edited row, or a new row's defaults). */
  initialValues?: Partial<Values>;
  onCancel: () => void;
  /** Saves; resolves true when saved (the modal closes), false to keep the form open (a refused save). */
  onSubmit: (values: Values, form: FormInstance<Values>) => Promise<boolean>;
  children: ReactNode;
  testId?: string;
}

/** A create-or-edit dialog around an antd Form: Save validates, then calls onSubmit; the form is rebuilt on each opening. */
export function FormModal<Values extends object>({ open, title, initialValues, onCancel, onSubmit, children, testId }: FormModalProps<Values>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      if (await onSubmit(values, form)) onCancel();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => {
        form.submit();
      }}
      onCancel={onCancel}
      destroyOnHidden
      data-testid={testId}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void onFinish(values)} requiredMark>
        {children}
      </Form>
    </Modal>
  );
}
