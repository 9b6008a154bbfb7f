import { Form, Input, Radio, Switch } from 'antd';
import { GROUP_LIMITS, GroupAuth } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { groupAuthKey } from '../labels.ts';
import { groupCodeRules, groupTextRules } from '../form-rules.ts';

/** The values of the group form (create dialog and setting tab). */
export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code?: string;
  visible: boolean;
}

/** The fields of the group form with the spec's checks (spec 03 §5); inside an antd Form. */
export function GroupFormFields() {
  const { t } = useTranslation();
  const auth = Form.useWatch<number | undefined>('auth');
  const codeRequired = auth !== undefined && auth !== GroupAuth.Public;
  return (
    <>
      <Form.Item name="name" label={t('group.form.name')} rules={groupTextRules(t, 'name')}>
        <Input maxLength={GROUP_LIMITS.name.max} showCount data-testid="group-form-name" />
      </Form.Item>
      <Form.Item name="shortName" label={t('group.form.shortName')} rules={groupTextRules(t, 'shortName')}>
        <Input maxLength={GROUP_LIMITS.shortName.max} showCount data-testid="group-form-short-name" />
      </Form.Item>
      <Form.Item name="brief" label={t('group.form.brief')} rules={groupTextRules(t, 'brief')}>
        <Input maxLength={GROUP_LIMITS.brief.max} showCount data-testid="group-form-brief" />
      </Form.Item>
      <Form.Item name="auth" label={t('group.form.auth')} rules={[{ required: true, message: t('group.form.required', { field: t('group.form.auth') }) }]}>
        <Radio.Group data-testid="group-form-auth">
          {[GroupAuth.Public, GroupAuth.Protected, GroupAuth.Private].map((value) => (
            <Radio key={value} value={value} data-testid={`group-form-auth-${String(value)}`}>
              {t(groupAuthKey(value))}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {codeRequired ? (
        <Form.Item name="code" label={t('group.form.code')} extra={t('group.form.codeHint')} rules={groupCodeRules(t, true)}>
          <Input maxLength={GROUP_LIMITS.codeLength} data-testid="group-form-code" />
        </Form.Item>
      ) : null}
      <Form.Item name="description" label={t('group.form.description')} rules={groupTextRules(t, 'description')}>
        <Input.TextArea rows={6} maxLength={GROUP_LIMITS.description.max} showCount data-testid="group-form-description" />
      </Form.Item>
      <Form.Item name="visible" label={t('group.form.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
