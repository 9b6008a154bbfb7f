import { useState } from 'react';
import { Button, Input, Space, Table, Typography } from 'antd';
import {
  useAddDiscussionCategoryMutation,
  useDeleteDiscussionCategoryMutation,
  useGetAdminDiscussionCategoriesQuery,
  useRenameDiscussionCategoryMutation,
} from '@oj/api-client/admin-discussion';
import type { DiscussionCategoryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction } from '@oj/manage/data-table';

/** The discussion categories (spec 03 §6: the super admin edits them): add, rename in place, delete an unused one. */
export function CategoryTable({ editable }: { editable: boolean }) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const list = useGetAdminDiscussionCategoriesQuery(undefined);
  const [add, addState] = useAddDiscussionCategoryMutation();
  const [rename] = useRenameDiscussionCategoryMutation();
  const [remove] = useDeleteDiscussionCategoryMutation();
  const [name, setName] = useState('');

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="admin-category-table">
      {editable ? (
        <Space.Compact style={{ maxWidth: 420 }}>
          <Input
            value={name}
            placeholder={tAdmin('discussions.messages.namePlaceholder')}
            aria-label={tAdmin('discussions.messages.namePlaceholder')}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          <Button
            type="primary"
            loading={addState.isLoading}
            onClick={() => {
              void (async () => {
                const result = await add({ name });
                if (result.error) return;
                setName('');
                void message.success(tAdmin('discussions.messages.created'));
              })();
            }}
          >
            {tAdmin('discussions.actions.add')}
          </Button>
        </Space.Compact>
      ) : (
        <Typography.Text type="secondary">{tAdmin('discussions.messages.categoryHint')}</Typography.Text>
      )}
      <Table<DiscussionCategoryDto>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        aria-label={tAdmin('discussions.categoriesLabel')}
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
          {
            key: 'name',
            title: tAdmin('discussions.columns.name'),
            render: (_, row) => (
              <Typography.Text
                editable={
                  editable
                    ? {
                        onChange: (next) => {
                          void (async () => {
                            if (next.trim() === '' || next === row.name) return;
                            const result = await rename({ id: row.id, name: next });
                            if (!result.error) void message.success(tAdmin('discussions.messages.updated'));
                          })();
                        },
                      }
                    : false
                }
              >
                {row.name}
              </Typography.Text>
            ),
          },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, row: DiscussionCategoryDto) => (
                    <DeleteAction
                      confirm={tAdmin('discussions.messages.deleteCategoryConfirm')}
                      subject={row.name}
                      onConfirm={() => {
                        void (async () => {
                          const result = await remove(row.id);
                          if (!result.error) void message.success(tAdmin('discussions.messages.deleted'));
                        })();
                      }}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
