import { useState } from 'react';
import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useDeleteAdminNoticeMutation, useGetAdminNoticeListQuery, usePushAdminNoticesMutation } from '@oj/api-client/admin-notice';
import { NoticeRecipient } from '@oj/contracts';
import type { AdminNoticeDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { NoticeDialog } from './components/NoticeDialog.tsx';
import type { NoticeTarget } from './components/NoticeDialog.tsx';

/** The super admin's notices (spec 03 §2.19 "notice"): list, create, edit, delete, and push now. */
export function NoticesPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminNoticeListQuery({ ...paging, ...(keyword ? { keyword } : {}) });
  const [remove] = useDeleteAdminNoticeMutation();
  const [push, pushState] = usePushAdminNoticesMutation();
  const [target, setTarget] = useState<NoticeTarget | null>(null);

  const pushNow = async () => {
    const result = await push(undefined);
    if (!result.data) return;
    void message.success(
      result.data.notices > 0 ? tAdmin('notices.pushed', { count: result.data.notices, deliveries: result.data.deliveries }) : tAdmin('notices.nothingToPush'),
    );
  };
  const onDelete = async (notice: AdminNoticeDto) => {
    const result = await remove(notice.id);
    if (!result.error) void message.success(tAdmin('notices.messages.deleted'));
  };

  const columns: TableColumnsType<AdminNoticeDto> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
    { key: 'title', title: tAdmin('notices.columns.title'), dataIndex: 'title' },
    {
      key: 'recipient',
      title: tAdmin('notices.columns.recipient'),
      render: (_, notice) =>
        notice.type === NoticeRecipient.Single ? (
          <span>
            {tAdmin('notices.recipients.Single')}: <strong>{notice.recipientUsername ?? '?'}</strong>
          </span>
        ) : (
          tAdmin(`notices.recipients.${notice.type}`)
        ),
    },
    { key: 'author', title: tAdmin('notices.columns.author'), render: (_, notice) => notice.author ?? '' },
    {
      key: 'pushed',
      title: tAdmin('notices.columns.pushed'),
      render: (_, notice) =>
        notice.pushed ? (
          <Tag color="green" data-testid="notice-pushed">
            {tAdmin('notices.state.pushed')}
          </Tag>
        ) : (
          <Tag color="orange" data-testid="notice-waiting">
            {tAdmin('notices.state.waiting')}
          </Tag>
        ),
    },
    { key: 'created', title: tAdmin('notices.columns.created'), render: (_, notice) => new Date(notice.gmtCreate).toLocaleString() },
  ];

  return (
    <Card title={tAdmin('notices.title')} data-testid="notices-page">
      <Typography.Paragraph type="secondary">{tAdmin('notices.pushHint')}</Typography.Paragraph>
      <DataTable<AdminNoticeDto>
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('notices.tableLabel')}
        searchPlaceholder={tAdmin('notices.search')}
        testId="notice-table"
        toolbar={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setTarget({ kind: 'create' });
              }}
              data-testid="create-notice"
            >
              {tAdmin('notices.create')}
            </Button>
            <Button icon={<SendOutlined />} loading={pushState.isLoading} onClick={() => void pushNow()} data-testid="push-notices">
              {tAdmin('notices.pushNow')}
            </Button>
          </>
        }
        rowActions={(notice) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setTarget({ kind: 'edit', notice });
              }}
            >
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={tAdmin('notices.messages.deleteConfirm')}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void onDelete(notice)}
            >
              <Button type="link" danger size="small">
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </>
        )}
      />
      <NoticeDialog
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </Card>
  );
}
