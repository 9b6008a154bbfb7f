import { useEffect } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { hasAdminRole, isApiError, sessionCleared } from '@oj/api-client/core';
import { useAdminLoginMutation } from '@oj/api-client/account';
import { useShellDispatch } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { LanguageSwitch, useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';

interface LoginForm {
  username: string;
  password: string;
}

/** The administrator login (spec 03 §2.19): only admin roles get in. */
export function LoginPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const [adminLogin, { isLoading }] = useAdminLoginMutation();

  useEffect(() => {
    document.title = tAdmin('login.title');
  }, [tAdmin]);

  const onFinish = async (values: LoginForm) => {
    const result = await adminLogin(values);
    if (result.error) {
      const error = isApiError(result.error) ? result.error : null;
      void message.error(error?.msg || t('auth.messages.checkCredentials'));
      return;
    }
    if (!hasAdminRole(result.data.userInfo.roleList)) {
      dispatch(sessionCleared());
      void message.error(tAdmin('login.notAdmin'));
      return;
    }
    void message.success(t('auth.messages.welcomeBack'));
    void navigate(paths.dashboard.getHref(), { replace: true });
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 360 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography.Title level={3}>{tAdmin('login.title')}</Typography.Title>
          <LanguageSwitch compact />
        </div>
        <Form<LoginForm> layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('auth.fields.username')}
            rules={[
              { required: true, message: t('auth.validation.usernameRequired') },
              { max: 20, message: t('auth.validation.usernameMax') },
            ]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.fields.password')}
            rules={[
              { required: true, message: t('auth.validation.passwordRequired') },
              { min: 6, max: 20, message: t('auth.validation.passwordLength') },
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {tAdmin('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
