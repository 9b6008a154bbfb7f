import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { TimedWorkProblemType } from '@oj/contracts';
import type { TimedWorkProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** The problem list (spec 02 §2): id, type (objective when 1, else programming), title, submitted or not; a row opens the problem. */
export function TimedWorkProblemTable({ tid, problems, loading }: { tid: number; problems: readonly TimedWorkProblemDto[]; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: TableColumnsType<TimedWorkProblemDto> = [
    { key: 'id', title: t('timedWork.problem.id'), dataIndex: 'displayId', width: 80 },
    {
      key: 'type',
      title: t('timedWork.problem.type'),
      render: (_, problem) => (problem.type === TimedWorkProblemType.Objective ? t('timedWork.problem.objective') : t('timedWork.problem.programming')),
    },
    {
      key: 'title',
      title: t('timedWork.problem.title'),
      render: (_, problem) => (
        <Link to={paths.timedwork.problem.getHref(tid, problem.displayId)} data-testid="timed-work-problem-link">
          {problem.displayTitle}
        </Link>
      ),
    },
    {
      key: 'submitted',
      title: t('timedWork.problem.submitted'),
      render: (_, problem) =>
        problem.isSubmitted ? (
          <Tag color="blue" data-testid="timed-work-submitted">
            {t('timedWork.problem.submitted')}
          </Tag>
        ) : (
          <Tag>{t('timedWork.problem.notSubmitted')}</Tag>
        ),
    },
  ];
  return (
    <Table<TimedWorkProblemDto>
      data-testid="timed-work-problems"
      rowKey="displayId"
      columns={columns}
      dataSource={problems}
      loading={loading}
      pagination={false}
      onRow={(problem) => ({ onClick: () => void navigate(paths.timedwork.problem.getHref(tid, problem.displayId)), style: { cursor: 'pointer' } })}
    />
  );
}
