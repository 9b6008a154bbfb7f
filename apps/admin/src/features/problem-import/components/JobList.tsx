import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useGetProblemImportJobListQuery } from '@oj/api-client/admin-problem-import';
import type { ProblemImportJobSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { DataTable, RowAction, useTableArgs } from '@oj/manage/data-table';

/** Earlier imports (the super admin sees everyone's), newest first; each one's report opens on the page. */
export function JobList({ onShow }: { onShow: (id: number) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const table = useTableArgs();
  const { keyword: _keyword, ...paging } = table.args;
  const list = useGetProblemImportJobListQuery(paging);
  const columns: TableColumnsType<ProblemImportJobSummaryDto> = [
    { key: 'id', title: t('problemPackage.columns.id'), dataIndex: 'id', width: 64 },
    { key: 'file', title: t('problemPackage.columns.file'), dataIndex: 'fileName' },
    { key: 'format', title: t('problemPackage.columns.format'), render: (_, job) => t(`problemPackage.formats.${job.format}`) },
    { key: 'status', title: t('problemPackage.columns.status'), render: (_, job) => <Tag>{t(`problemPackage.status.${job.status}`)}</Tag> },
    { key: 'created', title: t('problemPackage.columns.created'), dataIndex: 'problemsCreated' },
    { key: 'failed', title: t('problemPackage.columns.failedCount'), dataIndex: 'problemsFailed' },
    { key: 'user', title: t('problemPackage.columns.user'), dataIndex: 'username' },
    { key: 'time', title: t('problemPackage.columns.time'), render: (_, job) => new Date(job.gmtCreate).toLocaleString() },
  ];
  return (
    <DataTable<ProblemImportJobSummaryDto>
      testId="import-jobs"
      ariaLabel={t('problemPackage.import.jobsLabel')}
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      rowActions={(job) => (
        <RowAction
          label={t('problemPackage.import.show')}
          subject={`#${job.id}`}
          icon={<EyeOutlined />}
          onClick={() => {
            onShow(job.id);
          }}
        />
      )}
    />
  );
}
