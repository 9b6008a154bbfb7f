import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { isApiError } from '@oj/api-client/core';
import { useEditAdminUserMutation } from '@oj/api-client/admin-user';
import type { AdminUserRecordDto, EditUserBodyDto } from '@oj/api-client/admin-user';
import { TEAM_MEMBERS_MAX, TEAM_NAME_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { ROLE_CODES, mainRole, roleLabelKey } from '../roles.ts';
import { memberNames, teamFieldsProblem } from '../team-fields.ts';

/** The dialog's values: the body's, with the members as typed (one a line). */
type EditForm = Omit<EditUserBodyDto, 'uid' | 'members'> & { members: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Edits a user (§3 "Admin user fields", role, status, title, team, optional new password). */
export function EditUserDialog({ user, onClose }: { user: AdminUserRecordDto; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [form] = Form.useForm<EditForm>();
  const [edit, { isLoading }] = useEditAdminUserMutation();
  const initial: EditForm = {
    username: user.username,
    realname: user.realname ?? '',
    email: user.email,
    nickname: user.nickname ?? '',
    school: user.school ?? '',
    number: user.number ?? '',
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : 'secrecy',
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
    role: mainRole(user.roles.map((role) => role.code)),
    status: user.status === 1 ? 1 : 0,
    password: '',
    teamName: user.teamName ?? '',
    members: (user.members ?? []).join('\n'),
  };

  const onSave = async () => {
    // A failed check shows under its field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // The team is always sent: an empty name makes the account a plain one again.
    const answer = await edit({ ...values, teamName: values.teamName?.trim() ?? '', members: memberNames(values.members), uid: user.uid });
    if (answer.error) {
      void message.error(isApiError(answer.error) ? answer.error.msg : t('dataTable.loadFailed'));
      return;
    }
    void message.success(t('users.actions.saved'));
    onClose();
  };

  const text = (name: keyof EditForm, label: string, max: number) => (
    <Form.Item name={name} label={label} rules={[{ max, message: `${label} ≤ ${max}` }]}>
      <Input />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t('users.edit.title', { username: user.username })}
      onCancel={onClose}
      onOk={() => void onSave()}
      confirmLoading={isLoading}
      width={720}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('users.edit.signOutHint')} style={{ marginBottom: 16 }} />
      <Form<EditForm> form={form} layout="vertical" initialValues={initial} name="edit-user">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="username"
              label={t('users.fields.username')}
              rules={[
                { required: true, whitespace: true, message: t('users.edit.usernameRequired') },
                { max: 20, message: t('users.edit.usernameMax') },
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('users.fields.email')} rules={[{ pattern: EMAIL_PATTERN, message: t('users.edit.emailFormat') }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>{text('realname', t('users.fields.realname'), 50)}</Col>
          <Col span={12}>{text('nickname', t('users.fields.nickname'), 20)}</Col>
          <Col span={12}>{text('school', t('users.fields.school'), 100)}</Col>
          <Col span={12}>{text('number', t('users.fields.number'), 50)}</Col>
          <Col span={12}>
            <Form.Item name="gender" label={t('users.fields.gender')}>
              <Select options={(['male', 'female', 'secrecy'] as const).map((value) => ({ value, label: t(`users.gender.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="role" label={t('users.fields.role')}>
              <Select options={ROLE_CODES.map((code) => ({ value: code, label: `${t(roleLabelKey(code) as 'users.roles.r1000')} (${code})` }))} />
            </Form.Item>
          </Col>
          <Col span={12}>{text('titleName', t('users.fields.titleName'), 50)}</Col>
          <Col span={12}>
            <Form.Item
              name="titleColor"
              label={t('users.fields.titleColor')}
              rules={[{ pattern: /^(|#[0-9A-Fa-f]{3,8})$/, message: t('users.edit.colorFormat') }]}
            >
              <Input placeholder="#ff0000" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('users.fields.status')}>
              <Select
                options={[
                  { value: 0, label: t('users.status.normal') },
                  { value: 1, label: t('users.status.banned') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t('users.fields.newPassword')}
              extra={t('users.edit.passwordHint')}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    !value || (value.length >= 6 && value.length <= 25) ? Promise.resolve() : Promise.reject(new Error(t('users.edit.passwordLength'))),
                },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="teamName"
              label={t('users.fields.teamName')}
              extra={t('users.edit.teamHint')}
              rules={[{ max: TEAM_NAME_MAX, message: t('users.edit.teamNameMax', { max: TEAM_NAME_MAX }) }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="members"
              label={t('users.fields.members')}
              extra={t('users.edit.membersHint', { max: TEAM_MEMBERS_MAX })}
              dependencies={['teamName']}
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const problem = teamFieldsProblem(String(form.getFieldValue('teamName') ?? ''), value ?? '');
                    return problem ? Promise.reject(new Error(t(`users.edit.${problem.key}`, { max: problem.max ?? 0 }))) : Promise.resolve();
                  },
                },
              ]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
