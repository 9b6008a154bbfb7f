import { useState } from 'react';
import { Button, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useDeleteDiscussionReportMutation, useGetDiscussionReportsQuery, useUpdateDiscussionReportMutation } from '@oj/api-client/admin-discussion';
import type { DiscussionReportDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs, DeleteAction } from '@oj/manage/data-table';

/** Reports of discussions (spec 03 §2.19): newest first, filter by handled, mark handled, delete. */
export function ReportTable() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const [handled, setHandled] = useState<'all' | 'open' | 'handled'>('all');
  const { currentPage, limit } = table.args;
  const list = useGetDiscussionReportsQuery({ currentPage, limit, ...(handled === 'all' ? {} : { status: handled === 'handled' }) });
  const [update] = useUpdateDiscussionReportMutation();
  const [remove] = useDeleteDiscussionReportMutation();

  const columns: TableColumnsType<DiscussionReportDto> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
    {
      key: 'discussion',
      title: tAdmin('discussions.columns.discussion'),
      render: (_, row) => (
        <a href={`/discussion-detail/${String(row.did)}`} target="_blank" rel="noreferrer">
          {row.discussionTitle ?? `#${String(row.did)}`}
        </a>
      ),
    },
    { key: 'reporter', title: tAdmin('discussions.columns.reporter'), dataIndex: 'reporter' },
    {
      key: 'content',
      title: tAdmin('discussions.columns.content'),
      dataIndex: 'content',
      render: (content: string) => <span data-testid="report-content">{content}</span>,
    },
    {
      key: 'handled',
      title: tAdmin('discussions.columns.handled'),
      render: (_, row) =>
        row.status ? <Tag color="green">{tAdmin('discussions.status.handled')}</Tag> : <Tag color="orange">{tAdmin('discussions.status.open')}</Tag>,
    },
    { key: 'created', title: tAdmin('discussions.columns.created'), render: (_, row) => new Date(row.gmtCreate).toLocaleString() },
  ];

  return (
    <DataTable<DiscussionReportDto>
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      ariaLabel={tAdmin('discussions.reportsLabel')}
      testId="admin-report-table"
      toolbar={
        <Select
          value={handled}
          style={{ width: 120 }}
          aria-label={tAdmin('discussions.columns.handled')}
          options={(['all', 'open', 'handled'] as const).map((value) => ({ value, label: tAdmin(`discussions.status.${value}`) }))}
          onChange={(value: 'all' | 'open' | 'handled') => {
            setHandled(value);
            table.setPage(1, table.args.limit);
          }}
        />
      }
      rowActions={(row) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => {
              void (async () => {
                const result = await update({ id: row.id, status: !row.status });
                if (!result.error) void message.success(tAdmin('discussions.messages.updated'));
              })();
            }}
          >
            {tAdmin(row.status ? 'discussions.actions.markOpen' : 'discussions.actions.markHandled')}
          </Button>
          <DeleteAction
            confirm={tAdmin('discussions.messages.deleteReportConfirm')}
            subject={String(row.id)}
            onConfirm={() => {
              void (async () => {
                const result = await remove(row.id);
                if (!result.error) void message.success(tAdmin('discussions.messages.deleted'));
              })();
            }}
          />
        </>
      )}
    />
  );
}
