import { useState } from 'react';
import { Button, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAddHonorMutation, useDeleteHonorMutation, useGetHonorListQuery, useUpdateHonorMutation } from '@oj/api-client/admin-problem';
import { HONOR_LEVELS } from '@oj/contracts';
import type { HonorDto, HonorLevel } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { useSaved } from '../hooks/use-saved.ts';
import { DeleteAction } from './DeleteAction.tsx';
import { HonorFormModal } from './HonorFormModal.tsx';
import type { HonorFormValues } from './HonorFormModal.tsx';

const LEVEL_COLORS: Readonly<Record<HonorLevel, string>> = {
  gold: '#d4b106',
  silver: '#8c8c8c',
  bronze: '#ad6800',
  honorable: '#1677ff',
  other: '#595959',
};

/** Honors: awards won by the site's members, newest first, searchable and filtered by level. */
export function HonorsTab() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const table = useTableArgs();
  const [level, setLevel] = useState<HonorLevel | ''>('');
  const { keyword, ...paging } = table.args;
  const list = useGetHonorListQuery({ ...paging, ...(keyword ? { keyword } : {}), ...(level ? { level } : {}) });
  const [add] = useAddHonorMutation();
  const [update] = useUpdateHonorMutation();
  const [remove] = useDeleteHonorMutation();
  const saved = useSaved();
  const [editing, setEditing] = useState<HonorDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const open = (honor: HonorDto | null) => {
    setEditing(honor);
    setFormOpen(true);
  };
  const onSubmit = (values: HonorFormValues) => {
    const body = {
      title: values.title.trim(),
      contestName: values.contestName.trim(),
      level: values.level,
      date: values.date,
      members: values.members.map((member) => member.trim()).filter(Boolean),
      link: values.link?.trim() || null,
      description: values.description?.trim() || null,
    };
    return editing ? saved(update({ ...body, id: editing.id }), 'updated') : saved(add(body), 'created');
  };

  const columns: TableColumnsType<HonorDto> = [
    { key: 'date', title: tAdmin('tags.honor.date'), dataIndex: 'date' },
    {
      key: 'title',
      title: tAdmin('tags.honor.title'),
      render: (_, honor) =>
        honor.link ? (
          <a href={honor.link} target="_blank" rel="noopener noreferrer">
            {honor.title}
          </a>
        ) : (
          honor.title
        ),
    },
    { key: 'contestName', title: tAdmin('tags.honor.contestName'), dataIndex: 'contestName' },
    {
      key: 'level',
      title: tAdmin('tags.honor.level'),
      render: (_, honor) => <ColorTag color={LEVEL_COLORS[honor.level]}>{tAdmin(`tags.honor.levels.${honor.level}`)}</ColorTag>,
    },
    { key: 'members', title: tAdmin('tags.honor.members'), render: (_, honor) => honor.members.join(', ') },
  ];

  return (
    <>
      <DataTable<HonorDto>
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('tags.honor.tableLabel')}
        searchPlaceholder={tAdmin('tags.honor.search')}
        testId="honor-table"
        toolbar={
          <>
            <Select<HonorLevel | ''>
              aria-label={tAdmin('tags.honor.level')}
              value={level}
              onChange={(value) => {
                setLevel(value);
                table.setPage(1, table.args.limit);
              }}
              options={[
                { value: '', label: tAdmin('tags.honor.allLevels') },
                ...HONOR_LEVELS.map((each) => ({ value: each, label: tAdmin(`tags.honor.levels.${each}`) })),
              ]}
              style={{ width: 180 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                open(null);
              }}
            >
              {tAdmin('tags.honor.create')}
            </Button>
          </>
        }
        rowActions={(honor) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                open(honor);
              }}
            >
              {t('common.edit')}
            </Button>
            <DeleteAction onConfirm={() => saved(remove(honor.id), 'deleted')} />
          </>
        )}
      />
      <HonorFormModal
        open={formOpen}
        editing={editing}
        onCancel={() => {
          setFormOpen(false);
        }}
        onSubmit={onSubmit}
      />
    </>
  );
}
