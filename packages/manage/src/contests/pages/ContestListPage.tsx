import { useEffect, useState } from 'react';
import { Button, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CopyOutlined, DownloadOutlined, EditOutlined, FileTextOutlined, NotificationOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  useChangeContestVisibleMutation,
  useCloneContestMutation,
  useDeleteAdminContestMutation,
  useGetAdminContestListQuery,
  useGetGroupAdminContestListQuery,
} from '@oj/api-client/admin-contest';
import type { AdminContestListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useManageGid } from '../../group.tsx';
import { useManagePaths } from '../../paths.tsx';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '../../shared/data-table';
import { DownloadAcDialog } from '../components/DownloadAcDialog.tsx';
import { authColor, authKey, statusColor, statusKey } from '../components/labels.ts';
import { splitDuration } from '../form/times.ts';

/**
 * The contests to manage (spec 03 §2.11, §4): search, paging, the visible switch and each contest's
 * pages and actions. The back office's /admin/contest lists the contests the admin runs; a group's
 * admin mode every contest of the group, where `canManage` says which rows the viewer may change
 * (spec 03 §6: the group root, or the contest's creator). Copying is the back office's.
 */
export function ContestListPage({ canManage = () => true }: { canManage?: (contest: AdminContestListRecordDto) => boolean }) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const paths = useManagePaths();
  const gid = useManageGid();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const query = { ...paging, ...(keyword ? { keyword } : {}) };
  const site = useGetAdminContestListQuery(query, { skip: gid !== null });
  const group = useGetGroupAdminContestListQuery({ ...query, gid: gid ?? 0 }, { skip: gid === null });
  const list = gid === null ? site : group;
  const [changeVisible] = useChangeContestVisibleMutation();
  const [cloneContest] = useCloneContestMutation();
  const [deleteContest] = useDeleteAdminContestMutation();
  const [downloading, setDownloading] = useState<AdminContestListRecordDto | null>(null);

  useEffect(() => {
    document.title = tAdmin('contest.list.title');
  }, [tAdmin]);

  const setVisible = async (contest: AdminContestListRecordDto, visible: boolean) => {
    const result = await changeVisible({ cid: contest.id, visible, gid });
    if (!result.error) void message.success(tAdmin('contest.list.visibleChanged'));
  };
  const clone = async (contest: AdminContestListRecordDto) => {
    const result = await cloneContest(contest.id);
    if (result.data) void message.success(tAdmin('contest.list.cloned', { id: result.data.id }));
  };
  const remove = async (contest: AdminContestListRecordDto) => {
    const result = await deleteContest(gid === null ? contest.id : { cid: contest.id, gid });
    if (!result.error) void message.success(tAdmin('contest.list.deleted'));
  };

  const columns: TableColumnsType<AdminContestListRecordDto> = [
    { key: 'id', title: tAdmin('contest.list.columns.id'), dataIndex: 'id', width: 70 },
    {
      key: 'title',
      title: tAdmin('contest.list.columns.title'),
      dataIndex: 'title',
      render: (title: string, contest) => (canManage(contest) ? <Link to={paths.contestEdit(contest.id)}>{title}</Link> : title),
    },
    {
      key: 'type',
      title: tAdmin('contest.list.columns.type'),
      render: (_, contest) => <Tag>{tAdmin(contest.type === 1 ? 'contest.type.oi' : 'contest.type.acm')}</Tag>,
    },
    {
      key: 'auth',
      title: tAdmin('contest.list.columns.auth'),
      render: (_, contest) => <Tag color={authColor(contest.auth)}>{tAdmin(`contest.auth.${authKey(contest.auth)}`)}</Tag>,
    },
    {
      key: 'status',
      title: tAdmin('contest.list.columns.status'),
      render: (_, contest) => (
        <Tag color={statusColor(contest.status)} data-status={contest.status}>
          {tAdmin(`contest.status.${statusKey(contest.status)}`)}
        </Tag>
      ),
    },
    { key: 'start', title: tAdmin('contest.list.columns.start'), dataIndex: 'startTime', render: (value: string) => new Date(value).toLocaleString() },
    {
      key: 'duration',
      title: tAdmin('contest.list.columns.duration'),
      dataIndex: 'duration',
      render: (seconds: number) => tAdmin('contest.duration', splitDuration(seconds)),
    },
    { key: 'author', title: tAdmin('contest.list.columns.author'), dataIndex: 'author' },
    {
      key: 'visible',
      title: tAdmin('contest.list.columns.visible'),
      render: (_, contest) => (
        <Switch
          checked={contest.visible}
          disabled={!canManage(contest)}
          aria-label={`${contest.title} ${tAdmin('contest.list.columns.visible')}`}
          onChange={(checked) => void setVisible(contest, checked)}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<AdminContestListRecordDto>
        testId="admin-contest-list"
        ariaLabel={tAdmin('contest.list.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('contest.list.search')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.contestCreate())}>
            {tAdmin('contest.list.create')}
          </Button>
        }
        rowActions={(contest) =>
          canManage(contest) ? (
            <>
              <RowAction
                label={tAdmin('contest.list.edit')}
                subject={contest.title}
                icon={<EditOutlined />}
                onClick={() => void navigate(paths.contestEdit(contest.id))}
              />
              <RowAction
                label={tAdmin('contest.list.problems')}
                subject={contest.title}
                icon={<OrderedListOutlined />}
                onClick={() => void navigate(paths.contestProblems(contest.id))}
              />
              <RowAction
                label={tAdmin('contest.list.announcements')}
                subject={contest.title}
                icon={<NotificationOutlined />}
                onClick={() => void navigate(paths.contestAnnouncements(contest.id))}
              />
              <RowAction
                label={tAdmin('contest.list.submissions')}
                subject={contest.title}
                icon={<FileTextOutlined />}
                onClick={() => void navigate(paths.contestSubmissions(contest.id))}
              />
              <RowAction
                label={tAdmin('contest.list.download')}
                subject={contest.title}
                icon={<DownloadOutlined />}
                onClick={() => {
                  setDownloading(contest);
                }}
              />
              {gid === null && (
                <RowAction
                  label={tAdmin('contest.list.clone')}
                  subject={contest.title}
                  icon={<CopyOutlined />}
                  confirm={tAdmin('contest.list.cloneConfirm', { title: contest.title })}
                  onClick={() => {
                    void clone(contest);
                  }}
                />
              )}
              <DeleteAction
                confirm={tAdmin('contest.list.deleteConfirm', { title: contest.title })}
                subject={contest.title}
                onConfirm={() => {
                  void remove(contest);
                }}
              />
            </>
          ) : null
        }
      />
      <DownloadAcDialog
        contest={downloading}
        onClose={() => {
          setDownloading(null);
        }}
      />
    </>
  );
}
