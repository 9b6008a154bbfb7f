import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { BatchOutcome, BatchRow } from '../hooks/use-batch-run.ts';

const ACTION_KEYS = { rejudge: 'batch.actions.rejudge', visibility: 'batch.actions.visibility', delete: 'batch.actions.delete' } as const;

/**
 * One line per problem of the last operation, failures included. A plain antd Table: the rows are
 * a finished report held in the page, not a server list to search and page through.
 */
export function BatchResults({ outcome }: { outcome: BatchOutcome }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const ok = outcome.rows.filter((row) => row.ok).length;
  const columns: TableColumnsType<BatchRow> = [
    { key: 'pid', title: t('batch.columns.id'), dataIndex: 'pid' },
    { key: 'problemId', title: t('batch.columns.problemId'), render: (_, row) => row.problemId ?? t('batch.result.missing') },
    { key: 'title', title: t('batch.columns.title'), render: (_, row) => row.title ?? '' },
    {
      key: 'ok',
      title: t('batch.columns.result'),
      render: (_, row) => <Tag color={row.ok ? 'success' : 'error'}>{t(row.ok ? 'batch.result.ok' : 'batch.result.failed')}</Tag>,
    },
    { key: 'msg', title: t('batch.columns.message'), dataIndex: 'msg' },
  ];
  return (
    <section data-testid="batch-results">
      <Typography.Paragraph role="status">
        {t('batch.result.summary', { action: t(ACTION_KEYS[outcome.action]), ok, failed: outcome.rows.length - ok })}
      </Typography.Paragraph>
      <Table<BatchRow>
        aria-label={t('batch.result.tableLabel')}
        rowKey="pid"
        columns={columns}
        dataSource={outcome.rows}
        pagination={outcome.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
