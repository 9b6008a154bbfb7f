import { useEffect, useState } from 'react';
import { Button, Card, ColorPicker, Form, Input, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  useAddTrainingCategoryMutation,
  useDeleteTrainingCategoryMutation,
  useGetAdminTrainingCategoriesQuery,
  useUpdateTrainingCategoryMutation,
} from '@oj/api-client/admin-training';
import type { TrainingCategoryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag, useFeedback } from '@oj/ui';
import { RowAction } from '@oj/manage/data-table';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The category dialog's values. */
interface CategoryValues {
  name: string;
  color: string;
}

/** A #hex colour as text beside a picker that fills it in (a Form.Item control). */
function ColorField({ id, value, onChange, pickerLabel }: { id?: string; value?: string; onChange?: (value: string) => void; pickerLabel: string }) {
  const text = value ?? '';
  return (
    <Space.Compact>
      <Input
        id={id}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="#2d8cf0"
        style={{ width: 140 }}
        data-testid="category-color"
      />
      <ColorPicker
        value={HEX.test(text) ? text : undefined}
        onChangeComplete={(color) => onChange?.(`#${color.toHex().slice(0, 6)}`)}
        aria-label={pickerLabel}
      />
    </Space.Compact>
  );
}

/** /admin/training/category: the training categories with their tag colours (spec 03 §3 "Training category"). */
export function TrainingCategoryPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const categories = useGetAdminTrainingCategoriesQuery(undefined);
  const [addCategory, adding] = useAddTrainingCategoryMutation();
  const [updateCategory, updating] = useUpdateTrainingCategoryMutation();
  const [deleteCategory] = useDeleteTrainingCategoryMutation();
  const [editing, setEditing] = useState<TrainingCategoryDto | 'new' | null>(null);
  const [form] = Form.useForm<CategoryValues>();
  const color = Form.useWatch('color', form);
  const name = Form.useWatch('name', form);

  useEffect(() => {
    document.title = tAdmin('training.category.title');
  }, [tAdmin]);

  const open = (category: TrainingCategoryDto | 'new') => {
    setEditing(category);
    form.setFieldsValue(category === 'new' ? { name: '', color: '#2d8cf0' } : { name: category.name, color: category.color });
  };
  const save = async (values: CategoryValues) => {
    const body = { name: values.name.trim(), color: values.color.trim() };
    const result = editing === 'new' || editing === null ? await addCategory(body) : await updateCategory({ ...body, id: editing.id });
    if (result.error) return;
    void message.success(tAdmin(editing === 'new' ? 'training.category.created' : 'training.category.saved'));
    setEditing(null);
  };
  const remove = async (category: TrainingCategoryDto) => {
    const result = await deleteCategory(category.id);
    if (!result.error) void message.success(tAdmin('training.category.deleted'));
  };

  const columns: TableColumnsType<TrainingCategoryDto> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
    { key: 'name', title: tAdmin('training.category.name'), render: (_, category) => <ColorTag color={category.color}>{category.name}</ColorTag> },
    { key: 'color', title: tAdmin('training.category.color'), dataIndex: 'color' },
    {
      key: 'actions',
      width: 120,
      render: (_, category) => (
        <Space>
          <RowAction
            label={tAdmin('training.category.edit')}
            subject={category.name}
            icon={<EditOutlined />}
            onClick={() => {
              open(category);
            }}
          />
          <RowAction
            label={tAdmin('training.category.delete')}
            subject={category.name}
            icon={<DeleteOutlined />}
            danger
            tooltip={false}
            confirm={tAdmin('training.category.deleteConfirm', { name: category.name })}
            onClick={() => {
              void remove(category);
            }}
          />
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={tAdmin('training.category.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            open('new');
          }}
          data-testid="category-create"
        >
          {tAdmin('training.category.create')}
        </Button>
      }
    >
      <Table<TrainingCategoryDto>
        aria-label={tAdmin('training.category.tableLabel')}
        data-testid="training-category-table"
        rowKey="id"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isFetching}
        pagination={false}
      />
      <Modal
        open={editing !== null}
        title={tAdmin(editing === 'new' ? 'training.category.create' : 'training.category.edit')}
        onCancel={() => {
          setEditing(null);
        }}
        onOk={() => {
          form.submit();
        }}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={adding.isLoading || updating.isLoading}
        forceRender
      >
        <Form<CategoryValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item
            name="name"
            label={tAdmin('training.category.name')}
            rules={[{ required: true, whitespace: true, message: tAdmin('training.category.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="category-name" />
          </Form.Item>
          <Form.Item
            name="color"
            label={tAdmin('training.category.color')}
            rules={[{ required: true, pattern: HEX, message: tAdmin('training.category.colorRequired') }]}
          >
            <ColorField pickerLabel={tAdmin('training.category.pickColor')} />
          </Form.Item>
          <Form.Item label={tAdmin('training.category.preview')}>
            {name ? <ColorTag color={HEX.test(color) ? color : 'default'}>{name}</ColorTag> : null}
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
