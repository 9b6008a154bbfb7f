import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { isApiError } from '@oj/api-client/core';
import { useLoginMutation } from '@oj/api-client/account';
import type { LoginRequest } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellDispatch } from '@oj/app-shell';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { authDialogModeChanged, loginFailed, selectPuzzleRequired, useAuthUiSelector } from '../auth-slice.ts';
import { accountRules } from '../rules.ts';
import { SlidePuzzle } from './SlidePuzzle.tsx';

/** Login mode of the sign-in dialog; after 5 failures the slide puzzle gates the button (spec 01 §4). */
export function LoginForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const { config } = useSiteConfig();
  const puzzleRequired = useAuthUiSelector(selectPuzzleRequired);
  const [puzzlePassed, setPuzzlePassed] = useState(false);
  // A new key remounts the puzzle with a new picture after each failed attempt.
  const [puzzleKey, setPuzzleKey] = useState(0);
  const [login, { isLoading }] = useLoginMutation();
  const rules = accountRules(t);

  const onFinish = async (values: LoginRequest) => {
    if (puzzleRequired && !puzzlePassed) return;
    const result = await login(values);
    if (!result.error && result.data.token) {
      void message.success(t('auth.messages.welcomeBack'));
      return;
    }
    dispatch(loginFailed());
    setPuzzlePassed(false);
    setPuzzleKey((key) => key + 1);
    const apiMessage = isApiError(result.error) ? result.error.msg : '';
    void message.error({ content: apiMessage || t('auth.messages.checkCredentials'), key: 'login-failed' });
  };

  return (
    <Form<LoginRequest> layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <Form.Item name="username" label={t('auth.fields.username')} rules={rules.username}>
        <Input prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      {puzzleRequired ? (
        <Form.Item>
          <SlidePuzzle
            key={puzzleKey}
            onSuccess={() => {
              setPuzzlePassed(true);
            }}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={isLoading} disabled={puzzleRequired && !puzzlePassed}>
        {t('auth.actions.login')}
      </Button>
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
        {config.register ? (
          <Button type="link" size="small" onClick={() => dispatch(authDialogModeChanged('register'))}>
            {t('auth.actions.toRegister')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="link" size="small" onClick={() => dispatch(authDialogModeChanged('resetPassword'))}>
          {t('auth.actions.forgotPassword')}
        </Button>
      </Space>
    </Form>
  );
}
