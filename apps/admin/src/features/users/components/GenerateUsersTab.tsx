import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { isApiError } from '@oj/api-client/core';
import { useGenerateUsersMutation } from '@oj/api-client/admin-user';
import type { GeneratedUserDto } from '@oj/api-client/admin-user';
import { GENERATE_USER_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { PasswordCell, PasswordSheet } from '@oj/manage/password-sheet';
import { checkGenerateForm, generatedUsernames } from '../generate-rules.ts';
import type { GenerateForm } from '../generate-rules.ts';

/** Generate numbered accounts (spec 03 §5 rules); the passwords are shown once, with a CSV download. */
export function GenerateUsersTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [form] = Form.useForm<GenerateForm>();
  const values = Form.useWatch([], form) as GenerateForm | undefined;
  const [generate, { isLoading }] = useGenerateUsersMutation();
  const [generated, setGenerated] = useState<GeneratedUserDto[] | null>(null);

  const problem = values ? checkGenerateForm(values) : null;
  const names = values && !problem ? generatedUsernames(values) : [];

  const onFinish = async (form: GenerateForm) => {
    if (checkGenerateForm(form) !== null) return;
    const answer = await generate({
      prefix: form.prefix?.trim() ?? '',
      suffix: form.suffix?.trim() ?? '',
      numberFrom: form.numberFrom ?? 0,
      numberTo: form.numberTo ?? 0,
      passwordLength: form.passwordLength ?? 6,
      ...(form.school?.trim() ? { school: form.school.trim() } : {}),
    });
    if (answer.error) {
      void message.error(isApiError(answer.error) ? answer.error.msg : t('dataTable.loadFailed'));
      return;
    }
    setGenerated(answer.data.users);
  };

  // Each rule shows under its own field; checkGenerateForm is the one place that decides.
  const ruleFor = (...owned: string[]) => ({
    validator: () => {
      const current = checkGenerateForm(form.getFieldsValue());
      return current && owned.includes(current) ? Promise.reject(new Error(t(`users.generate.${current}`, { max: GENERATE_USER_MAX }))) : Promise.resolve();
    },
  });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Form<GenerateForm>
        form={form}
        layout="vertical"
        name="generate-users"
        initialValues={{ prefix: '', suffix: '', passwordLength: 8 }}
        onFinish={(submitted) => void onFinish(submitted)}
        onValuesChange={() => {
          // A rule may depend on another field (end ≥ start, name length): re-check what was touched.
          const touched = (['prefix', 'numberFrom', 'numberTo', 'passwordLength'] as const).filter((name) => form.isFieldTouched(name));
          void form.validateFields(touched).catch(() => undefined);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="prefix" label={t('users.generate.prefix')} rules={[ruleFor('nameTooLong')]}>
              <Input maxLength={19} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="suffix" label={t('users.generate.suffix')}>
              <Input maxLength={19} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="numberFrom" label={t('users.generate.numberFrom')} required rules={[ruleFor('numberFromRequired')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="numberTo" label={t('users.generate.numberTo')} required rules={[ruleFor('numberToRequired', 'numberOrder', 'tooMany')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="passwordLength" label={t('users.generate.passwordLength')} required rules={[ruleFor('passwordLengthRange')]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="school" label={t('users.generate.school')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        {names.length > 0 && (
          <Typography.Paragraph type="secondary" data-testid="generate-preview">
            {t('users.generate.previewNames', { first: names[0] ?? '', last: names[names.length - 1] ?? '', count: names.length })}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('users.generate.submit')}
        </Button>
      </Form>
      {generated && (
        <PasswordSheet<GeneratedUserDto>
          testId="generate-result"
          title={t('users.generate.result')}
          warning={t('users.generate.onceWarning')}
          downloadLabel={t('users.generate.download')}
          fileName="generated-users.csv"
          sheet={() => [['username', 'password'], ...generated.map((user) => [user.username, user.password])]}
          rows={generated}
          rowKey="username"
          columns={[
            { key: 'username', title: t('users.fields.username'), dataIndex: 'username' },
            { key: 'password', title: t('users.generate.password'), dataIndex: 'password', render: (value: string) => <PasswordCell password={value} /> },
          ]}
        />
      )}
    </Space>
  );
}
