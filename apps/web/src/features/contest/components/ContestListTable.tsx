import { BarChartOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { CONTEST_LIST_PAGE_SIZE, ContestStatus, ContestType } from '@oj/contracts';
import type { ContestListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { durationColumn, timeColumn, titleColumn } from '@/components/list-columns.tsx';
import { paths } from '@/config/paths.ts';
import { ContestAuthTag, ContestLock, ContestRuleTag, ContestStatusTag, ParticipantCount } from './ContestTags.tsx';

/** Props of ContestListTable. */
export interface ContestListTableProps {
  records: readonly ContestListRecordDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  compact: boolean;
  onPageChange: (page: number) => void;
  /** A contest was clicked: the page decides (sign-in prompt, or the contest). */
  onOpen: (contest: ContestListRecordDto) => void;
}

/** The outside scoreboard button: ACM or OI board; disabled while scheduled, and when the board is not open. */
function ScoreboardButton({ contest }: { contest: ContestListRecordDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scheduled = contest.status === ContestStatus.Scheduled;
  const href = contest.type === ContestType.OI ? paths.contest.oiScoreboard.getHref(contest.id) : paths.contest.acmScoreboard.getHref(contest.id);
  const reason = scheduled ? t('contest.scoreboardScheduled') : contest.openRank ? null : t('contest.scoreboardClosed');
  if (reason) {
    return (
      <Tooltip title={reason}>
        <Button size="small" icon={<BarChartOutlined />} disabled data-testid="contest-scoreboard">
          {t('contest.scoreboard')}
        </Button>
      </Tooltip>
    );
  }
  // A button that navigates, not a button inside a link (no control may sit inside another).
  return (
    <Button size="small" icon={<BarChartOutlined />} onClick={() => void navigate(href)} data-testid="contest-scoreboard">
      {t('contest.scoreboard')}
    </Button>
  );
}

/** The contest list (spec 02 §2): one row per contest, page size 10. */
export function ContestListTable(props: ContestListTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ContestListRecordDto> = [
    titleColumn<ContestListRecordDto>({
      key: 'title',
      title: t('contest.columns.title'),
      text: (contest) => contest.title,
      href: (contest) => paths.contest.detail.getHref(contest.id),
      testId: 'contest-link',
      onOpen: props.onOpen,
      before: (contest) => <TrophyOutlined style={{ color: contest.type === ContestType.OI ? '#722ed1' : '#2f54eb' }} aria-hidden />,
      after: (contest) => <ContestLock auth={contest.auth} />,
    }),
    timeColumn<ContestListRecordDto>('startTime', t('contest.columns.startTime'), (contest) => contest.startTime),
    durationColumn<ContestListRecordDto>('duration', t('contest.columns.duration'), (contest) => contest.duration),
    { key: 'rule', title: t('contest.columns.rule'), render: (_, contest) => <ContestRuleTag type={contest.type} /> },
    { key: 'auth', title: t('contest.columns.auth'), render: (_, contest) => <ContestAuthTag auth={contest.auth} /> },
    { key: 'count', title: t('contest.columns.participants'), render: (_, contest) => <ParticipantCount count={contest.count} /> },
    { key: 'status', title: t('contest.columns.status'), render: (_, contest) => <ContestStatusTag status={contest.status} /> },
    { key: 'scoreboard', title: t('contest.scoreboard'), render: (_, contest) => <ScoreboardButton contest={contest} /> },
  ];
  return (
    <Table<ContestListRecordDto>
      data-testid="contest-table"
      rowKey="id"
      size={props.compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contest.empty') }}
      pagination={{
        current: props.currentPage,
        pageSize: CONTEST_LIST_PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        size: props.compact ? 'small' : 'medium',
        onChange: props.onPageChange,
      }}
    />
  );
}
