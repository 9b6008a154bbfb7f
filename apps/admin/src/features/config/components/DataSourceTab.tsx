import { Alert, Descriptions, Space } from 'antd';
import { useGetDataSourceInfoQuery } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { TabState } from './TabState.tsx';

/** The data source tab, read-only: where the database and NATS are; no passwords, no Redis. */
export function DataSourceTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetDataSourceInfoQuery(undefined);
  return (
    <TabState query={query}>
      {(info) => (
        <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }} data-testid="data-source">
          <Alert type="info" showIcon title={t('config.dataSource.notice')} />
          <Descriptions bordered column={1} size="small" title={t('config.dataSource.database')}>
            <Descriptions.Item label={t('config.dataSource.type')}>MariaDB</Descriptions.Item>
            <Descriptions.Item label={t('config.dataSource.host')}>{info.database.host}</Descriptions.Item>
            <Descriptions.Item label={t('config.dataSource.port')}>{info.database.port}</Descriptions.Item>
            <Descriptions.Item label={t('config.dataSource.name')}>{info.database.name}</Descriptions.Item>
            <Descriptions.Item label={t('config.dataSource.user')}>{info.database.user}</Descriptions.Item>
          </Descriptions>
          <Descriptions bordered column={1} size="small" title={t('config.dataSource.nats')}>
            <Descriptions.Item label={t('config.dataSource.servers')}>{info.nats.servers.join(', ')}</Descriptions.Item>
            <Descriptions.Item label={t('config.dataSource.namespace')}>{info.nats.namespace}</Descriptions.Item>
          </Descriptions>
          <Descriptions bordered column={1} size="small" title={t('config.dataSource.redis')}>
            <Descriptions.Item label={t('config.dataSource.redis')}>{t('config.dataSource.noRedis')}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </TabState>
  );
}
