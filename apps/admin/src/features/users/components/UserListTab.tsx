import { useState } from 'react';
import { Button, Popconfirm, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { isApiError } from '@oj/api-client/core';
import { useDeleteAdminUsersMutation, useGetAdminUserListQuery } from '@oj/api-client/admin-user';
import type { AdminUserRecordDto } from '@oj/api-client/admin-user';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag, useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { roleColor, roleLabelKey } from '../roles.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { SessionsDialog } from './SessionsDialog.tsx';

/** The user list: search, admins-only filter, edit, sessions and delete. */
export function UserListTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const [onlyAdmin, setOnlyAdmin] = useState(false);
  const result = useGetAdminUserListQuery({ ...table.args, onlyAdmin });
  const [deleteUsers] = useDeleteAdminUsersMutation();
  const [editing, setEditing] = useState<AdminUserRecordDto | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUserRecordDto | null>(null);

  const onDelete = async (user: AdminUserRecordDto) => {
    const answer = await deleteUsers({ ids: [user.uid] });
    if (answer.error) void message.error(isApiError(answer.error) ? answer.error.msg : t('dataTable.loadFailed'));
    else void message.success(t('users.actions.deleted'));
  };

  const columns: TableColumnsType<AdminUserRecordDto> = [
    {
      key: 'username',
      title: t('users.fields.username'),
      render: (_: unknown, user) => (
        <>
          <Typography.Text strong>{user.username}</Typography.Text>
          {user.teamName !== null && (
            <div title={user.members?.join(', ')}>
              <Typography.Text type="secondary">
                {t('users.fields.teamName')}: {user.teamName}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { key: 'realname', title: t('users.fields.realname'), dataIndex: 'realname' },
    { key: 'email', title: t('users.fields.email'), dataIndex: 'email' },
    {
      key: 'roles',
      title: t('users.fields.role'),
      render: (_: unknown, user) =>
        user.roles.map((role) => (
          <Tag key={role.code} color={roleColor(role.code)}>
            {t(roleLabelKey(role.code) as 'users.roles.r1000', { defaultValue: role.name })}
          </Tag>
        )),
    },
    {
      key: 'title',
      title: t('users.fields.titleName'),
      render: (_: unknown, user) => (user.titleName ? <ColorTag color={user.titleColor ?? '#595959'}>{user.titleName}</ColorTag> : null),
    },
    {
      key: 'status',
      title: t('users.fields.status'),
      render: (_: unknown, user) =>
        user.status === 0 ? <Tag color="green">{t('users.status.normal')}</Tag> : <Tag color="red">{t('users.status.banned')}</Tag>,
    },
    { key: 'created', title: t('users.fields.created'), dataIndex: 'gmtCreate', render: (value: string) => new Date(value).toLocaleString() },
  ];

  return (
    <>
      <DataTable<AdminUserRecordDto>
        testId="user-table"
        ariaLabel={t('users.list.ariaLabel')}
        result={result}
        state={table}
        columns={columns}
        rowKey="uid"
        searchPlaceholder={t('users.list.search')}
        toolbar={
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch
              checked={onlyAdmin}
              onChange={(checked) => {
                setOnlyAdmin(checked);
                table.setPage(1, table.args.limit);
              }}
              aria-label={t('users.list.onlyAdmin')}
            />
            {t('users.list.onlyAdmin')}
          </label>
        }
        rowActions={(user) => (
          <>
            <Button
              size="small"
              onClick={() => {
                setEditing(user);
              }}
            >
              {t('users.actions.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setSessionsOf(user);
              }}
            >
              {t('users.actions.sessions')}
            </Button>
            <Popconfirm title={t('users.actions.deleteConfirm', { username: user.username })} onConfirm={() => void onDelete(user)}>
              <Button size="small" danger>
                {t('users.actions.delete')}
              </Button>
            </Popconfirm>
          </>
        )}
      />
      {editing && (
        <EditUserDialog
          user={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {sessionsOf && (
        <SessionsDialog
          user={sessionsOf}
          onClose={() => {
            setSessionsOf(null);
          }}
        />
      )}
    </>
  );
}
