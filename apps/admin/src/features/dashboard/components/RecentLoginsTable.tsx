import { Table } from 'antd';
import type { RecentLoginDto } from '@oj/api-client/admin-dashboard';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** The latest sign-ins of any user. */
export function RecentLoginsTable({ logins, loading }: { logins: RecentLoginDto[]; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table<RecentLoginDto>
      aria-label={t('dashboard.recentLogins.title')}
      rowKey={(login) => `${login.uid}-${login.gmtCreate}`}
      size="small"
      loading={loading}
      dataSource={logins}
      pagination={false}
      columns={[
        { key: 'username', title: t('dashboard.recentLogins.username'), dataIndex: 'username' },
        { key: 'when', title: t('dashboard.recentLogins.when'), dataIndex: 'gmtCreate', render: (value: string) => new Date(value).toLocaleString() },
        { key: 'ip', title: t('dashboard.recentLogins.ip'), dataIndex: 'ip' },
        { key: 'ua', title: t('dashboard.recentLogins.userAgent'), dataIndex: 'userAgent', ellipsis: true },
      ]}
    />
  );
}
