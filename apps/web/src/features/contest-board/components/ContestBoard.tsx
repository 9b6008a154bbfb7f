import { useMemo, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from '@oj/i18n';
import { readConcerned, toggleConcerned, writeConcerned } from '../concerned.ts';
import { useBoard } from '../hooks/use-board.ts';
import type { BoardSource } from '../hooks/use-board.ts';
import { DEFAULT_BOARD_VIEW, boardPageSize, boardQuery } from '../query.ts';
import type { BoardView } from '../query.ts';
import { BoardControls } from './BoardControls.tsx';
import type { BoardControlsAllowed } from './BoardControls.tsx';
import { BoardTable } from './BoardTable.tsx';
import type { BoardProblem } from './BoardTable.tsx';

/** Props of ContestBoard. */
export interface ContestBoardProps {
  cid: number;
  source: BoardSource;
  /** ContestType.ACM or ContestType.OI. */
  type: number;
  problems: readonly BoardProblem[];
  ended: boolean;
  allowed: Omit<BoardControlsAllowed, 'concerned'>;
  /** Contest admins see the real board (inside). */
  isAdmin: boolean;
  myUid: string | null;
}

/**
 * A contest's scoreboard with its controls (spec 02 §2 "Scoreboards"): the inside rank tab and the
 * outside boards. The view (page, size, filters) is the viewer's; concerned users are kept per contest.
 */
export function ContestBoard({ cid, source, type, problems, ended, allowed, isAdmin, myUid }: ContestBoardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<BoardView>(DEFAULT_BOARD_VIEW);
  const [concerned, setConcerned] = useState<string[]>(() => readConcerned(cid));
  const query = useMemo(() => boardQuery(cid, view, concerned), [cid, view, concerned]);
  const board = useBoard({ source, query, ended, isAdmin });

  const onToggleConcern = (uid: string) => {
    const next = toggleConcerned(concerned, uid);
    setConcerned(next);
    writeConcerned(cid, next);
  };

  return (
    <div data-testid="contest-board">
      <BoardControls
        view={view}
        allowed={{ ...allowed, concerned: true }}
        autoRefresh={board.autoRefresh}
        refreshing={board.fetching}
        onAutoRefresh={board.setAutoRefresh}
        onChange={setView}
        onRefresh={board.refetch}
      />
      {board.page?.sealed ? <Alert type="info" showIcon title={t('contestBoard.sealed')} style={{ marginBottom: 12 }} data-testid="board-sealed" /> : null}
      <BoardTable
        rows={board.page?.records ?? []}
        problems={problems}
        type={type}
        total={board.page?.total ?? 0}
        loading={board.loading}
        currentPage={view.currentPage}
        limit={view.limit}
        myUid={myUid}
        concerned={concerned}
        onToggleConcern={onToggleConcern}
        onPageChange={(currentPage, limit) => {
          const size = boardPageSize(limit);
          setView({ ...view, currentPage: size === view.limit ? currentPage : 1, limit: size });
        }}
      />
    </div>
  );
}
