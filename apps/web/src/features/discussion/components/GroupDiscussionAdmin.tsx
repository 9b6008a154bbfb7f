import { useState } from 'react';
import { Button, Popconfirm, Switch, Table } from 'antd';
import { Link } from 'react-router';
import { DISCUSSION_ADMIN_PAGE_SIZE, DiscussionState } from '@oj/contracts';
import type { DiscussionSummaryDto } from '@oj/contracts';
import { useDeleteGroupDiscussionMutation, useGetGroupAdminDiscussionPageQuery, useUpdateGroupDiscussionMutation } from '@oj/api-client/discussion';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';
import { discussionLinks } from '../links.ts';

/**
 * The group admins' table of the group's discussions (spec 03 §2.12): every discussion, disabled ones
 * too, 10 a page, with the top and the enabled switches and delete.
 */
export function GroupDiscussionAdmin({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetGroupAdminDiscussionPageQuery({ gid, currentPage });
  const [update] = useUpdateGroupDiscussionMutation();
  const [remove] = useDeleteGroupDiscussionMutation();
  const links = discussionLinks(gid);
  const change = async (id: number, patch: { topPriority?: boolean; status?: 0 | 1 }) => {
    if (!('error' in (await update({ id, ...patch })))) void message.success(t('discussion.updated'));
  };
  const onDelete = async (id: number) => {
    if (!('error' in (await remove(id)))) void message.success(t('discussion.deleted'));
  };
  return (
    <Table<DiscussionSummaryDto>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      pagination={{
        current: currentPage,
        pageSize: DISCUSSION_ADMIN_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: setCurrentPage,
        showSizeChanger: false,
      }}
      data-testid="group-discussion-admin"
      scroll={{ x: true }}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('discussion.form.title'), dataIndex: 'title', render: (title: string, item) => <Link to={links.detail(item.id)}>{title}</Link> },
        { title: t('discussion.admin.author'), dataIndex: 'author' },
        { title: t('discussion.admin.time'), dataIndex: 'gmtCreate', render: (value: string) => fullTime(value) },
        {
          title: t('discussion.top'),
          dataIndex: 'topPriority',
          render: (top: boolean, item) => (
            <Switch size="small" checked={top} aria-label={t('discussion.top')} onChange={(checked) => void change(item.id, { topPriority: checked })} />
          ),
        },
        {
          title: t('discussion.admin.enabled'),
          dataIndex: 'status',
          render: (status: number, item) => (
            <Switch
              size="small"
              checked={status === DiscussionState.Normal}
              aria-label={t('discussion.admin.enabled')}
              onChange={(checked) => void change(item.id, { status: checked ? DiscussionState.Normal : DiscussionState.Disabled })}
              data-testid="group-discussion-enabled"
            />
          ),
        },
        {
          title: t('discussion.admin.actions'),
          key: 'actions',
          render: (_value, item) => (
            <Popconfirm title={t('discussion.deleteConfirm')} okButtonProps={{ danger: true }} onConfirm={() => void onDelete(item.id)}>
              <Button size="small" danger>
                {t('discussion.delete')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
