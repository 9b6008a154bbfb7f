import { Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useAppDispatch } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { accountRules } from '@/features/auth/rules.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

interface ResetPasswordValues {
  username: string;
  password: string;
  passwordAgain: string;
}

/** The page the reset email links to (query username and code): a new password, then login (spec 01 §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const rules = accountRules(t);
  useDocumentTitle(t('page.resetPassword'));

  const onFinish = async ({ username, password }: ResetPasswordValues) => {
    const result = await resetPassword({ username, password, code: search.get('code') ?? '' });
    if (result.error) return;
    void message.success(t('auth.messages.passwordReset'));
    void navigate(paths.root.getHref());
    dispatch(authDialogOpened('login'));
  };

  return (
    <Card style={{ maxWidth: 420, margin: '0 auto' }}>
      <Typography.Title level={3}>{t('page.resetPassword')}</Typography.Title>
      <Form<ResetPasswordValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ username: search.get('username') ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="username" label={t('auth.fields.username')} rules={rules.username}>
          <Input disabled />
        </Form.Item>
        <Form.Item name="password" label={t('auth.fields.newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="passwordAgain" label={t('auth.fields.passwordAgain')} dependencies={['password']} rules={rules.passwordAgain}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.actions.resetPassword')}
        </Button>
      </Form>
    </Card>
  );
}
