import { useEffect, useState } from 'react';
import { Alert, Button, Switch, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@oj/api-client/core';
import {
  useDeleteContestAnnouncementMutation,
  useGetAdminContestAnnouncementsQuery,
  useGetAdminContestQuery,
  useUpdateContestAnnouncementMutation,
} from '@oj/api-client/admin-contest';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useManageGid } from '../../group.tsx';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '../../shared/data-table';
import { ContestAnnouncementDialog } from '../components/ContestAnnouncementDialog.tsx';
import type { AnnouncementTarget } from '../components/ContestAnnouncementDialog.tsx';
import { ContestNav } from '../components/ContestNav.tsx';
import { useContestId } from '../hooks/use-contest-id.ts';

const when = (value: string) => new Date(value).toLocaleString();

/**
 * A contest's announcements (/admin/contest/:contestId/announcement, and a group contest's), created
 * and edited with the markdown editor.
 */
export function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const cid = useContestId();
  const gid = useManageGid();
  const contest = useGetAdminContestQuery(cid === null ? skipToken : { cid, gid });
  const table = useTableArgs();
  const { currentPage, limit } = table.args;
  const list = useGetAdminContestAnnouncementsQuery(cid === null ? skipToken : { cid, gid, currentPage, limit });
  const [deleteAnnouncement] = useDeleteContestAnnouncementMutation();
  const [updateAnnouncement] = useUpdateContestAnnouncementMutation();
  const [target, setTarget] = useState<AnnouncementTarget | null>(null);
  const title = tAdmin('contest.announcements.title', { title: contest.data?.title ?? cid ?? '' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (cid === null) return <Alert type="error" showIcon role="alert" title={tAdmin('contest.form.loadFailed')} />;
  const remove = async (announcement: AdminContestAnnouncementDto) => {
    const result = await deleteAnnouncement({ id: announcement.id, cid, gid });
    if (!result.error) void message.success(tAdmin('contest.announcements.deleted'));
  };
  const setVisible = async (announcement: AdminContestAnnouncementDto, visible: boolean) => {
    const { id, title: text, content } = announcement;
    const result = await updateAnnouncement({ id, cid, gid, title: text, content, visible });
    if (!result.error) void message.success(tAdmin('contest.announcements.saved'));
  };
  const columns: TableColumnsType<AdminContestAnnouncementDto> = [
    { key: 'id', title: tAdmin('contest.announcements.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'title', title: tAdmin('contest.announcements.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('contest.announcements.columns.author'), dataIndex: 'username' },
    { key: 'created', title: tAdmin('contest.announcements.columns.created'), dataIndex: 'gmtCreate', render: when },
    { key: 'modified', title: tAdmin('contest.announcements.columns.modified'), dataIndex: 'gmtModified', render: when },
    {
      key: 'visible',
      title: tAdmin('contest.announcements.columns.visible'),
      render: (_, announcement) => (
        <Switch
          checked={announcement.visible}
          aria-label={`${announcement.title} ${tAdmin('contest.announcements.columns.visible')}`}
          onChange={(checked) => void setVisible(announcement, checked)}
        />
      ),
    },
  ];

  return (
    <>
      <ContestNav cid={cid} current="announcements" />
      <Typography.Title level={2}>{title}</Typography.Title>
      <DataTable<AdminContestAnnouncementDto>
        testId="contest-announcements"
        ariaLabel={tAdmin('contest.announcements.tableLabel')}
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
          >
            {tAdmin('contest.announcements.create')}
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
              confirm={tAdmin('contest.announcements.deleteConfirm', { title: announcement.title })}
              subject={announcement.title}
              onConfirm={() => {
                void remove(announcement);
              }}
            />
          </>
        )}
      />
      <ContestAnnouncementDialog
        cid={cid}
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </>
  );
}
