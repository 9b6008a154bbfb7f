import { Space, Table, Tag, Typography } from 'antd';
import type { DashboardJudgeNodeDto } from '@oj/api-client/admin-dashboard';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** The judge nodes that sent a heartbeat lately, with their slots and the queue's depth. */
export function JudgeNodesTable({ nodes, queueDepth, loading }: { nodes: DashboardJudgeNodeDto[]; queueDepth: number | null; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color={queueDepth ? 'orange' : 'default'} data-testid="queue-depth">
          {queueDepth === null ? t('dashboard.judge.queueUnknown') : t('dashboard.judge.queueDepth', { count: queueDepth })}
        </Tag>
        <Typography.Text type="secondary">{t('dashboard.judge.refreshHint')}</Typography.Text>
      </Space>
      <Table<DashboardJudgeNodeDto>
        aria-label={t('dashboard.judge.title')}
        rowKey="nodeId"
        size="small"
        loading={loading}
        dataSource={nodes}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('dashboard.judge.empty') }}
        columns={[
          { key: 'node', title: t('dashboard.judge.node'), dataIndex: 'nodeId' },
          { key: 'host', title: t('dashboard.judge.host'), dataIndex: 'hostname' },
          { key: 'cores', title: t('dashboard.judge.cores'), dataIndex: 'cores' },
          { key: 'busy', title: t('dashboard.judge.busy'), render: (_: unknown, node) => `${node.running} / ${node.concurrency}` },
          { key: 'free', title: t('dashboard.judge.free'), render: (_: unknown, node) => <Tag color={node.free > 0 ? 'green' : 'red'}>{node.free}</Tag> },
          { key: 'judged', title: t('dashboard.judge.judged'), dataIndex: 'judged' },
          { key: 'version', title: t('dashboard.judge.version'), dataIndex: 'version' },
          { key: 'lastSeen', title: t('dashboard.judge.lastSeen'), dataIndex: 'lastSeen', render: (value: string) => new Date(value).toLocaleTimeString() },
        ]}
      />
    </>
  );
}
