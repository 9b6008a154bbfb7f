import { useEffect, useMemo, useState } from 'react';
import { Button, InputNumber, Result, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  useGetAdminTrainingProblemsQuery,
  useGetAdminTrainingQuery,
  useRemoveTrainingProblemMutation,
  useUpdateTrainingProblemMutation,
} from '@oj/api-client/admin-training';
import { TRAINING_RANK_MAX } from '@oj/contracts';
import type { AdminTrainingProblemRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { DataTable, RowAction, useTableArgs } from '@oj/manage/data-table';
import { AddPublicProblemDialog } from '@oj/manage/trainings/components/AddPublicProblemDialog.tsx';
import { useTrainingId } from '@oj/manage/trainings/hooks.ts';

/** /admin/training/:trainingId/problems: the training's problems in order; add from the public bank, reorder, remove (spec 03 §5). */
export function TrainingProblemsPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const tid = useTrainingId() ?? 0;
  const training = useGetAdminTrainingQuery(tid, { skip: tid === 0 });
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const problems = useGetAdminTrainingProblemsQuery({ tid, ...paging, ...(keyword ? { keyword } : {}) }, { skip: tid === 0 });
  const [updateProblem] = useUpdateTrainingProblemMutation();
  const [removeProblem] = useRemoveTrainingProblemMutation();
  const [adding, setAdding] = useState(false);
  const current = useMemo(() => new Set((problems.data?.records ?? []).map((row) => row.pid)), [problems.data]);

  useEffect(() => {
    if (training.data) document.title = tAdmin('training.problems.title', { title: training.data.title });
  }, [tAdmin, training.data]);

  if (tid === 0 || training.isError) return <Result status="warning" title={tAdmin('training.list.title')} />;

  const setRank = async (row: AdminTrainingProblemRowDto, rank: number | null) => {
    if (rank === null || rank === row.rank) return;
    const result = await updateProblem({ tid, pid: row.pid, rank });
    if (!result.error) void message.success(tAdmin('training.problems.updated'));
  };
  const remove = async (row: AdminTrainingProblemRowDto) => {
    const result = await removeProblem({ tid, pid: row.pid });
    if (!result.error) void message.success(tAdmin('training.problems.removed'));
  };
  const columns: TableColumnsType<AdminTrainingProblemRowDto> = [
    {
      key: 'rank',
      title: tAdmin('training.problems.rank'),
      width: 120,
      render: (_, row) => (
        <InputNumber
          size="small"
          min={0}
          max={TRAINING_RANK_MAX}
          precision={0}
          defaultValue={row.rank}
          aria-label={`${tAdmin('training.problems.rank')} ${row.problemId}`}
          onBlur={(event) => void setRank(row, event.target.value === '' ? null : Number(event.target.value))}
        />
      ),
    },
    { key: 'pid', title: 'ID', dataIndex: 'pid', width: 70 },
    { key: 'problemId', title: tAdmin('training.problems.problemId'), dataIndex: 'problemId' },
    { key: 'displayId', title: tAdmin('training.problems.displayId'), dataIndex: 'displayId' },
    { key: 'title', title: tAdmin('training.problems.problemTitle'), dataIndex: 'title' },
  ];
  return (
    <>
      <DataTable<AdminTrainingProblemRowDto>
        testId="admin-training-problems"
        ariaLabel={tAdmin('training.problems.tableLabel')}
        result={problems}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('training.problems.search')}
        toolbar={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.training.list.getHref())}>
              {tAdmin('training.problems.back')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setAdding(true);
              }}
              data-testid="training-add-problem"
            >
              {tAdmin('training.problems.add')}
            </Button>
          </Space>
        }
        rowActions={(row) => (
          <RowAction
            label={tAdmin('training.problems.remove')}
            subject={row.problemId}
            icon={<DeleteOutlined />}
            danger
            confirm={tAdmin('training.problems.removeConfirm', { title: row.title })}
            onClick={() => {
              void remove(row);
            }}
          />
        )}
      />
      <AddPublicProblemDialog
        tid={tid}
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
        current={current}
      />
    </>
  );
}
