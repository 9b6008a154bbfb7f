import { Button, Divider, Form, Input } from 'antd';
import { MOBILE_PATTERN } from '@oj/contracts';
import { selectUserInfo } from '@oj/api-client/core';
import { useChangeMobileMutation } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellSelector } from '@oj/app-shell';

/** The server's rule (contracts MOBILE_PATTERN), so both sides accept the same numbers. */
const MOBILE = new RegExp(MOBILE_PATTERN);

interface MobileValues {
  newMobile: string;
  password: string;
}

/**
 * Change mobile (spec 01 §5): required, well-formed (an 11-digit mainland China number or +country
 * code), different from the current one, confirmed with the password. The server also refuses a
 * number another account has.
 */
export function MobileForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const userInfo = useShellSelector(selectUserInfo);
  const [form] = Form.useForm<MobileValues>();
  const [changeMobile, { isLoading }] = useChangeMobileMutation();
  const currentMobile = userInfo?.mobile ?? '';

  const onFinish = async (values: MobileValues) => {
    const result = await changeMobile({ newMobile: values.newMobile.trim(), password: values.password });
    if ('error' in result) return;
    void message.success(t('setting.updated'));
    form.resetFields();
  };

  return (
    <>
      <Divider titlePlacement="start">{t('setting.changeMobile')}</Divider>
      <Form<MobileValues>
        form={form}
        name="mobile"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        data-testid="mobile-form"
      >
        <Form.Item label={t('setting.currentMobile')} htmlFor="setting-current-mobile">
          <Input id="setting-current-mobile" value={currentMobile === '' ? t('userHome.notSetYet') : currentMobile} disabled />
        </Form.Item>
        <Form.Item
          name="newMobile"
          label={t('setting.newMobile')}
          extra={t('setting.mobileHint')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('setting.mobileRequired') },
            {
              validator: (_rule, value: unknown) =>
                typeof value !== 'string' || MOBILE.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('setting.mobileFormat'))),
            },
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'string' && value.trim() === currentMobile ? Promise.reject(new Error(t('setting.mustDiffer'))) : Promise.resolve(),
            },
          ]}
        >
          <Input autoComplete="tel" inputMode="tel" maxLength={20} data-testid="new-mobile" />
        </Form.Item>
        <Form.Item name="password" label={t('setting.password')} rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" data-testid="mobile-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="change-mobile">
          {t('setting.update')}
        </Button>
      </Form>
    </>
  );
}
