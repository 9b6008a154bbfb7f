import { Button, Modal, Popconfirm, Table, Typography } from 'antd';
import { isApiError } from '@oj/api-client/core';
import { useForceLogoutUserMutation, useGetUserSessionsQuery } from '@oj/api-client/admin-user';
import type { AdminUserRecordDto, UserSessionDto } from '@oj/api-client/admin-user';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

/** A user's sign-ins that may still be live, and the forced sign-out of them all. */
export function SessionsDialog({ user, onClose }: { user: AdminUserRecordDto; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const { data, isFetching } = useGetUserSessionsQuery(user.uid, { refetchOnMountOrArgChange: true });
  const [forceLogout, { isLoading }] = useForceLogoutUserMutation();

  const onForceLogout = async () => {
    const answer = await forceLogout(user.uid);
    if (answer.error) void message.error(isApiError(answer.error) ? answer.error.msg : t('dataTable.loadFailed'));
    else void message.success(t('users.sessions.forcedOut'));
  };

  return (
    <Modal
      open
      title={t('users.sessions.title', { username: user.username })}
      onCancel={onClose}
      width={760}
      footer={
        <Popconfirm title={t('users.sessions.forceLogoutConfirm', { username: user.username })} onConfirm={() => void onForceLogout()}>
          <Button danger loading={isLoading}>
            {t('users.sessions.forceLogout')}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">{t('users.sessions.note')}</Typography.Paragraph>
      <Table<UserSessionDto>
        aria-label={t('users.sessions.title', { username: user.username })}
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('users.sessions.empty') }}
        columns={[
          { key: 'when', title: t('users.sessions.when'), dataIndex: 'gmtCreate', render: (value: string) => new Date(value).toLocaleString() },
          { key: 'ip', title: t('users.sessions.ip'), dataIndex: 'ip' },
          { key: 'ua', title: t('users.sessions.userAgent'), dataIndex: 'userAgent', ellipsis: true },
        ]}
      />
    </Modal>
  );
}
