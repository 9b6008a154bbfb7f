import { Button, Form, Input, Space } from 'antd';
import { useApplyResetPasswordMutation, useGetCaptchaQuery } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellDispatch } from '@oj/app-shell';
import { authDialogModeChanged } from '../auth-slice.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { accountRules } from '../rules.ts';

interface ResetValues {
  email: string;
  captcha: string;
}

/** How long the "reset email sent" message stays (spec 01 §8). */
const RESET_SENT_MESSAGE_SECONDS = 10;

/**
 * Reset-password mode: email and captcha, then a reset email with a 90 s countdown (spec 01 §4).
 * The form never says whether the email has an account (the server answers alike either way).
 */
export function ResetForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const [form] = Form.useForm<ResetValues>();
  const { data: captcha, refetch: refreshCaptcha } = useGetCaptchaQuery(undefined);
  const [apply, { isLoading }] = useApplyResetPasswordMutation();
  const { secondsLeft, start } = useCodeCountdown('reset');
  const rules = accountRules(t);

  const onFinish = async ({ email, captcha: answer }: ResetValues) => {
    const result = await apply({ email, captcha: answer, captchaKey: captcha?.captchaKey ?? '' });
    if (result.error) {
      form.setFieldValue('captcha', '');
      void refreshCaptcha();
      return;
    }
    void message.success(t('auth.messages.resetEmailSent'), RESET_SENT_MESSAGE_SECONDS);
    start();
  };

  return (
    <Form<ResetValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <Form.Item name="email" label={t('auth.fields.email')} validateTrigger={['onChange', 'onBlur']} rules={rules.email}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('auth.fields.captcha')} htmlFor="reset-captcha" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={rules.captcha}>
            <Input id="reset-captcha" maxLength={8} />
          </Form.Item>
          <Button
            onClick={() => void refreshCaptcha()}
            title={t('auth.actions.refreshCaptcha')}
            style={{ padding: 0, width: 110, overflow: 'hidden' }}
            data-testid="captcha-image"
          >
            {captcha?.img ? <img src={captcha.img} alt={t('auth.fields.captcha')} style={{ height: '100%' }} /> : t('auth.actions.refreshCaptcha')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading} disabled={secondsLeft > 0} data-testid="send-code-reset">
        {secondsLeft > 0 ? t('auth.actions.resendIn', { seconds: secondsLeft }) : t('auth.actions.sendResetEmail')}
      </Button>
      <Button type="link" size="small" style={{ marginTop: 12 }} onClick={() => dispatch(authDialogModeChanged('login'))}>
        {t('auth.actions.toLogin')}
      </Button>
    </Form>
  );
}
