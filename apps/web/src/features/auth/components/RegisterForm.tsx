import { Button, Form, Input, Space } from 'antd';
import type { FormRule } from 'antd';
import { useCheckUsernameOrEmailMutation, useGetRegisterCodeMutation, useRegisterMutation } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellDispatch } from '@oj/app-shell';
import { authDialogModeChanged } from '../auth-slice.ts';
import { accountRules } from '../rules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

/** How long the "code sent" message stays on the register form (spec 01 §8). */
const CODE_SENT_MESSAGE_SECONDS = 5;

/** Register mode: username and email are checked for existence on blur; the code has a 60 s countdown. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const [form] = Form.useForm<RegisterValues>();
  const [check] = useCheckUsernameOrEmailMutation();
  const [sendCode, { isLoading: sending }] = useGetRegisterCodeMutation();
  const [register, { isLoading }] = useRegisterMutation();
  const rules = accountRules(t);

  // Existence checks run on blur only; a failed check lets the server decide at submit.
  const mustNotExist = (field: 'username' | 'email', messageText: string): FormRule => ({
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const result = await check({ [field]: value });
      if (result.data?.[field]) throw new Error(messageText);
    },
  });

  const onSend = async (): Promise<boolean> => {
    try {
      await form.validateFields(['email']);
    } catch {
      return false;
    }
    const email: unknown = form.getFieldValue('email');
    const result = await sendCode(typeof email === 'string' ? email : '');
    if (result.error) return false;
    void message.success(t('auth.messages.codeSent'), CODE_SENT_MESSAGE_SECONDS);
    return true;
  };

  const onFinish = async ({ username, password, email, code }: RegisterValues) => {
    const result = await register({ username, password, email, code });
    if (result.error) {
      form.setFieldValue('code', '');
      return;
    }
    void message.success(t('auth.messages.thanksRegistering'));
    dispatch(authDialogModeChanged('login'));
  };

  return (
    <Form<RegisterValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <Form.Item
        name="username"
        label={t('auth.fields.username')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[...rules.username, mustNotExist('username', t('auth.validation.usernameExists'))]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} rules={rules.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="passwordAgain" label={t('auth.fields.passwordAgain')} dependencies={['password']} rules={rules.passwordAgain}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('auth.fields.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[...rules.email, mustNotExist('email', t('auth.validation.emailExists'))]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('auth.fields.code')} htmlFor="register-code" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={rules.code}>
            <Input id="register-code" maxLength={6} />
          </Form.Item>
          <SendCodeButton kind="register" label={t('auth.actions.sendCode')} loading={sending} onSend={onSend} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('auth.actions.register')}
      </Button>
      <Button type="link" size="small" style={{ marginTop: 12 }} onClick={() => dispatch(authDialogModeChanged('login'))}>
        {t('auth.actions.toLogin')}
      </Button>
    </Form>
  );
}
