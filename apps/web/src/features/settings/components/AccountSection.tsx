import { useEffect, useState } from 'react';
import { Button, Col, Divider, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { selectUserInfo } from '@oj/api-client/core';
import { useChangeEmailMutation, useChangePasswordMutation, useGetChangeEmailCodeMutation } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellSelector } from '@oj/app-shell';
import { MobileForm } from './MobileForm.tsx';

/** Seconds before another change-email code may be asked for. */
export const EMAIL_CODE_COUNTDOWN_SECONDS = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

interface EmailValues {
  newEmail: string;
  code: string;
  password: string;
}

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => {
      setLeft(left - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [left]);
  return [
    left,
    () => {
      setLeft(EMAIL_CODE_COUNTDOWN_SECONDS);
    },
  ];
}

/** The Account section: change password, email and mobile (spec 01 §2, §5: new values must differ from old ones). */
export function AccountSection() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const userInfo = useShellSelector(selectUserInfo);
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [emailForm] = Form.useForm<EmailValues>();
  const [changePassword, { isLoading: changingPassword }] = useChangePasswordMutation();
  const [changeEmail, { isLoading: changingEmail }] = useChangeEmailMutation();
  const [sendCode, { isLoading: sendingCode }] = useGetChangeEmailCodeMutation();
  const [secondsLeft, startCountdown] = useCountdown();

  const passwordRules: FormRule[] = [
    { required: true, message: t('auth.validation.passwordRequired') },
    { min: 6, max: 20, message: t('auth.validation.passwordLength') },
  ];
  const currentEmail = userInfo?.email ?? '';

  const onPassword = async (values: PasswordValues) => {
    const result = await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    if ('error' in result) return;
    void message.success(t('setting.updated'));
    passwordForm.resetFields();
  };
  const onSendCode = async () => {
    try {
      await emailForm.validateFields(['newEmail']);
    } catch {
      return;
    }
    const result = await sendCode(emailForm.getFieldValue('newEmail') as string);
    if ('error' in result) return;
    void message.success(t('auth.messages.codeSent'));
    startCountdown();
  };
  const onEmail = async (values: EmailValues) => {
    const result = await changeEmail({ newEmail: values.newEmail, code: values.code, password: values.password });
    if ('error' in result) return;
    void message.success(t('setting.updated'));
    emailForm.resetFields();
  };

  return (
    <Row gutter={32} data-testid="account-section">
      <Col xs={24} md={12}>
        <Divider titlePlacement="start">{t('setting.changePassword')}</Divider>
        <Form<PasswordValues> form={passwordForm} layout="vertical" requiredMark={false} onFinish={(values) => void onPassword(values)}>
          <Form.Item name="oldPassword" label={t('setting.oldPassword')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('setting.newPassword')}
            dependencies={['oldPassword']}
            rules={[
              ...passwordRules,
              ({ getFieldValue }) => ({
                validator: (_rule, value: unknown) =>
                  !value || value !== getFieldValue('oldPassword') ? Promise.resolve() : Promise.reject(new Error(t('setting.mustDiffer'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="newPasswordAgain"
            label={t('setting.newPasswordAgain')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('auth.validation.passwordAgainRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value: unknown) =>
                  !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('auth.validation.passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={changingPassword} data-testid="change-password">
            {t('setting.update')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} md={12}>
        <Divider titlePlacement="start">{t('setting.changeEmail')}</Divider>
        <Form<EmailValues> form={emailForm} layout="vertical" requiredMark={false} onFinish={(values) => void onEmail(values)}>
          <Form.Item label={t('setting.currentEmail')} htmlFor="setting-current-email">
            <Input id="setting-current-email" value={currentEmail} disabled />
          </Form.Item>
          <Form.Item
            name="newEmail"
            label={t('setting.newEmail')}
            rules={[
              { required: true, message: t('auth.validation.emailRequired') },
              { pattern: EMAIL_PATTERN, message: t('auth.validation.emailFormat') },
              {
                validator: (_rule, value: unknown) =>
                  typeof value === 'string' && value.toLowerCase() === currentEmail.toLowerCase() && value !== ''
                    ? Promise.reject(new Error(t('setting.mustDiffer')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('setting.emailCode')} htmlFor="setting-email-code" required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  { required: true, message: t('auth.validation.codeRequired') },
                  { len: 6, message: t('auth.validation.codeLength') },
                ]}
              >
                <Input id="setting-email-code" maxLength={6} />
              </Form.Item>
              <Button loading={sendingCode} disabled={secondsLeft > 0} onClick={() => void onSendCode()}>
                {secondsLeft > 0 ? t('auth.actions.resendIn', { seconds: secondsLeft }) : t('setting.sendCode')}
              </Button>
            </div>
          </Form.Item>
          <Form.Item name="password" label={t('setting.password')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={changingEmail}>
            {t('setting.update')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} md={12}>
        <MobileForm />
      </Col>
    </Row>
  );
}
