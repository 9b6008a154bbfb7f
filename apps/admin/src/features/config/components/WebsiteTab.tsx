import { Button, Divider, Form, Input, Space, Switch } from 'antd';
import type { AdminWebConfigDto } from '@oj/contracts';
import { useGetWebConfigQuery, useSetWebConfigMutation } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { websiteBounds } from '../rules.ts';
import { TabState } from './TabState.tsx';

type TextField = 'name' | 'shortName' | 'recordName' | 'recordUrl' | 'projectName' | 'projectUrl' | 'baseUrl';
const SWITCHES = ['register', 'openPublicDiscussion', 'visible1', 'visible2', 'visible3', 'visible4'] as const;
const BANNERS = [1, 2, 3] as const;
const BASE_URL = { maxLength: 512, pattern: /^(https?:\/\/\S+)?$/ };

/** The website tab (spec 03 §3 "Admin website config"), with the public address used in mails. */
export function WebsiteTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetWebConfigQuery(undefined);
  const [save, { isLoading: saving }] = useSetWebConfigMutation();
  const saved = useSaved();
  const rules = useFieldRules();
  const [form] = Form.useForm<AdminWebConfigDto>();

  const text = (field: TextField, options: { required?: boolean; kind?: 'link' } = {}) => {
    const label = t(`config.website.${field}`);
    const bounds = field === 'baseUrl' ? BASE_URL : websiteBounds(field);
    return (
      <Form.Item
        name={field}
        label={label}
        extra={field === 'baseUrl' ? t('config.website.baseUrlHelp') : undefined}
        rules={rules.text(label, { ...bounds, ...options })}
      >
        <Input />
      </Form.Item>
    );
  };

  return (
    <TabState query={query}>
      {(config) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={config}
          onFinish={(values) => void saved(save(values))}
          data-testid="website-form"
          style={{ maxWidth: 720 }}
        >
          <Divider titlePlacement="start">{t('config.website.siteSection')}</Divider>
          {text('name', { required: true })}
          {text('shortName', { required: true })}
          <Form.Item
            name="description"
            label={t('config.website.description')}
            rules={rules.text(t('config.website.description'), websiteBounds('description'))}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          {text('baseUrl', { kind: 'link' })}
          <Divider titlePlacement="start">{t('config.website.footerSection')}</Divider>
          {text('recordName')}
          {text('recordUrl', { kind: 'link' })}
          {text('projectName')}
          {text('projectUrl', { kind: 'link' })}
          <Divider titlePlacement="start">{t('config.website.homeSection')}</Divider>
          {SWITCHES.map((field) => (
            <Form.Item key={field} name={field} label={t(`config.website.${field}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
          <Divider titlePlacement="start">{t('config.website.bannerSection')}</Divider>
          {BANNERS.map((index) => {
            const imageLabel = t('config.website.image', { index });
            const addrLabel = t('config.website.addr', { index });
            return (
              <Space key={index} align="end" wrap style={{ width: '100%' }}>
                <Form.Item
                  name={`image${index}`}
                  label={imageLabel}
                  rules={rules.text(imageLabel, { ...websiteBounds(`image${index}`), kind: 'image' })}
                  style={{ minWidth: 260 }}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={`addr${index}`}
                  label={addrLabel}
                  rules={rules.text(addrLabel, { ...websiteBounds(`addr${index}`), kind: 'link' })}
                  style={{ minWidth: 260 }}
                >
                  <Input />
                </Form.Item>
                <Form.Item>
                  <Button
                    onClick={() => {
                      form.setFieldsValue({ [`image${index}`]: '', [`addr${index}`]: '' });
                    }}
                  >
                    {t('config.website.clearBanner', { index })}
                  </Button>
                </Form.Item>
              </Space>
            );
          })}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('config.save')}
          </Button>
        </Form>
      )}
    </TabState>
  );
}
