import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  useAddLessonItemMutation,
  useDeleteLessonGroupMutation,
  useDeleteLessonItemMutation,
  useOrderLessonItemsMutation,
  useUpdateLessonGroupMutation,
  useUpdateLessonItemMutation,
} from '@oj/api-client/admin-lesson';
import type { AdminLessonGroupDto, AdminLessonItemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction, RowAction } from '@oj/manage/data-table';
import { ItemDialog } from './ItemDialog.tsx';
import type { ItemValues } from './ItemDialog.tsx';
import { moved } from './order.ts';

/** One group of a lesson in the back office: rename, delete, and its items (add, edit, reorder, visibility, delete). */
export function GroupCard({ lid, group }: { lid: number; group: AdminLessonGroupDto }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminLessonItemDto | 'new' | null>(null);
  const [updateGroup] = useUpdateLessonGroupMutation();
  const [deleteGroup] = useDeleteLessonGroupMutation();
  const [addItem] = useAddLessonItemMutation();
  const [updateItem] = useUpdateLessonItemMutation();
  const [orderItems] = useOrderLessonItemsMutation();
  const [deleteItem] = useDeleteLessonItemMutation();

  const done = (error: unknown, text: string): boolean => {
    if (!error) void message.success(text);
    return !error;
  };
  const saveItem = async (values: ItemValues): Promise<boolean> => {
    if (editing === 'new') return done((await addItem({ lid, gid: group.id, ...values })).error, tAdmin('lesson.groups.created'));
    if (editing) return done((await updateItem({ lid, id: editing.id, ...values })).error, tAdmin('lesson.groups.saved'));
    return false;
  };
  const setVisible = async (item: AdminLessonItemDto, isVisible: boolean) => {
    done((await updateItem({ lid, id: item.id, title: item.title, url: item.url, isVisible })).error, tAdmin('lesson.groups.saved'));
  };
  const move = async (index: number, by: -1 | 1) => {
    const ids = moved(
      group.items.map((item) => item.id),
      index,
      by,
    );
    if (ids) done((await orderItems({ lid, gid: group.id, ids })).error, tAdmin('lesson.groups.saved'));
  };
  const rename = async () => {
    const name = renaming?.trim() ?? '';
    if (!name) {
      void message.warning(tAdmin('lesson.groups.groupNameRequired'));
      return;
    }
    if (done((await updateGroup({ lid, id: group.id, name, rank: group.rank })).error, tAdmin('lesson.groups.saved'))) setRenaming(null);
  };

  const columns: TableColumnsType<AdminLessonItemDto> = [
    { key: 'title', title: tAdmin('lesson.groups.columns.title'), dataIndex: 'title' },
    { key: 'kind', title: tAdmin('lesson.groups.columns.kind'), width: 90, render: (_, item) => <Tag>{tAdmin(`lesson.groups.kinds.${item.kind}`)}</Tag> },
    { key: 'url', title: tAdmin('lesson.groups.columns.url'), dataIndex: 'url', ellipsis: true },
    {
      key: 'visible',
      title: tAdmin('lesson.groups.columns.visible'),
      width: 80,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.isVisible}
          aria-label={`${item.title} ${tAdmin('lesson.groups.visible')}`}
          onChange={(checked) => void setVisible(item, checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: tAdmin('lesson.groups.columns.order'),
      width: 180,
      render: (_, item, index) => (
        <Space size={4}>
          <RowAction
            label={tAdmin('lesson.groups.moveUp')}
            subject={item.title}
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => void move(index, -1)}
          />
          <RowAction
            label={tAdmin('lesson.groups.moveDown')}
            subject={item.title}
            icon={<ArrowDownOutlined />}
            disabled={index === group.items.length - 1}
            onClick={() => void move(index, 1)}
          />
          <RowAction
            label={tAdmin('lesson.groups.editItem')}
            subject={item.title}
            icon={<EditOutlined />}
            tooltip={false}
            onClick={() => {
              setEditing(item);
            }}
          />
          <DeleteAction
            confirm={tAdmin('lesson.groups.deleteItemConfirm', { title: item.title })}
            label={tAdmin('lesson.groups.deleteItem')}
            subject={item.title}
            onConfirm={() => {
              void (async () => {
                done((await deleteItem({ lid, id: item.id })).error, tAdmin('lesson.groups.deleted'));
              })();
            }}
          />
        </Space>
      ),
    },
  ];

  const title =
    renaming === null ? (
      group.name
    ) : (
      <Space>
        <Input
          size="small"
          value={renaming}
          aria-label={tAdmin('lesson.groups.groupName')}
          onChange={(event) => {
            setRenaming(event.target.value);
          }}
          onPressEnter={() => void rename()}
        />
        <Button size="small" type="primary" onClick={() => void rename()}>
          {t('common.confirm')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setRenaming(null);
          }}
        >
          {t('common.cancel')}
        </Button>
      </Space>
    );
  return (
    <Card
      size="small"
      title={title}
      data-testid="lesson-group-card"
      extra={
        <Space>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing('new');
            }}
          >
            {tAdmin('lesson.groups.addItem')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => {
              setRenaming(group.name);
            }}
          >
            {tAdmin('lesson.groups.renameGroup')}
          </Button>
          <Popconfirm
            title={tAdmin('lesson.groups.deleteGroupConfirm', { name: group.name })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => {
              void (async () => {
                done((await deleteGroup({ lid, id: group.id })).error, tAdmin('lesson.groups.deleted'));
              })();
            }}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {tAdmin('lesson.groups.deleteGroup')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Table<AdminLessonItemDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={group.items}
        pagination={false}
        locale={{ emptyText: tAdmin('lesson.groups.noItems') }}
      />
      <ItemDialog
        open={editing !== null}
        item={editing === 'new' ? null : editing}
        onSave={saveItem}
        onClose={() => {
          setEditing(null);
        }}
      />
    </Card>
  );
}
