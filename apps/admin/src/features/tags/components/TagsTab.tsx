import { useMemo, useState } from 'react';
import { Button, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  useAddAdminTagMutation,
  useDeleteAdminTagMutation,
  useGetAdminTagListQuery,
  useGetTagClassificationsQuery,
  useUpdateAdminTagMutation,
} from '@oj/api-client/admin-problem';
import type { AdminTagListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { useClientPage } from '../hooks/use-client-page.ts';
import { useSaved } from '../hooks/use-saved.ts';
import { BANKS, OWN_BANK, filterTags } from '../rules.ts';
import { DeleteAction } from './DeleteAction.tsx';
import { TagFormModal } from './TagFormModal.tsx';
import type { TagFormValues } from './TagFormModal.tsx';

const NO_TAGS: AdminTagListRecordDto[] = [];

/** The tag list: search, bank filter, create, edit and delete (spec 03 §3 Tag; §5 duplicate tag rejected). */
export function TagsTab() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const list = useGetAdminTagListQuery(undefined);
  const classifications = useGetTagClassificationsQuery(undefined);
  const [addTag] = useAddAdminTagMutation();
  const [updateTag] = useUpdateAdminTagMutation();
  const [deleteTag] = useDeleteAdminTagMutation();
  const saved = useSaved();
  const table = useTableArgs();
  const [bank, setBank] = useState('');
  const [editing, setEditing] = useState<AdminTagListRecordDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const tags = list.data ?? NO_TAGS;
  const shown = useMemo(() => filterTags(tags, table.args.keyword, bank), [tags, table.args.keyword, bank]);
  const page = useClientPage(shown, list, table.args);

  const open = (tag: AdminTagListRecordDto | null) => {
    setEditing(tag);
    setFormOpen(true);
  };
  const onSubmit = (values: TagFormValues) => {
    const body = { name: values.name.trim(), color: values.color?.trim() || null, oj: values.oj, tcid: values.tcid ?? null };
    return editing ? saved(updateTag({ ...body, id: editing.id }), 'updated') : saved(addTag(body), 'created');
  };

  const columns: TableColumnsType<AdminTagListRecordDto> = [
    { key: 'name', title: tAdmin('tags.tag.name'), render: (_, tag) => <ColorTag color={tag.color ?? undefined}>{tag.name}</ColorTag> },
    { key: 'color', title: tAdmin('tags.tag.color'), dataIndex: 'color', render: (color: string | null) => color ?? '' },
    { key: 'oj', title: tAdmin('tags.tag.oj'), dataIndex: 'oj' },
    {
      key: 'classification',
      title: tAdmin('tags.tag.classification'),
      render: (_, tag) => tag.classificationName ?? tAdmin('tags.tag.unclassified'),
    },
    { key: 'problemCount', title: tAdmin('tags.tag.problemCount'), dataIndex: 'problemCount' },
  ];

  return (
    <>
      <DataTable<AdminTagListRecordDto>
        result={page}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('tags.tag.tableLabel')}
        searchPlaceholder={tAdmin('tags.tag.search')}
        testId="tag-table"
        toolbar={
          <>
            <Select
              aria-label={tAdmin('tags.tag.oj')}
              value={bank}
              onChange={(value) => {
                setBank(value);
                table.setPage(1, table.args.limit);
              }}
              options={[{ value: '', label: tAdmin('tags.tag.allBanks') }, ...BANKS.map((each) => ({ value: each, label: each }))]}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                open(null);
              }}
            >
              {tAdmin('tags.tag.create')}
            </Button>
          </>
        }
        rowActions={(tag) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                open(tag);
              }}
            >
              {t('common.edit')}
            </Button>
            <DeleteAction onConfirm={() => saved(deleteTag(tag.id), 'deleted')} />
          </>
        )}
      />
      <TagFormModal
        open={formOpen}
        editing={editing}
        initialValues={
          editing
            ? { name: editing.name, color: editing.color, oj: editing.oj, tcid: editing.tcid }
            : { name: '', color: null, oj: bank || OWN_BANK, tcid: null }
        }
        tags={tags}
        classifications={classifications.data ?? []}
        banks={BANKS}
        onCancel={() => {
          setFormOpen(false);
        }}
        onSubmit={onSubmit}
      />
    </>
  );
}
