import { Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { NOT_ATTEMPTED } from '@oj/contracts';
import type { TrainingProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ColorTag, DifficultyTag, VerdictTag } from '@oj/ui';
import { useTrainingLinks } from '@/hooks/use-training-links.ts';

/** The training's problems (spec 02 §2: pid, problemId, title, difficulty, tags, ac, total, myStatus); a row opens the problem. */
export function TrainingProblemTable({ tid, problems, loading }: { tid: number; problems: readonly TrainingProblemDto[]; loading: boolean }) {
  const { t } = useTranslation();
  const links = useTrainingLinks();
  const columns: TableColumnsType<TrainingProblemDto> = [
    { key: 'pid', title: t('training.problems.pid'), width: 60, render: (_, _problem, index) => index + 1 },
    { key: 'problemId', title: t('training.problems.problemId'), dataIndex: 'problemId', width: 120 },
    {
      key: 'title',
      title: t('training.problems.title'),
      render: (_, problem) => (
        <Link to={links.problem(tid, problem.problemId)} data-testid="training-problem-link">
          {problem.title}
        </Link>
      ),
    },
    { key: 'difficulty', title: t('training.problems.difficulty'), width: 90, render: (_, problem) => <DifficultyTag difficulty={problem.difficulty} /> },
    {
      key: 'tags',
      title: t('training.problems.tags'),
      render: (_, problem) => (
        <Space size={[4, 4]} wrap>
          {problem.tags.map((tag) => (
            <ColorTag key={tag.id} color={tag.color ?? 'default'}>
              {tag.name}
            </ColorTag>
          ))}
        </Space>
      ),
    },
    { key: 'ac', title: t('training.problems.ac'), dataIndex: 'ac', width: 70, align: 'center' },
    { key: 'total', title: t('training.problems.total'), dataIndex: 'total', width: 70, align: 'center' },
    {
      key: 'mine',
      title: t('training.problems.myStatus'),
      width: 130,
      render: (_, problem) =>
        problem.myStatus === NOT_ATTEMPTED ? null : (
          <span data-testid="training-problem-mine" data-status={problem.myStatus}>
            <VerdictTag status={problem.myStatus} short />
          </span>
        ),
    },
  ];
  return (
    <Table<TrainingProblemDto>
      data-testid="training-problem-table"
      rowKey="pid"
      size="middle"
      columns={columns}
      dataSource={[...problems]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('training.problems.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
