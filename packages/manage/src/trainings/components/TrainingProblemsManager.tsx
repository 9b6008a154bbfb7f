import { useEffect, useMemo, useState } from 'react';
import { Button, InputNumber, Result, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { TRAINING_RANK_MAX } from '@oj/contracts';
import type { AdminTrainingProblemRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, RowAction, useTableArgs } from '../../shared/data-table';
import { useScopedTraining, useScopedTrainingProblemActions, useScopedTrainingProblems, useTrainingScope } from '../scope.ts';
import type { TrainingLinks } from '../scope.ts';
import { AddGroupProblemDialog } from './AddGroupProblemDialog.tsx';
import { AddPublicProblemDialog } from './AddPublicProblemDialog.tsx';

/**
 * A training's problems in order (spec 03 §2.10, §5): add from the public bank (and, in a group,
 * from the group's problems), reorder, remove; in the back office or a group's admin mode.
 */
export function TrainingProblemsManager({ tid, links }: { tid: number; links: TrainingLinks }) {
  const scope = useTrainingScope();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const training = useScopedTraining(scope, tid === 0 ? null : tid);
  const table = useTableArgs();
  const problems = useScopedTrainingProblems(scope, tid, table.args);
  const actions = useScopedTrainingProblemActions(scope);
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const current = useMemo(() => new Set((problems.data?.records ?? []).map((row) => row.pid)), [problems.data]);

  useEffect(() => {
    if (training.data) document.title = tAdmin('training.problems.title', { title: training.data.title });
  }, [tAdmin, training.data]);

  if (tid === 0 || training.isError) return <Result status="warning" title={tAdmin('training.list.title')} />;

  const setRank = async (row: AdminTrainingProblemRowDto, rank: number | null) => {
    if (rank === null || rank === row.rank) return;
    const result = await actions.setRank(tid, row.pid, rank);
    if (!result.error) void message.success(tAdmin('training.problems.updated'));
  };
  const remove = async (row: AdminTrainingProblemRowDto) => {
    const result = await actions.remove(tid, row.pid);
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
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(links.list())}>
              {tAdmin('training.problems.back')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setAdding('public');
              }}
              data-testid="training-add-problem"
            >
              {tAdmin('training.problems.add')}
            </Button>
            {scope.gid === null ? null : (
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  setAdding('group');
                }}
                data-testid="training-add-group-problem"
              >
                {tAdmin('training.problems.addFromGroup')}
              </Button>
            )}
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
        scope={scope}
        tid={tid}
        open={adding === 'public'}
        onClose={() => {
          setAdding(null);
        }}
        current={current}
      />
      {scope.gid === null ? null : (
        <AddGroupProblemDialog
          tid={tid}
          open={adding === 'group'}
          onClose={() => {
            setAdding(null);
          }}
        />
      )}
    </>
  );
}
