import { Alert, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { MobileConfigBodyDto } from '@oj/contracts';
import { SMS_PROVIDERS } from '@oj/contracts';
import { useGetMobileConfigQuery, useSetMobileConfigMutation } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { mobileBounds } from '../rules.ts';
import { TabState } from './TabState.tsx';

type KeyField = 'accessKeyId' | 'signName' | 'templateId';

/** The mobile tab: SMS provider settings, stored for an adapter (the secret write-only). */
export function MobileTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetMobileConfigQuery(undefined);
  const [save, { isLoading: saving }] = useSetMobileConfigMutation();
  const saved = useSaved();
  const rules = useFieldRules();
  const [form] = Form.useForm<MobileConfigBodyDto>();
  // Undefined until the form has mounted.
  const enabled = Form.useWatch((values: Partial<MobileConfigBodyDto>) => values.enabled === true, form);
  const provider = Form.useWatch((values: Partial<MobileConfigBodyDto>) => values.provider ?? '', form);
  // What the server requires before SMS may be on (mobile-config.ts): a provider and its keys.
  const keysNeeded = enabled && provider !== '' && provider !== 'http';

  const keyField = (field: KeyField) => {
    const label = t(`config.mobile.${field}`);
    return (
      <Form.Item
        name={field}
        label={label}
        dependencies={['enabled', 'provider']}
        rules={rules.text(label, { required: keysNeeded, maxLength: mobileBounds(field).maxLength, noControl: true })}
      >
        <Input autoComplete="off" />
      </Form.Item>
    );
  };

  const onSave = async (values: MobileConfigBodyDto) => {
    if (await saved(save(values))) form.setFieldValue('accessKeySecret', '');
  };

  return (
    <TabState query={query}>
      {(config) => {
        const { secretSet, ...initial } = config;
        const secretLabel = t('config.mobile.accessKeySecret');
        const ttl = mobileBounds('codeTtlMin');
        const daily = mobileBounds('dailyLimitPerNumber');
        return (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ ...initial, accessKeySecret: '' }}
            onFinish={(values) => void onSave(values)}
            data-testid="mobile-form"
            style={{ maxWidth: 720 }}
          >
            <Alert type="info" showIcon title={t('config.mobile.notice')} style={{ marginBottom: 16 }} />
            <Form.Item name="enabled" label={t('config.mobile.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="provider"
              label={t('config.mobile.provider')}
              dependencies={['enabled']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: unknown) =>
                    getFieldValue('enabled') === true && !value ? Promise.reject(new Error(t('config.mobile.providerNeeded'))) : Promise.resolve(),
                }),
              ]}
            >
              <Select options={SMS_PROVIDERS.map((name) => ({ value: name, label: t(`config.mobile.providers.${name === '' ? 'none' : name}`) }))} />
            </Form.Item>
            <Form.Item
              name="endpoint"
              label={t('config.mobile.endpoint')}
              extra={t('config.mobile.endpointHelp')}
              dependencies={['enabled', 'provider']}
              rules={rules.text(t('config.mobile.endpoint'), { required: enabled && provider === 'http', ...mobileBounds('endpoint'), kind: 'link' })}
            >
              <Input />
            </Form.Item>
            {keyField('accessKeyId')}
            <Form.Item
              name="accessKeySecret"
              label={secretLabel}
              extra={secretSet ? t('config.mobile.secretStored') : t('config.mobile.secretMissing')}
              dependencies={['enabled', 'provider']}
              rules={rules.text(secretLabel, { required: keysNeeded && !secretSet, maxLength: mobileBounds('accessKeySecret').maxLength, noControl: true })}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            {keyField('signName')}
            {keyField('templateId')}
            <Form.Item name="codeTtlMin" label={t('config.mobile.codeTtlMin')} rules={rules.range(t('config.mobile.codeTtlMin'), ttl.minimum, ttl.maximum)}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item
              name="dailyLimitPerNumber"
              label={t('config.mobile.dailyLimitPerNumber')}
              rules={rules.range(t('config.mobile.dailyLimitPerNumber'), daily.minimum, daily.maximum)}
            >
              <InputNumber precision={0} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('config.save')}
            </Button>
          </Form>
        );
      }}
    </TabState>
  );
}
