import type { CSSProperties } from 'react';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ContestType, SCOREBOARD_PAGE_SIZES } from '@oj/contracts';
import type { ScoreboardRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { readableOn } from '@oj/ui';
import { formatContestTime, isAcmCell } from '../cells.ts';
import { AcmBoardCell, OiBoardCell, boardCellStyle } from './BoardCell.tsx';

/** A column of the board: one contest problem. */
export interface BoardProblem {
  readonly displayId: string;
  readonly displayTitle: string;
  readonly color: string | null;
}

/** Props of BoardTable. */
export interface BoardTableProps {
  rows: readonly ScoreboardRowDto[];
  problems: readonly BoardProblem[];
  /** ContestType.ACM or ContestType.OI. */
  type: number;
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  myUid: string | null;
  /** Concerned uids; with onToggleConcern, each row gets a star button. */
  concerned: readonly string[];
  onToggleConcern?: ((uid: string) => void) | undefined;
  onPageChange: (page: number, limit: number) => void;
}

/** The award look of a row (spec 02 §2): the admin's background and colour, the text kept readable. */
function awardStyle(row: ScoreboardRowDto): CSSProperties {
  if (!row.isWinAward || !row.awardBackground) return {};
  const color = row.awardColor ? readableOn(row.awardColor, row.awardBackground) : undefined;
  return { background: row.awardBackground, ...(color ? { color } : {}) };
}

function RankCell({ row }: { row: ScoreboardRowDto }) {
  const { t } = useTranslation();
  if (row.isStar || row.rank < 0) {
    return (
      <span title={t('contestBoard.starTip')} aria-label={t('contestBoard.star')} data-testid="star-rank" style={{ color: '#ad6800', fontSize: 16 }}>
        ★
      </span>
    );
  }
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{row.rank}</div>
      {row.isWinAward && row.awardName ? (
        <div data-testid="award-name" style={{ fontSize: 12 }}>
          {row.awardName}
        </div>
      ) : null}
    </div>
  );
}

/** A participant: a team account shows its team name, its members under it (all of them on hover). */
function UserCell({ row }: { row: ScoreboardRowDto }) {
  const name = row.teamName ?? row.rankShowName;
  const members = row.teamName !== null && row.members && row.members.length > 0 ? row.members.join(', ') : null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }} title={members ?? row.username}>
      <Avatar size={28} src={row.avatar ?? undefined} alt="">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <span style={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
        <span style={{ fontWeight: 500 }}>{name}</span>
        {members !== null && (
          <span data-testid="board-members" style={{ fontSize: 12, opacity: 0.65, maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {members}
          </span>
        )}
      </span>
    </span>
  );
}

/** The board's table: rank, user, school, a cell per problem, totals; paged on the server. */
export function BoardTable(props: BoardTableProps) {
  const { t } = useTranslation();
  const acm = props.type !== ContestType.OI;
  const fixed = (row: ScoreboardRowDto) => ({ style: awardStyle(row) });
  const columns: TableColumnsType<ScoreboardRowDto> = [
    { key: 'rank', title: t('contestBoard.rank'), width: 72, align: 'center', fixed: 'left', onCell: fixed, render: (_, row) => <RankCell row={row} /> },
    ...(props.onToggleConcern
      ? [
          {
            key: 'concern',
            width: 44,
            align: 'center' as const,
            onCell: fixed,
            render: (_: unknown, row: ScoreboardRowDto) => {
              const on = props.concerned.includes(row.uid);
              return (
                <Button
                  type="text"
                  size="small"
                  aria-pressed={on}
                  aria-label={t(on ? 'contestBoard.unconcern' : 'contestBoard.concern')}
                  title={t(on ? 'contestBoard.unconcern' : 'contestBoard.concern')}
                  icon={on ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
                  onClick={() => props.onToggleConcern?.(row.uid)}
                  data-testid="concern"
                />
              );
            },
          },
        ]
      : []),
    { key: 'user', title: t('contestBoard.user'), fixed: 'left', onCell: fixed, render: (_, row) => <UserCell row={row} /> },
    { key: 'school', title: t('contestBoard.school'), onCell: fixed, render: (_, row) => row.school ?? '' },
    { key: 'ac', title: t('contestBoard.ac'), align: 'center', width: 64, onCell: fixed, render: (_, row) => row.ac },
    acm
      ? { key: 'total', title: t('contestBoard.totalTime'), align: 'center', onCell: fixed, render: (_, row) => formatContestTime(row.totalTime) }
      : { key: 'total', title: t('contestBoard.totalScore'), align: 'center', onCell: fixed, render: (_, row) => <strong>{row.totalScore}</strong> },
    ...props.problems.map((problem) => ({
      key: `problem-${problem.displayId}`,
      title: (
        <span title={problem.displayTitle} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {problem.color ? (
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: problem.color, border: '1px solid #00000026' }} />
          ) : null}
          {problem.displayId}
        </span>
      ),
      align: 'center' as const,
      width: 88,
      onCell: (row: ScoreboardRowDto) => ({ style: boardCellStyle(row.submissionInfo[problem.displayId]) }),
      render: (_: unknown, row: ScoreboardRowDto) => {
        const cell = row.submissionInfo[problem.displayId];
        return isAcmCell(cell) ? <AcmBoardCell cell={cell} /> : <OiBoardCell cell={cell} />;
      },
    })),
  ];

  return (
    <>
      <style>{'.oj-own-row > td { box-shadow: inset 0 -2px 0 #1677ff; }'}</style>
      <Table<ScoreboardRowDto>
        data-testid="board-table"
        rowKey="uid"
        size="small"
        bordered
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('contestBoard.empty') }}
        rowClassName={(row) => (props.myUid !== null && row.uid === props.myUid ? 'oj-own-row' : '')}
        pagination={{
          current: props.currentPage,
          pageSize: props.limit,
          total: props.total,
          showSizeChanger: true,
          pageSizeOptions: SCOREBOARD_PAGE_SIZES.map(String),
          onChange: props.onPageChange,
        }}
      />
    </>
  );
}
