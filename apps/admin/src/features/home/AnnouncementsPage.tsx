import { useEffect, useState } from 'react';
import { Button, Card, Switch, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteAnnouncementMutation, useGetAdminAnnouncementsQuery, useUpdateAnnouncementMutation } from '@oj/api-client/admin-home';
import { AnnouncementStatus } from '@oj/contracts';
import type { AnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '@oj/manage/data-table';
import { AnnouncementEditDialog } from './AnnouncementEditDialog.tsx';
import type { SiteAnnouncementTarget } from './AnnouncementEditDialog.tsx';

const when = (value: string) => new Date(value).toLocaleString();

/** /admin/announcement (super admin): the site announcements of the home page, with the markdown editor. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { currentPage, limit } = table.args;
  const list = useGetAdminAnnouncementsQuery({ currentPage, limit });
  const [remove] = useDeleteAnnouncementMutation();
  const [update] = useUpdateAnnouncementMutation();
  const [target, setTarget] = useState<SiteAnnouncementTarget | null>(null);

  useEffect(() => {
    document.title = tAdmin('home.announcements.title');
  }, [tAdmin]);

  const setVisible = async (announcement: AnnouncementDto, visible: boolean) => {
    const { id, title, content } = announcement;
    const result = await update({ id, title, content, status: visible ? AnnouncementStatus.Visible : AnnouncementStatus.Hidden });
    if (!result.error) void message.success(tAdmin('home.announcements.saved'));
  };
  const columns: TableColumnsType<AnnouncementDto> = [
    { key: 'id', title: tAdmin('home.announcements.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'title', title: tAdmin('home.announcements.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('home.announcements.columns.author'), dataIndex: 'username' },
    { key: 'created', title: tAdmin('home.announcements.columns.created'), dataIndex: 'gmtCreate', render: when },
    { key: 'modified', title: tAdmin('home.announcements.columns.modified'), dataIndex: 'gmtModified', render: when },
    {
      key: 'visible',
      title: tAdmin('home.announcements.columns.visible'),
      render: (_, announcement) => (
        <Switch
          checked={announcement.status === AnnouncementStatus.Visible}
          aria-label={`${announcement.title} ${tAdmin('home.announcements.columns.visible')}`}
          onChange={(checked) => void setVisible(announcement, checked)}
        />
      ),
    },
  ];

  return (
    <Card>
      <Typography.Title level={2}>{tAdmin('home.announcements.title')}</Typography.Title>
      <DataTable<AnnouncementDto>
        testId="site-announcements"
        ariaLabel={tAdmin('home.announcements.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setTarget({ kind: 'create' });
            }}
            data-testid="create-site-announcement"
          >
            {tAdmin('home.announcements.create')}
          </Button>
        }
        rowActions={(announcement) => (
          <>
            <RowAction
              label={t('common.edit')}
              subject={announcement.title}
              icon={<EditOutlined />}
              onClick={() => {
                setTarget({ kind: 'edit', announcement });
              }}
            />
            <DeleteAction
              confirm={tAdmin('home.announcements.deleteConfirm', { title: announcement.title })}
              subject={announcement.title}
              onConfirm={() => {
                void remove(announcement.id).then((result) => {
                  if (!result.error) void message.success(tAdmin('home.announcements.deleted'));
                });
              }}
            />
          </>
        )}
      />
      <AnnouncementEditDialog
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </Card>
  );
}
