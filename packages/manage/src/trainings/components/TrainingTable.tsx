import type { ReactNode } from 'react';
import { Button, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { AdminTrainingRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag, useFeedback } from '@oj/ui';
import { DataTable, RowAction, useTableArgs } from '../../shared/data-table';
import { useScopedTrainingActions, useScopedTrainingList, useTrainingScope } from '../scope.ts';
import type { TrainingLinks } from '../scope.ts';

/**
 * The trainings' admin table (spec 03 §2.10 "Admin view": id, rank, title, auth, visibility switch,
 * timestamps, creator; per row edit, problem list and delete), in the back office or a group's admin
 * mode. A row the caller does not manage (another author's group training) keeps its switch
 * disabled and shows no actions (spec 03 §6).
 */
export function TrainingTable({ links, toolbar }: { links: TrainingLinks; toolbar?: ReactNode }) {
  const scope = useTrainingScope();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const table = useTableArgs();
  const list = useScopedTrainingList(scope, table.args);
  const actions = useScopedTrainingActions(scope);

  const setVisible = async (training: AdminTrainingRowDto, visible: boolean) => {
    const result = await actions.setVisible(training.id, visible);
    if (!result.error) void message.success(tAdmin('training.list.visibleChanged'));
  };
  const remove = async (training: AdminTrainingRowDto) => {
    const result = await actions.remove(training.id);
    if (!result.error) void message.success(tAdmin('training.list.deleted'));
  };

  const columns: TableColumnsType<AdminTrainingRowDto> = [
    { key: 'id', title: tAdmin('training.list.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'rank', title: tAdmin('training.list.columns.rank'), dataIndex: 'rank', width: 80 },
    {
      key: 'title',
      title: tAdmin('training.list.columns.title'),
      dataIndex: 'title',
      render: (title: string, training) => (training.canManage ? <Link to={links.edit(training.id)}>{title}</Link> : title),
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
          disabled={!training.canManage}
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
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(links.create())} data-testid="training-create">
            {tAdmin('training.list.create')}
          </Button>
          {toolbar}
        </>
      }
      rowActions={(training) =>
        training.canManage ? (
          <>
            <RowAction
              label={tAdmin('training.list.edit')}
              subject={training.title}
              icon={<EditOutlined />}
              onClick={() => void navigate(links.edit(training.id))}
            />
            <RowAction
              label={tAdmin('training.list.problems')}
              subject={training.title}
              icon={<OrderedListOutlined />}
              onClick={() => void navigate(links.problems(training.id))}
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
        ) : null
      }
    />
  );
}
