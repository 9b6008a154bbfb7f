import { useState } from 'react';
import { Button, Select, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useDeleteAdminDiscussionMutation, useGetAdminDiscussionsQuery, useUpdateAdminDiscussionMutation } from '@oj/api-client/admin-discussion';
import { DiscussionState } from '@oj/contracts';
import type { AdminDiscussionUpdateDto, DiscussionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs, DeleteAction } from '@oj/manage/data-table';

/** Where the web app shows a discussion (the admin app is served beside it). */
const webDetailHref = (id: number) => `/discussion-detail/${String(id)}`;

/** Every public discussion (spec 03 §2.19): search, status filter, top switch, disable or enable, delete. */
export function DiscussionTable() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const [status, setStatus] = useState<number | 'all'>('all');
  const { keyword, ...paging } = table.args;
  const list = useGetAdminDiscussionsQuery({ ...paging, ...(keyword ? { keyword } : {}), ...(status === 'all' ? {} : { status: status === 1 ? 1 : 0 }) });
  const [update] = useUpdateAdminDiscussionMutation();
  const [remove] = useDeleteAdminDiscussionMutation();

  const change = async (patch: AdminDiscussionUpdateDto) => {
    const result = await update(patch);
    if (!result.error) void message.success(tAdmin('discussions.messages.updated'));
  };
  const columns: TableColumnsType<DiscussionSummaryDto> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
    {
      key: 'title',
      title: tAdmin('discussions.columns.title'),
      render: (_, row) => (
        <a href={webDetailHref(row.id)} target="_blank" rel="noreferrer">
          {row.title}
        </a>
      ),
    },
    { key: 'author', title: tAdmin('discussions.columns.author'), dataIndex: 'author' },
    { key: 'category', title: tAdmin('discussions.columns.category'), dataIndex: 'categoryName' },
    { key: 'counters', title: tAdmin('discussions.columns.counters'), render: (_, row) => `${String(row.viewNum)} / ${String(row.likeNum)}` },
    {
      key: 'top',
      title: tAdmin('discussions.columns.top'),
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.topPriority}
          aria-label={tAdmin('discussions.columns.top')}
          onChange={(checked) => void change({ id: row.id, topPriority: checked })}
          data-testid="discussion-top-switch"
        />
      ),
    },
    {
      key: 'status',
      title: tAdmin('discussions.columns.status'),
      render: (_, row) =>
        row.status === DiscussionState.Disabled ? (
          <Tag color="red">{tAdmin('discussions.status.disabled')}</Tag>
        ) : (
          <Tag color="green">{tAdmin('discussions.status.normal')}</Tag>
        ),
    },
    { key: 'created', title: tAdmin('discussions.columns.created'), render: (_, row) => new Date(row.gmtCreate).toLocaleString() },
  ];

  return (
    <DataTable<DiscussionSummaryDto>
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      ariaLabel={tAdmin('discussions.tableLabel')}
      searchPlaceholder={tAdmin('discussions.search')}
      testId="admin-discussion-table"
      toolbar={
        <Select
          value={status}
          style={{ width: 120 }}
          aria-label={tAdmin('discussions.columns.status')}
          options={[
            { value: 'all', label: tAdmin('discussions.status.all') },
            { value: 0, label: tAdmin('discussions.status.normal') },
            { value: 1, label: tAdmin('discussions.status.disabled') },
          ]}
          onChange={(value: number | 'all') => {
            setStatus(value);
            table.setPage(1, table.args.limit);
          }}
        />
      }
      rowActions={(row) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => void change({ id: row.id, status: row.status === DiscussionState.Disabled ? 0 : 1 })}
            data-testid="discussion-toggle-status"
          >
            {tAdmin(row.status === DiscussionState.Disabled ? 'discussions.actions.enable' : 'discussions.actions.disable')}
          </Button>
          <DeleteAction
            confirm={tAdmin('discussions.messages.deleteConfirm')}
            subject={row.title}
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
