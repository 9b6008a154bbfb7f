import { Collapse, Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TidanProblemDto, TidanProblemGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { TidanStatusIcon } from './TidanStatusIcon.tsx';

/** Props of TidanProblemGroups: the routes' links are the page's (features do not own paths). */
export interface TidanProblemGroupsProps {
  problemGroups: readonly TidanProblemGroupDto[];
  problemHref: (problemId: string) => string;
  statusHref: (problemId: string) => string;
}

function ProblemTable({ problems, problemHref, statusHref }: { problems: readonly TidanProblemDto[] } & Omit<TidanProblemGroupsProps, 'problemGroups'>) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TidanProblemDto> = [
    { key: 'status', title: t('tidan.columns.status'), width: 70, align: 'center', render: (_, problem) => <TidanStatusIcon status={problem.status} /> },
    {
      key: 'problemId',
      title: t('tidan.columns.problemId'),
      width: 140,
      render: (_, problem) => <Link to={problemHref(problem.problemId)}>{problem.problemId}</Link>,
    },
    {
      key: 'title',
      title: t('tidan.columns.title'),
      render: (_, problem) => (
        <Link to={problemHref(problem.problemId)} data-testid="tidan-problem">
          {problem.title}
        </Link>
      ),
    },
    { key: 'accepted', title: t('tidan.columns.accepted'), dataIndex: 'accepted', width: 100, align: 'right' },
    { key: 'submitted', title: t('tidan.columns.submitted'), dataIndex: 'submitted', width: 100, align: 'right' },
    {
      key: 'submissions',
      title: t('tidan.columns.submissions'),
      width: 120,
      render: (_, problem) => (
        <Link to={statusHref(problem.problemId)} data-testid="tidan-status-link">
          {t('tidan.submissions')}
        </Link>
      ),
    },
  ];
  return (
    <Table<TidanProblemDto>
      rowKey="pid"
      size="small"
      columns={columns}
      dataSource={problems}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('tidan.noProblems') }}
    />
  );
}

/** A group's problem groups as collapsible panels (all open at first), each a table of its problems. */
export function TidanProblemGroups({ problemGroups, problemHref, statusHref }: TidanProblemGroupsProps) {
  const { t } = useTranslation();
  if (problemGroups.length === 0) return <Empty description={t('tidan.noProblemGroups')} />;
  return (
    <Collapse
      defaultActiveKey={problemGroups.map((group) => String(group.id))}
      data-testid="tidan-problem-groups"
      items={problemGroups.map((group) => ({
        key: String(group.id),
        label: group.name,
        extra: <span style={{ color: '#888' }}>{t('tidan.count', { count: group.problems.length })}</span>,
        children: <ProblemTable problems={group.problems} problemHref={problemHref} statusHref={statusHref} />,
      }))}
    />
  );
}
