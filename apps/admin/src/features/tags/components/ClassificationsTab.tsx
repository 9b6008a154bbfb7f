import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useAddTagClassificationMutation,
  useDeleteTagClassificationMutation,
  useGetTagClassificationsQuery,
  useUpdateTagClassificationMutation,
} from '@oj/api-client/admin-problem';
import type { AdminTagClassificationDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { useClientPage } from '../hooks/use-client-page.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { BANKS, OWN_BANK, RANK_MAX, TAG_NAME_MAX, byRank } from '../rules.ts';
import { DeleteAction } from './DeleteAction.tsx';
import { FormModal } from './FormModal.tsx';

interface ClassificationFormValues {
  name: string;
  oj: string;
  rank: number;
}

/** Tag classifications (name, rank), listed in rank order as the tag browser shows them. */
export function ClassificationsTab() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const list = useGetTagClassificationsQuery(undefined);
  const [add] = useAddTagClassificationMutation();
  const [update] = useUpdateTagClassificationMutation();
  const [remove] = useDeleteTagClassificationMutation();
  const saved = useSaved();
  const table = useTableArgs({ limit: 50 });
  const [editing, setEditing] = useState<AdminTagClassificationDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const ordered = useMemo(() => {
    const needle = table.args.keyword.toLocaleLowerCase();
    return byRank(list.data ?? []).filter((entry) => entry.name.toLocaleLowerCase().includes(needle));
  }, [list.data, table.args.keyword]);
  const page = useClientPage(ordered, list, table.args);

  const open = (entry: AdminTagClassificationDto | null) => {
    setEditing(entry);
    setFormOpen(true);
  };
  const onSubmit = (values: ClassificationFormValues) => {
    const body = { name: values.name.trim(), oj: values.oj, rank: values.rank };
    return editing ? saved(update({ ...body, id: editing.id }), 'updated') : saved(add(body), 'created');
  };

  const columns: TableColumnsType<AdminTagClassificationDto> = [
    { key: 'rank', title: tAdmin('tags.classification.rank'), dataIndex: 'rank' },
    { key: 'name', title: tAdmin('tags.classification.name'), dataIndex: 'name' },
    { key: 'oj', title: tAdmin('tags.classification.oj'), dataIndex: 'oj' },
    { key: 'tagCount', title: tAdmin('tags.classification.tagCount'), dataIndex: 'tagCount' },
  ];

  return (
    <>
      <DataTable<AdminTagClassificationDto>
        result={page}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('tags.classification.tableLabel')}
        searchPlaceholder={tAdmin('tags.classification.search')}
        testId="classification-table"
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              open(null);
            }}
          >
            {tAdmin('tags.classification.create')}
          </Button>
        }
        rowActions={(entry) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                open(entry);
              }}
            >
              {t('common.edit')}
            </Button>
            <DeleteAction onConfirm={() => saved(remove(entry.id), 'deleted')} />
          </>
        )}
      />
      <FormModal<ClassificationFormValues>
        open={formOpen}
        title={tAdmin(editing ? 'tags.classification.edit' : 'tags.classification.create')}
        initialValues={editing ? { name: editing.name, oj: editing.oj, rank: editing.rank } : { oj: OWN_BANK, rank: 0 }}
        onCancel={() => {
          setFormOpen(false);
        }}
        onSubmit={onSubmit}
        testId="classification-form"
      >
        <Form.Item
          name="name"
          label={tAdmin('tags.classification.name')}
          rules={[{ required: true, whitespace: true, message: tAdmin('tags.classification.nameRequired') }]}
        >
          <Input maxLength={TAG_NAME_MAX} />
        </Form.Item>
        <Form.Item name="oj" label={tAdmin('tags.classification.oj')} rules={[{ required: true }]}>
          <Select options={BANKS.map((bank) => ({ value: bank, label: bank }))} />
        </Form.Item>
        <Form.Item
          name="rank"
          label={tAdmin('tags.classification.rank')}
          extra={tAdmin('tags.classification.rankHelp')}
          rules={[
            { required: true, message: tAdmin('tags.classification.rankRequired') },
            { type: 'integer', min: 0, max: RANK_MAX, message: tAdmin('tags.classification.rankRange') },
          ]}
        >
          <InputNumber precision={0} style={{ width: 200 }} />
        </Form.Item>
      </FormModal>
    </>
  );
}
