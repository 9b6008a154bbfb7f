import { CheckOutlined, CloseOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ContestType, NOT_ATTEMPTED, Verdict } from '@oj/contracts';
import type { ContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** A balloon in the problem's colour (contest problems may have none). */
function Balloon({ color }: { color: string | null }) {
  const { t } = useTranslation();
  if (!color) return null;
  return (
    <span
      role="img"
      aria-label={`${t('contest.problems.balloon')} ${color}`}
      title={color}
      style={{
        display: 'inline-block',
        width: 14,
        height: 18,
        borderRadius: '50% 50% 50% 50% / 40% 40% 60% 60%',
        background: color,
        border: '1px solid rgba(0,0,0,0.25)',
      }}
    />
  );
}

/** The user's own standing: solved, tried, or nothing; OI adds the counted score. */
function MyStatus({ problem, oi }: { problem: ContestProblemDto; oi: boolean }) {
  const { t } = useTranslation();
  if (problem.myStatus === NOT_ATTEMPTED) return null;
  const solved = problem.myStatus === Verdict.Accepted;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }} data-testid="contest-problem-mine" data-status={problem.myStatus}>
      {solved ? (
        <CheckOutlined style={{ color: '#138a48' }} aria-label={t('contest.problems.solved')} />
      ) : (
        <CloseOutlined style={{ color: '#c92a1c' }} aria-label={t('contest.problems.tried')} />
      )}
      {oi && problem.score !== null ? <span>{t('contest.problems.score', { score: problem.score })}</span> : null}
    </span>
  );
}

/**
 * The contest's problems (spec 02 §2): display id, balloon colour, title, AC / total (a question
 * icon when the counts are withheld without real-time permission) and the user's own status. A row
 * opens the problem.
 */
export function ContestProblemTable({ cid, type, problems, loading }: { cid: number; type: number; problems: readonly ContestProblemDto[]; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const oi = type === ContestType.OI;
  const columns: TableColumnsType<ContestProblemDto> = [
    { key: 'displayId', title: t('contest.problems.displayId'), dataIndex: 'displayId', width: 70 },
    { key: 'balloon', title: t('contest.problems.balloon'), render: (_, problem) => <Balloon color={problem.color} />, width: 80 },
    {
      key: 'title',
      title: t('contest.problems.title'),
      render: (_, problem) => (
        <Link
          to={paths.contest.problem.getHref(cid, problem.displayId)}
          data-testid="contest-problem-link"
          onClick={(event) => {
            event.stopPropagation();
          }}
        >
          {problem.displayTitle}
        </Link>
      ),
    },
    {
      key: 'acTotal',
      title: t('contest.problems.acTotal'),
      render: (_, problem) =>
        problem.ac === null || problem.total === null ? (
          <Tooltip title={t('contest.problems.hiddenCounts')}>
            <QuestionCircleOutlined aria-label={t('contest.problems.hiddenCounts')} data-testid="contest-problem-hidden-counts" />
          </Tooltip>
        ) : (
          <span data-testid="contest-problem-counts">{`${problem.ac} / ${problem.total}`}</span>
        ),
    },
    { key: 'mine', title: t('contest.problems.myStatus'), render: (_, problem) => <MyStatus problem={problem} oi={oi} /> },
  ];
  return (
    <Table<ContestProblemDto>
      data-testid="contest-problem-table"
      rowKey="displayId"
      columns={columns}
      dataSource={problems}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contest.problems.empty') }}
      onRow={(problem) => ({ onClick: () => void navigate(paths.contest.problem.getHref(cid, problem.displayId)), style: { cursor: 'pointer' } })}
    />
  );
}
