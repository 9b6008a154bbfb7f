import { useState } from 'react';
import type { Key } from 'react';
import { Button, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import { MAX_BATCH_PROBLEMS } from '@oj/contracts';
import type { AdminProblemListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { authKey } from '../hooks/use-batch-run.ts';
import type { ProblemAuth } from '../hooks/use-batch-run.ts';
import { mergePageSelection } from '../selection.ts';
import type { Selection } from '../selection.ts';

const AUTHS: readonly ProblemAuth[] = [1, 2, 3];

function isAuth(value: number): value is ProblemAuth {
  return (AUTHS as readonly number[]).includes(value);
}

/** Props of ProblemPicker. */
export interface ProblemPickerProps {
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/** Search the problem bank and tick problems across pages; the chosen ones show as removable tags. */
export function ProblemPicker({ selection, onChange }: ProblemPickerProps) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const [auth, setAuth] = useState<ProblemAuth | 0>(0);
  const { keyword, ...paging } = table.args;
  const list = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), ...(auth ? { auth } : {}) });

  const onTick = (keys: readonly Key[]) => {
    const merged = mergePageSelection(selection, list.data?.records ?? [], keys.map(Number));
    if (merged.truncated) void message.warning(tAdmin('batch.pick.tooMany', { max: MAX_BATCH_PROBLEMS }));
    onChange(merged.selection);
  };
  const remove = (pid: number) => {
    const next = new Map(selection);
    next.delete(pid);
    onChange(next);
  };

  const authName = (value: number) => (isAuth(value) ? tAdmin(`batch.auth.${authKey(value)}`) : String(value));
  const columns: TableColumnsType<AdminProblemListRecordDto> = [
    { key: 'id', title: tAdmin('batch.columns.id'), dataIndex: 'id' },
    { key: 'problemId', title: tAdmin('batch.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('batch.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('batch.columns.author'), dataIndex: 'author' },
    { key: 'auth', title: tAdmin('batch.columns.auth'), render: (_, problem) => authName(problem.auth) },
  ];

  return (
    <>
      <DataTable<AdminProblemListRecordDto>
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('batch.pick.tableLabel')}
        searchPlaceholder={tAdmin('batch.pick.search')}
        testId="batch-picker"
        rowSelection={{ selectedRowKeys: [...selection.keys()], onChange: onTick }}
        toolbar={
          <Select<ProblemAuth | 0>
            aria-label={tAdmin('batch.columns.auth')}
            value={auth}
            onChange={(value) => {
              setAuth(value);
              table.setPage(1, table.args.limit);
            }}
            options={[{ value: 0, label: tAdmin('batch.pick.allAuth') }, ...AUTHS.map((value) => ({ value, label: authName(value) }))]}
            style={{ width: 160 }}
          />
        }
      />
      <section aria-label={tAdmin('batch.pick.selectedLabel')} data-testid="batch-selection" style={{ marginTop: 8 }}>
        <Space wrap>
          <Typography.Text strong>{tAdmin('batch.pick.selected', { count: selection.size })}</Typography.Text>
          {selection.size === 0 && <Typography.Text type="secondary">{tAdmin('batch.pick.none')}</Typography.Text>}
          {[...selection.values()].map((problem) => (
            <Tag key={problem.id} style={{ marginInlineEnd: 0 }}>
              {problem.problemId}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={tAdmin('batch.pick.remove', { problemId: problem.problemId })}
                onClick={() => {
                  remove(problem.id);
                }}
              />
            </Tag>
          ))}
          {selection.size > 0 && (
            <Button
              size="small"
              onClick={() => {
                onChange(new Map());
              }}
            >
              {tAdmin('batch.pick.clear')}
            </Button>
          )}
        </Space>
      </section>
    </>
  );
}
