import { Alert, Button, Form, InputNumber } from 'antd';
import type { LimitsOf, LimitsTab as LimitsTabName } from '@oj/api-client/admin-site';
import { useGetLimitsQuery, useSetLimitsMutation } from '@oj/api-client/admin-site';
import type { AdminMessageKey } from '@oj/i18n/admin';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFieldRules } from '../hooks/use-field-rules.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { LIMIT_FIELDS, ZERO_MEANS_NO_LIMIT } from '../rules.ts';
import { TabState } from './TabState.tsx';

/** The judge, discussion or group tab: whole numbers within the contract's bounds. */
export function LimitsTab({ tab }: { tab: LimitsTabName }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetLimitsQuery(tab);
  const [save, { isLoading: saving }] = useSetLimitsMutation();
  const saved = useSaved();
  const rules = useFieldRules();
  return (
    <TabState query={query}>
      {(values) => (
        <Form
          layout="vertical"
          initialValues={values}
          onFinish={(next: LimitsOf[typeof tab]) => void saved(save({ tab, values: next }))}
          data-testid={`${tab}-form`}
          style={{ maxWidth: 720 }}
        >
          <Alert type="info" showIcon title={t('config.limits.intro')} style={{ marginBottom: 16 }} />
          {LIMIT_FIELDS[tab].map((field) => {
            const label = t(`config.limits.${field.name}` as AdminMessageKey);
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={label}
                extra={ZERO_MEANS_NO_LIMIT.has(field.name) ? t('config.limits.zeroNoLimit') : undefined}
                rules={rules.range(label, field.minimum, field.maximum)}
              >
                {/* No min/max here: a value out of range gets the message rather than a silent change. */}
                <InputNumber precision={0} style={{ width: 200 }} />
              </Form.Item>
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
