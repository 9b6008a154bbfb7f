import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useAddDifficultyMutation,
  useDeleteDifficultyMutation,
  useGetAdminDifficultyListQuery,
  useUpdateDifficultyMutation,
} from '@oj/api-client/admin-problem';
import type { DifficultyDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { useClientPage } from '../hooks/use-client-page.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { DIFFICULTY_LEVEL_MAX, isHexColor } from '../rules.ts';
import { ColorField } from './ColorField.tsx';
import { DeleteAction } from './DeleteAction.tsx';
import { FormModal } from './FormModal.tsx';

interface DifficultyFormValues {
  id: number;
  name: string;
  color: string;
}

/** Difficulty levels: the number problems store, its name and colour. */
export function DifficultiesTab() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const list = useGetAdminDifficultyListQuery(undefined);
  const [add] = useAddDifficultyMutation();
  const [update] = useUpdateDifficultyMutation();
  const [remove] = useDeleteDifficultyMutation();
  const saved = useSaved();
  const table = useTableArgs({ limit: 50 });
  const [editing, setEditing] = useState<DifficultyDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const levels = useMemo(() => [...(list.data ?? [])].sort((a, b) => a.id - b.id), [list.data]);
  const page = useClientPage(levels, list, table.args);
  const nextLevel = Math.min(
    DIFFICULTY_LEVEL_MAX,
    levels.reduce((next, level) => Math.max(next, level.id + 1), 0),
  );

  const open = (level: DifficultyDto | null) => {
    setEditing(level);
    setFormOpen(true);
  };
  const onSubmit = (values: DifficultyFormValues) => {
    const body = { name: values.name.trim(), color: values.color.trim() };
    return editing ? saved(update({ ...body, id: editing.id }), 'updated') : saved(add({ ...body, id: values.id }), 'created');
  };

  const columns: TableColumnsType<DifficultyDto> = [
    { key: 'id', title: tAdmin('tags.difficulty.level'), dataIndex: 'id' },
    { key: 'name', title: tAdmin('tags.difficulty.name'), render: (_, level) => <ColorTag color={level.color}>{level.name}</ColorTag> },
    { key: 'color', title: tAdmin('tags.difficulty.color'), dataIndex: 'color' },
  ];

  return (
    <>
      <DataTable<DifficultyDto>
        result={page}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('tags.difficulty.tableLabel')}
        testId="difficulty-table"
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              open(null);
            }}
          >
            {tAdmin('tags.difficulty.create')}
          </Button>
        }
        rowActions={(level) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                open(level);
              }}
            >
              {t('common.edit')}
            </Button>
            <DeleteAction onConfirm={() => saved(remove(level.id), 'deleted')} />
          </>
        )}
      />
      <FormModal<DifficultyFormValues>
        open={formOpen}
        title={tAdmin(editing ? 'tags.difficulty.edit' : 'tags.difficulty.create')}
        initialValues={editing ?? { id: nextLevel, color: '#1677ff' }}
        onCancel={() => {
          setFormOpen(false);
        }}
        onSubmit={onSubmit}
        testId="difficulty-form"
      >
        <Form.Item
          name="id"
          label={tAdmin('tags.difficulty.level')}
          extra={tAdmin('tags.difficulty.levelHelp')}
          rules={[
            { required: true, message: tAdmin('tags.difficulty.levelRequired') },
            { type: 'integer', min: 0, max: DIFFICULTY_LEVEL_MAX, message: tAdmin('tags.difficulty.levelRange') },
            {
              validator: (_rule, value: unknown) =>
                !editing && levels.some((level) => level.id === value)
                  ? Promise.reject(new Error(tAdmin('tags.difficulty.duplicateLevel')))
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber precision={0} disabled={editing !== null} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="name"
          label={tAdmin('tags.difficulty.name')}
          rules={[{ required: true, whitespace: true, message: tAdmin('tags.difficulty.nameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="color"
          label={tAdmin('tags.difficulty.color')}
          rules={[
            { required: true, message: tAdmin('tags.difficulty.colorRequired') },
            {
              validator: (_rule, value: unknown) =>
                !value || (typeof value === 'string' && isHexColor(value)) ? Promise.resolve() : Promise.reject(new Error(tAdmin('tags.tag.colorInvalid'))),
            },
          ]}
        >
          <ColorField pickerLabel={tAdmin('tags.messages.pickColor')} />
        </Form.Item>
      </FormModal>
    </>
  );
}
