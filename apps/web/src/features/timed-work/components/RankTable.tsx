import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TimedWorkProblemDto, TimedWorkRankRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { rankCellColor } from '../rules.ts';

/**
 * The timed work's rank (spec 02 §2): rank, username (to the user's home), total score, a score
 * column per problem; a cell's colour follows its status: -5 grey, 0 green, 8 blue, -1 red.
 */
export function RankTable({ rows, problems, loading }: { rows: readonly TimedWorkRankRowDto[]; problems: readonly TimedWorkProblemDto[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TimedWorkRankRowDto> = [
    { key: 'rank', title: t('timedWork.rank.rank'), dataIndex: 'rank', width: 70 },
    {
      key: 'user',
      title: t('timedWork.rank.user'),
      render: (_, row) => <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>,
    },
    { key: 'score', title: t('timedWork.rank.score'), dataIndex: 'score', width: 100 },
    ...problems.map((problem) => ({
      key: `p-${problem.displayId}`,
      title: problem.displayId,
      align: 'center' as const,
      onCell: (row: TimedWorkRankRowDto) => {
        const cell = row.submissionInfo[problem.displayId];
        const color = cell ? rankCellColor(cell.status) : undefined;
        return { style: color ? { background: color } : {}, 'data-status': cell?.status ?? '' };
      },
      render: (_: unknown, row: TimedWorkRankRowDto) => {
        const cell = row.submissionInfo[problem.displayId];
        return cell ? <span data-testid={`rank-cell-${problem.displayId}`}>{cell.score ?? '?'}</span> : null;
      },
    })),
  ];
  return (
    <Table<TimedWorkRankRowDto>
      data-testid="timed-work-rank"
      rowKey="uid"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('timedWork.rank.empty') }}
    />
  );
}
