import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useDeleteTidanProblemGroupMutation, useSwapTidanProblemsMutation, useUnbindTidanProblemMutation } from '@oj/api-client/admin-tidan';
import type { AdminTidanProblemDto, AdminTidanProblemGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction, RowAction } from '@oj/manage/data-table';

/** A problem group in the back office: its bound problems (reorder by swapping neighbours, unbind), bind, edit, delete. */
export function ProblemGroupPanel(props: { problemGroup: AdminTidanProblemGroupDto; onEdit: () => void; onBind: () => void }) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const { problemGroup } = props;
  const [swap] = useSwapTidanProblemsMutation();
  const [unbind] = useUnbindTidanProblemMutation();
  const [remove] = useDeleteTidanProblemGroupMutation();
  const problems = problemGroup.problems;

  const swapWith = async (index: number, by: -1 | 1) => {
    const first = problems[index];
    const second = problems[index + by];
    if (!first || !second) return;
    const result = await swap({ first: first.id, second: second.id });
    if (!result.error) void message.success(tAdmin('tidan.updated'));
  };
  const columns: TableColumnsType<AdminTidanProblemDto> = [
    { key: 'problemId', title: tAdmin('tidan.columns.problemId'), dataIndex: 'problemId', width: 160 },
    { key: 'title', title: tAdmin('tidan.columns.title'), dataIndex: 'title' },
    {
      key: 'actions',
      width: 150,
      render: (_, problem, index) => (
        <Space size={4}>
          <RowAction
            label={tAdmin('tidan.moveUp')}
            subject={problem.problemId}
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => void swapWith(index, -1)}
          />
          <RowAction
            label={tAdmin('tidan.moveDown')}
            subject={problem.problemId}
            icon={<ArrowDownOutlined />}
            disabled={index === problems.length - 1}
            onClick={() => void swapWith(index, 1)}
          />
          <RowAction
            label={tAdmin('tidan.unbind')}
            subject={problem.problemId}
            icon={<DeleteOutlined />}
            danger
            tooltip={false}
            confirm={tAdmin('tidan.unbindConfirm', { problemId: problem.problemId })}
            onClick={() => {
              void (async () => {
                const result = await unbind({ pgid: problemGroup.id, pid: problem.pid });
                if (!result.error) void message.success(tAdmin('tidan.deleted'));
              })();
            }}
          />
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      type="inner"
      title={problemGroup.name}
      data-testid="tidan-admin-problem-group"
      extra={
        <Space size={4}>
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={props.onBind}>
            {tAdmin('tidan.bind')}
          </Button>
          <Button size="small" icon={<EditOutlined />} aria-label={`${tAdmin('tidan.edit')} ${problemGroup.name}`} onClick={props.onEdit} />
          <DeleteAction
            confirm={tAdmin('tidan.deleteConfirm', { name: problemGroup.name })}
            label={tAdmin('tidan.delete')}
            subject={problemGroup.name}
            onConfirm={() => {
              void (async () => {
                const result = await remove(problemGroup.id);
                if (!result.error) void message.success(tAdmin('tidan.deleted'));
              })();
            }}
          />
        </Space>
      }
    >
      <Table<AdminTidanProblemDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={problems}
        pagination={false}
        locale={{ emptyText: tAdmin('tidan.noProblems') }}
      />
    </Card>
  );
}
