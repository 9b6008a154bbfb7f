import { Button, Form, Input } from 'antd';
import { useRegisterTrainingMutation } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';

/**
 * The training password form (spec 02 §4, §5): non-empty; a correct password registers the user with
 * register-training ('Register training successfully'); the training's detail, problems and rank are
 * refetched by their tags. A wrong one is the server's message, shown by the error reporter.
 */
export function TrainingPasswordForm({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password: string }>();
  const [register, { isLoading }] = useRegisterTrainingMutation();
  const onFinish = async ({ password }: { password: string }) => {
    const result = await register({ tid, password });
    if ('error' in result) return;
    void message.success(t('training.password.registered'));
    form.resetFields();
  };
  return (
    <Form form={form} layout="inline" onFinish={(values) => void onFinish(values)} data-testid="training-password-form" style={{ rowGap: 8 }}>
      <Form.Item name="password" label={t('training.password.label')} rules={[{ required: true, whitespace: true, message: t('training.password.required') }]}>
        <Input.Password placeholder={t('training.password.placeholder')} autoComplete="off" style={{ width: 240 }} data-testid="training-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="training-password-submit">
          {t('training.password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
