import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Space, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useCreateToolMutation, useDeleteToolMutation, useGetAdminToolsQuery, useUpdateToolMutation } from '@oj/api-client/admin-home';
import { SITE_LINK_PATTERN } from '@oj/contracts';
import type { AdminToolDto, ToolFormDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction, RowAction } from '@oj/manage/data-table';

/** A tool's link: an http(s) address or a path of the site (as the server checks it). */
const TOOL_URL = new RegExp(SITE_LINK_PATTERN);

type Target = { kind: 'create' } | { kind: 'edit'; tool: AdminToolDto };

/** /admin/tools (super admin): the links of the web app's Tools menu, added, changed, hidden and deleted here. */
export function ToolsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const list = useGetAdminToolsQuery(undefined);
  const [update] = useUpdateToolMutation();
  const [remove] = useDeleteToolMutation();
  const [target, setTarget] = useState<Target | null>(null);

  useEffect(() => {
    document.title = tAdmin('home.tools.title');
  }, [tAdmin]);

  const setVisible = async (tool: AdminToolDto, visible: boolean) => {
    const result = await update({ id: tool.id, name: tool.name, url: tool.url, description: tool.description, sort: tool.sort, visible });
    if (!result.error) void message.success(tAdmin('home.tools.saved'));
  };
  const columns: TableColumnsType<AdminToolDto> = [
    { key: 'id', title: tAdmin('home.tools.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'name', title: tAdmin('home.tools.columns.name'), dataIndex: 'name' },
    {
      key: 'url',
      title: tAdmin('home.tools.columns.url'),
      dataIndex: 'url',
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      ),
    },
    { key: 'description', title: tAdmin('home.tools.columns.description'), dataIndex: 'description' },
    { key: 'sort', title: tAdmin('home.tools.columns.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'visible',
      title: tAdmin('home.tools.columns.visible'),
      render: (_, tool) => (
        <Switch
          checked={tool.visible}
          aria-label={`${tool.name} ${tAdmin('home.tools.columns.visible')}`}
          onChange={(checked) => void setVisible(tool, checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: tAdmin('dataTable.actions'),
      render: (_, tool) => (
        <Space>
          <RowAction
            label={t('common.edit')}
            subject={tool.name}
            icon={<EditOutlined />}
            onClick={() => {
              setTarget({ kind: 'edit', tool });
            }}
          />
          <DeleteAction
            confirm={tAdmin('home.tools.deleteConfirm', { name: tool.name })}
            subject={tool.name}
            onConfirm={() => {
              void remove(tool.id).then((result) => {
                if (!result.error) void message.success(tAdmin('home.tools.deleted'));
              });
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Typography.Title level={2}>{tAdmin('home.tools.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{tAdmin('home.tools.intro')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 16 }}
        onClick={() => {
          setTarget({ kind: 'create' });
        }}
        data-testid="create-tool"
      >
        {tAdmin('home.tools.create')}
      </Button>
      <Table<AdminToolDto>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isLoading}
        pagination={false}
        aria-label={tAdmin('home.tools.tableLabel')}
        data-testid="tools-table"
      />
      <Modal
        open={target !== null}
        title={tAdmin(target?.kind === 'edit' ? 'home.tools.edit' : 'home.tools.create')}
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setTarget(null);
        }}
      >
        {target && (
          <ToolForm
            tool={target.kind === 'edit' ? target.tool : null}
            onClose={() => {
              setTarget(null);
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

function ToolForm({ tool, onClose }: { tool: AdminToolDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [create, createState] = useCreateToolMutation();
  const [update, updateState] = useUpdateToolMutation();
  const initial: ToolFormDto = tool
    ? { name: tool.name, url: tool.url, description: tool.description ?? '', sort: tool.sort, visible: tool.visible }
    : { name: '', url: '', description: '', sort: 0, visible: true };

  const save = async (values: ToolFormDto) => {
    const body = { ...values, name: values.name.trim(), url: values.url.trim(), description: values.description?.trim() || null };
    const result = await (tool ? update({ ...body, id: tool.id }) : create(body));
    if (result.error) return;
    void message.success(tAdmin('home.tools.saved'));
    onClose();
  };
  return (
    <Form<ToolFormDto> layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} data-testid="tool-form">
      <Form.Item
        name="name"
        label={tAdmin('home.tools.fields.name')}
        rules={[{ required: true, whitespace: true, message: tAdmin('home.tools.validation.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="url"
        label={tAdmin('home.tools.fields.url')}
        rules={[{ required: true, pattern: TOOL_URL, message: tAdmin('home.tools.validation.urlInvalid') }]}
      >
        <Input maxLength={512} />
      </Form.Item>
      <Form.Item name="description" label={tAdmin('home.tools.fields.description')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="sort" label={tAdmin('home.tools.fields.sort')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="visible" label={tAdmin('home.tools.fields.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={createState.isLoading || updateState.isLoading} data-testid="save-tool">
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
