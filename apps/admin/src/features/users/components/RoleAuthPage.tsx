import { useEffect } from 'react';
import { Alert, Card, Table, Tag, Typography } from 'antd';
import { useGetRoleAuthQuery } from '@oj/api-client/admin-user';
import type { RoleAuthDto } from '@oj/api-client/admin-user';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { roleColor, roleLabelKey } from '../roles.ts';

/** "Auth and role auth" (spec 03 §2.19): the role table and each role's permissions, read-only. */
export function RoleAuthPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data, isLoading, error } = useGetRoleAuthQuery(undefined);

  useEffect(() => {
    document.title = t('users.auth.title');
  }, [t]);

  return (
    <Card>
      <Typography.Title level={2}>{t('users.auth.title')}</Typography.Title>
      <Alert type="info" showIcon title={t('users.auth.readOnly')} style={{ marginBottom: 16 }} />
      {error ? <Alert type="error" showIcon role="alert" title={t('dataTable.loadFailed')} style={{ marginBottom: 16 }} /> : null}
      <Table<RoleAuthDto>
        aria-label={t('users.auth.title')}
        rowKey="code"
        loading={isLoading}
        dataSource={data?.roles ?? []}
        pagination={false}
        columns={[
          { key: 'code', title: t('users.auth.code'), dataIndex: 'code', width: 90 },
          {
            key: 'name',
            title: t('users.auth.name'),
            render: (_: unknown, role) => (
              <>
                <Tag color={roleColor(role.code)}>{t(roleLabelKey(role.code) as 'users.roles.r1000', { defaultValue: role.name })}</Tag>
                <Typography.Text type="secondary">{role.name}</Typography.Text>
              </>
            ),
          },
          { key: 'description', title: t('users.auth.description'), dataIndex: 'description' },
          {
            key: 'permissions',
            title: t('users.auth.permissions'),
            render: (_: unknown, role) =>
              role.permissions.map((permission) => (
                <Tag key={permission}>{t(`users.auth.permission.${permission}` as 'users.auth.permission.admin', { defaultValue: permission })}</Tag>
              )),
          },
          { key: 'userCount', title: t('users.auth.userCount'), dataIndex: 'userCount', width: 90 },
        ]}
      />
    </Card>
  );
}
