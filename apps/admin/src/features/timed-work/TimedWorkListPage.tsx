import { useEffect } from 'react';
import { Button, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useChangeTimedWorkVisibleMutation, useDeleteAdminTimedWorkMutation, useGetAdminTimedWorkListQuery } from '@oj/api-client/timed-work';
import type { AdminTimedWorkDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '@oj/manage/data-table';

const statusKey = (status: number) => (status === -1 ? '-1' : status === 0 ? '0' : '1');
const STATUS_COLOR: Readonly<Record<string, string>> = { '-1': 'blue', '0': 'green', '1': 'default' };

/** /admin/timedwork: the back office's timed contests, with search, paging, visibility, edit, problems and delete. */
export function TimedWorkListPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminTimedWorkListQuery({ ...paging, ...(keyword ? { keyword } : {}) });
  const [changeVisible] = useChangeTimedWorkVisibleMutation();
  const [deleteWork] = useDeleteAdminTimedWorkMutation();

  useEffect(() => {
    document.title = tAdmin('timedWork.list.title');
  }, [tAdmin]);

  const columns: TableColumnsType<AdminTimedWorkDto> = [
    { key: 'id', title: tAdmin('timedWork.list.columns.id'), dataIndex: 'id', width: 70 },
    {
      key: 'title',
      title: tAdmin('timedWork.list.columns.title'),
      render: (_, work) => <Link to={paths.timedwork.edit.getHref(work.id)}>{work.title}</Link>,
    },
    {
      key: 'auth',
      title: tAdmin('timedWork.list.columns.auth'),
      render: (_, work) => <Tag color={work.auth === 1 ? 'red' : 'green'}>{tAdmin(work.auth === 1 ? 'timedWork.auth.1' : 'timedWork.auth.0')}</Tag>,
    },
    {
      key: 'status',
      title: tAdmin('timedWork.list.columns.status'),
      render: (_, work) => <Tag color={STATUS_COLOR[statusKey(work.status)]}>{tAdmin(`timedWork.status.${statusKey(work.status)}`)}</Tag>,
    },
    { key: 'start', title: tAdmin('timedWork.list.columns.start'), render: (_, work) => new Date(work.startTime).toLocaleString() },
    { key: 'end', title: tAdmin('timedWork.list.columns.end'), render: (_, work) => new Date(work.endTime).toLocaleString() },
    { key: 'duration', title: tAdmin('timedWork.list.columns.duration'), render: (_, work) => `${Math.round(work.duration / 60)} min` },
    { key: 'problems', title: tAdmin('timedWork.list.columns.problems'), dataIndex: 'problemCount' },
    { key: 'author', title: tAdmin('timedWork.list.columns.author'), dataIndex: 'author' },
    {
      key: 'visible',
      title: tAdmin('timedWork.list.columns.visible'),
      render: (_, work) => (
        <Switch
          checked={work.visible}
          aria-label={`${work.title} ${tAdmin('timedWork.list.columns.visible')}`}
          onChange={(visible) =>
            void changeVisible({ id: work.id, visible }).then((result) => {
              if (!result.error) void message.success(tAdmin('timedWork.list.visibleChanged'));
            })
          }
        />
      ),
    },
  ];
  return (
    <DataTable<AdminTimedWorkDto>
      testId="admin-timed-work-list"
      ariaLabel={tAdmin('timedWork.list.tableLabel')}
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      searchPlaceholder={tAdmin('timedWork.list.search')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.timedwork.create.getHref())}>
          {tAdmin('timedWork.list.create')}
        </Button>
      }
      rowActions={(work) => (
        <>
          <RowAction
            label={tAdmin('timedWork.list.edit')}
            subject={work.title}
            icon={<EditOutlined />}
            onClick={() => void navigate(paths.timedwork.edit.getHref(work.id))}
          />
          <RowAction
            label={tAdmin('timedWork.list.problems')}
            subject={work.title}
            icon={<OrderedListOutlined />}
            onClick={() => void navigate(paths.timedwork.problems.getHref(work.id))}
          />
          <DeleteAction
            confirm={tAdmin('timedWork.list.deleteConfirm', { title: work.title })}
            subject={work.title}
            onConfirm={() =>
              void deleteWork(work.id).then((result) => {
                if (!result.error) void message.success(tAdmin('timedWork.list.deleted'));
              })
            }
          />
        </>
      )}
    />
  );
}
