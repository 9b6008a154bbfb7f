import { Alert, Table, Tag, Typography } from 'antd';
import type { BatchUserReportDto, BatchUserRowReportDto } from '@oj/api-client/admin-user';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** The per-row outcome of an import; refused rows first, each with its reason. `firstLine` maps report rows to file lines. */
export function ImportReport({ report, firstLine }: { report: BatchUserReportDto; firstLine: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const rows = [...report.rows].sort((a, b) => Number(a.ok) - Number(b.ok) || a.row - b.row);
  return (
    <section aria-label={t('users.import.report')} data-testid="import-report">
      <Typography.Title level={4}>{t('users.import.report')}</Typography.Title>
      <Alert
        type={report.refused === 0 ? 'success' : report.imported === 0 ? 'error' : 'warning'}
        showIcon
        title={t('users.import.summary', { imported: report.imported, refused: report.refused })}
        style={{ marginBottom: 12 }}
      />
      <Table<BatchUserRowReportDto>
        aria-label={t('users.import.report')}
        size="small"
        rowKey="row"
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { key: 'row', title: t('users.import.row'), render: (_: unknown, row) => row.row + firstLine - 1, width: 70 },
          { key: 'username', title: t('users.fields.username'), dataIndex: 'username' },
          {
            key: 'result',
            title: t('users.import.result'),
            render: (_: unknown, row) => (row.ok ? <Tag color="green">{t('users.import.ok')}</Tag> : <Tag color="red">{t('users.import.refused')}</Tag>),
          },
          { key: 'reason', title: t('users.import.reason'), dataIndex: 'reason' },
        ]}
      />
    </section>
  );
}
