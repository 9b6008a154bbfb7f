import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Switch, Table } from 'antd';
import { GROUP_LIMITS, GroupAnnouncementStatus } from '@oj/contracts';
import type { GroupAnnouncementDto } from '@oj/contracts';
import {
  useAddGroupAnnouncementMutation,
  useDeleteGroupAnnouncementMutation,
  useGetGroupAdminAnnouncementsQuery,
  useUpdateGroupAnnouncementMutation,
} from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';
import type { GroupView } from '../hooks/use-group.ts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; announcement: GroupAnnouncementDto };

/**
 * The group admins' announcements tab (spec 03 §2.13): 10 a page, a visibility switch, edit and
 * delete (the group root or the announcement's creator: spec 03 §6), and add.
 */
export function AnnouncementAdmin({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [currentPage, setCurrentPage] = useState(1);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [form] = Form.useForm<{ title: string; content: string }>();
  const limit = GROUP_LIMITS.adminAnnouncementPageSize;
  const gid = view.gid;
  const list = useGetGroupAdminAnnouncementsQuery({ gid, currentPage, limit });
  const [add, addState] = useAddGroupAnnouncementMutation();
  const [update, updateState] = useUpdateGroupAnnouncementMutation();
  const [remove] = useDeleteGroupAnnouncementMutation();
  const mayEdit = (announcement: GroupAnnouncementDto) => view.access.isRoot || announcement.uid === view.viewerUid;

  const open = (next: Editing) => {
    form.setFieldsValue(next.kind === 'edit' ? { title: next.announcement.title, content: next.announcement.content } : { title: '', content: '' });
    setEditing(next);
  };
  const save = async (values: { title: string; content: string }) => {
    const result = editing.kind === 'edit' ? await update({ gid, id: editing.announcement.id, ...values }) : await add({ gid, ...values });
    if ('error' in result) return;
    void message.success(t(editing.kind === 'edit' ? 'group.announcement.updated' : 'group.announcement.added'));
    setEditing({ kind: 'closed' });
  };
  const toggle = async (announcement: GroupAnnouncementDto, visible: boolean) => {
    const status = visible ? GroupAnnouncementStatus.Visible : GroupAnnouncementStatus.Hidden;
    if (!('error' in (await update({ gid, id: announcement.id, status })))) void message.success(t('group.announcement.updated'));
  };
  const onDelete = async (announcement: GroupAnnouncementDto) => {
    if (!('error' in (await remove({ gid, id: announcement.id })))) void message.success(t('group.announcement.deleted'));
  };

  return (
    <Card
      title={t('group.tabs.announcements')}
      extra={
        <Button
          type="primary"
          onClick={() => {
            open({ kind: 'add' });
          }}
          data-testid="group-announcement-add"
        >
          {t('group.announcement.add')}
        </Button>
      }
      data-testid="group-announcement-admin"
    >
      <Table<GroupAnnouncementDto>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{ current: currentPage, pageSize: limit, total: list.data?.total ?? 0, onChange: setCurrentPage, showSizeChanger: false }}
        columns={[
          { title: t('group.announcement.title'), dataIndex: 'title' },
          { title: t('group.announcement.author'), dataIndex: 'username' },
          { title: t('group.announcement.time'), dataIndex: 'gmtCreate', render: (value: string) => fullTime(value) },
          {
            title: t('group.announcement.status'),
            dataIndex: 'status',
            render: (_value, announcement) => (
              <Switch
                checked={announcement.status === GroupAnnouncementStatus.Visible}
                disabled={!mayEdit(announcement)}
                onChange={(visible) => void toggle(announcement, visible)}
                aria-label={t('group.announcement.status')}
              />
            ),
          },
          {
            title: t('group.announcement.actions'),
            key: 'actions',
            render: (_value, announcement) =>
              mayEdit(announcement) ? (
                <Space>
                  <Button
                    size="small"
                    onClick={() => {
                      open({ kind: 'edit', announcement });
                    }}
                  >
                    {t('group.announcement.edit')}
                  </Button>
                  <Popconfirm title={t('group.announcement.confirmDelete')} okButtonProps={{ danger: true }} onConfirm={() => void onDelete(announcement)}>
                    <Button size="small" danger>
                      {t('group.announcement.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={editing.kind !== 'closed'}
        title={t(editing.kind === 'edit' ? 'group.announcement.edit' : 'group.announcement.add')}
        onCancel={() => {
          setEditing({ kind: 'closed' });
        }}
        onOk={() => {
          form.submit();
        }}
        confirmLoading={addState.isLoading || updateState.isLoading}
        width={720}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item
            name="title"
            label={t('group.announcement.title')}
            rules={[{ required: true, whitespace: true, message: t('group.announcement.titleRequired') }]}
          >
            <Input maxLength={GROUP_LIMITS.announcementTitleMax} data-testid="group-announcement-title" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('group.announcement.content')}
            rules={[{ required: true, whitespace: true, message: t('group.announcement.contentRequired') }]}
          >
            <Input.TextArea rows={8} maxLength={GROUP_LIMITS.announcementContentMax} data-testid="group-announcement-content" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
