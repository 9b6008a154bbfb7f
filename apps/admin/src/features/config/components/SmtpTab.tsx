import { Button, Card, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import type { EmailConfigBodyDto } from '@oj/contracts';
import { EmailConfigBodySchema } from '@oj/contracts';
import { useGetEmailConfigQuery, useSendTestEmailMutation, useSetEmailConfigMutation } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { boundsOf, isHostOrIp, isMailAddress, isSender } from '../rules.ts';
import { TabState } from './TabState.tsx';

const bounds = (field: keyof typeof EmailConfigBodySchema.properties) => boundsOf(EmailConfigBodySchema.properties[field]);

/** The SMTP tab: the mail server (the password write-only) and a test mail to any address. */
export function SmtpTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetEmailConfigQuery(undefined);
  const [save, { isLoading: saving }] = useSetEmailConfigMutation();
  const [sendTest, { isLoading: sending }] = useSendTestEmailMutation();
  const [testForm] = Form.useForm<{ testEmail: string }>();
  const saved = useSaved();
  const rules = useFieldRules();
  const [form] = Form.useForm<EmailConfigBodyDto>();
  const port = bounds('port');

  const onSave = async (values: EmailConfigBodyDto) => {
    const body = { ...values, host: values.host.trim(), username: values.username.trim(), from: values.from.trim() };
    if (await saved(save(body))) form.setFieldValue('password', '');
  };

  const onTest = async ({ testEmail }: { testEmail: string }) => {
    const email = testEmail.trim();
    if (await saved(sendTest(email), t('config.smtp.testSent', { email }))) testForm.resetFields();
  };

  return (
    <TabState query={query}>
      {(config) => (
        <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ host: config.host, port: config.port, ssl: config.ssl, username: config.username, from: config.from, password: '' }}
            onFinish={(values) => void onSave(values)}
            data-testid="smtp-form"
          >
            <Form.Item
              name="host"
              label={t('config.smtp.host')}
              rules={[
                ...rules.text(t('config.smtp.host'), { required: true, maxLength: bounds('host').maxLength }),
                {
                  validator: (_rule, value: unknown) =>
                    typeof value !== 'string' || value.trim() === '' || isHostOrIp(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('config.validation.host'))),
                },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="port" label={t('config.smtp.port')} rules={rules.range(t('config.smtp.port'), port.minimum, port.maximum)}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item name="ssl" label={t('config.smtp.ssl')} extra={t('config.smtp.sslHelp')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="username"
              label={t('config.smtp.username')}
              extra={t('config.smtp.usernameHelp')}
              rules={rules.text(t('config.smtp.username'), { maxLength: bounds('username').maxLength, noControl: true })}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('config.smtp.password')}
              extra={config.passwordSet ? t('config.smtp.passwordStored') : t('config.smtp.passwordMissing')}
              rules={rules.text(t('config.smtp.password'), { maxLength: bounds('password').maxLength, noControl: true })}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="from"
              label={t('config.smtp.from')}
              extra={t('config.smtp.fromHelp')}
              rules={[
                ...rules.text(t('config.smtp.from'), { maxLength: bounds('from').maxLength }),
                {
                  validator: (_rule, value: unknown) =>
                    typeof value !== 'string' || value.trim() === '' || isSender(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('config.validation.sender'))),
                },
              ]}
            >
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('config.save')}
            </Button>
          </Form>
          <Card size="small" title={<Typography.Text strong>{t('config.smtp.testTitle')}</Typography.Text>}>
            <Form form={testForm} layout="inline" onFinish={(values) => void onTest(values)} data-testid="test-mail-form">
              <Form.Item
                label={t('config.smtp.testEmail')}
                name="testEmail"
                rules={[
                  {
                    validator: (_rule, value: unknown) =>
                      typeof value === 'string' && isMailAddress(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('config.validation.email'))),
                  },
                ]}
              >
                <Input type="email" style={{ minWidth: 260 }} />
              </Form.Item>
              <Button htmlType="submit" loading={sending}>
                {t('config.smtp.send')}
              </Button>
            </Form>
          </Card>
        </Space>
      )}
    </TabState>
  );
}
