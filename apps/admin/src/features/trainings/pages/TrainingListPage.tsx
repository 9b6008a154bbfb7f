import { useEffect } from 'react';
import { Button, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useChangeTrainingVisibleMutation, useDeleteAdminTrainingMutation, useGetAdminTrainingListQuery } from '@oj/api-client/admin-training';
import type { AdminTrainingRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag, useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { DataTable, RowAction, useTableArgs } from '@oj/manage/data-table';

/** /admin/training: search, paging, the visibility switch and each training's edit, problems and delete (spec 03 §2.10). */
export function TrainingListPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminTrainingListQuery({ ...paging, ...(keyword ? { keyword } : {}) });
  const [changeVisible] = useChangeTrainingVisibleMutation();
  const [deleteTraining] = useDeleteAdminTrainingMutation();

  useEffect(() => {
    document.title = tAdmin('training.list.title');
  }, [tAdmin]);

  const setVisible = async (training: AdminTrainingRowDto, visible: boolean) => {
    const result = await changeVisible({ tid: training.id, visible });
    if (!result.error) void message.success(tAdmin('training.list.visibleChanged'));
  };
  const remove = async (training: AdminTrainingRowDto) => {
    const result = await deleteTraining(training.id);
    if (!result.error) void message.success(tAdmin('training.list.deleted'));
  };

  const columns: TableColumnsType<AdminTrainingRowDto> = [
    { key: 'id', title: tAdmin('training.list.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'rank', title: tAdmin('training.list.columns.rank'), dataIndex: 'rank', width: 80 },
    {
      key: 'title',
      title: tAdmin('training.list.columns.title'),
      dataIndex: 'title',
      render: (title: string, training) => <Link to={paths.training.edit.getHref(training.id)}>{title}</Link>,
    },
    {
      key: 'auth',
      title: tAdmin('training.list.columns.auth'),
      render: (_, training) => (
        <Tag color={training.auth === 'Private' ? 'orange' : 'green'}>{tAdmin(`training.auth.${training.auth === 'Private' ? 'Private' : 'Public'}`)}</Tag>
      ),
    },
    {
      key: 'category',
      title: tAdmin('training.list.columns.category'),
      render: (_, training) =>
        training.categoryName === null ? null : <ColorTag color={training.categoryColor ?? 'default'}>{training.categoryName}</ColorTag>,
    },
    {
      key: 'visible',
      title: tAdmin('training.list.columns.visible'),
      render: (_, training) => (
        <Switch
          checked={training.visible}
          aria-label={`${training.title} ${tAdmin('training.list.columns.visible')}`}
          onChange={(checked) => void setVisible(training, checked)}
        />
      ),
    },
    { key: 'created', title: tAdmin('training.list.columns.gmtCreate'), dataIndex: 'gmtCreate', render: (value: string) => new Date(value).toLocaleString() },
    {
      key: 'modified',
      title: tAdmin('training.list.columns.gmtModified'),
      dataIndex: 'gmtModified',
      render: (value: string) => new Date(value).toLocaleString(),
    },
    { key: 'author', title: tAdmin('training.list.columns.author'), dataIndex: 'author' },
  ];

  return (
    <DataTable<AdminTrainingRowDto>
      testId="admin-training-list"
      ariaLabel={tAdmin('training.list.tableLabel')}
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      searchPlaceholder={tAdmin('training.list.search')}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.training.create.getHref())}>
          {tAdmin('training.list.create')}
        </Button>
      }
      rowActions={(training) => (
        <>
          <RowAction
            label={tAdmin('training.list.edit')}
            subject={training.title}
            icon={<EditOutlined />}
            onClick={() => void navigate(paths.training.edit.getHref(training.id))}
          />
          <RowAction
            label={tAdmin('training.list.problems')}
            subject={training.title}
            icon={<OrderedListOutlined />}
            onClick={() => void navigate(paths.training.problems.getHref(training.id))}
          />
          <RowAction
            label={tAdmin('training.list.delete')}
            subject={training.title}
            icon={<DeleteOutlined />}
            danger
            confirm={tAdmin('training.list.deleteConfirm', { title: training.title })}
            onClick={() => {
              void remove(training);
            }}
          />
        </>
      )}
    />
  );
}
