import { Button, Form, Input } from 'antd';
import { useRegisterContestMutation } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';

/** Props of ContestPasswordForm. */
export interface ContestPasswordFormProps {
  cid: number;
  /** After a successful registration (access and the contest's data are refetched by their tags). */
  onRegistered?: () => void;
}

/**
 * The contest password form (spec 02 §4, §5): required ('Enter the contest password'); a correct
 * password registers the user with register-contest ('Register contest successfully'). A wrong one
 * is the server's message, shown by the error reporter.
 */
export function ContestPasswordForm({ cid, onRegistered }: ContestPasswordFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password: string }>();
  const [register, { isLoading }] = useRegisterContestMutation();
  const onFinish = async ({ password }: { password: string }) => {
    const result = await register({ cid, password });
    if ('error' in result) return;
    void message.success(t('contest.password.registered'));
    form.resetFields();
    onRegistered?.();
  };
  return (
    <Form form={form} layout="inline" onFinish={(values) => void onFinish(values)} data-testid="contest-password-form" style={{ rowGap: 8 }}>
      <Form.Item name="password" label={t('contest.password.label')} rules={[{ required: true, whitespace: true, message: t('contest.password.required') }]}>
        <Input.Password placeholder={t('contest.password.placeholder')} autoComplete="off" style={{ width: 240 }} data-testid="contest-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="contest-password-submit">
          {t('contest.password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
