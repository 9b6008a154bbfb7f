import type { CSSProperties } from 'react';
import type { AcmCellDto, OiCellDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ACM_CELL_COLORS, acmCellState, acmCellText, isAcmCell, oiScoreColor } from '../cells.ts';

const small: CSSProperties = { fontSize: 12, lineHeight: '16px' };

/** The after-contest marker: a small star beside the value, with its meaning as a title. */
function AfterContestMark() {
  const { t } = useTranslation();
  return (
    <sup title={t('contestBoard.afterContest')} aria-label={t('contestBoard.afterContest')} data-testid="after-contest">
      *
    </sup>
  );
}

/** An ACM cell: AC time and tries, rejected tries, pending (sealed) tries. */
export function AcmBoardCell({ cell }: { cell: AcmCellDto | undefined }) {
  const { t } = useTranslation();
  const state = acmCellState(cell);
  if (!cell || state === 'empty') return null;
  const text = acmCellText(cell);
  const titles = [
    state === 'firstAc' ? t('contestBoard.firstAc') : null,
    text.tries > 0 ? t(cell.isAC ? 'contestBoard.tries' : 'contestBoard.errors', { count: text.tries }) : null,
    text.pending > 0 ? t('contestBoard.pending', { count: text.pending }) : null,
    text.afterContest ? t('contestBoard.afterContest') : null,
  ].filter((part) => part !== null);
  return (
    <div data-testid="board-cell" data-state={state} title={titles.join(', ')} style={{ textAlign: 'center' }}>
      {text.time !== null ? (
        <div style={{ fontWeight: 600 }}>
          {text.time}
          {text.afterContest ? <AfterContestMark /> : null}
        </div>
      ) : null}
      {cell.isAC ? (
        <div style={small}>{t('contestBoard.tries', { count: text.tries })}</div>
      ) : (
        <div style={{ fontWeight: 600 }}>
          {text.tries > 0 ? `-${text.tries}` : null}
          {text.pending > 0 ? <span style={{ marginLeft: text.tries > 0 ? 4 : 0 }}>?{text.pending}</span> : null}
          {text.afterContest ? <AfterContestMark /> : null}
        </div>
      )}
    </div>
  );
}

/** An OI cell: the counted score coloured by value, pending (sealed) submissions. */
export function OiBoardCell({ cell }: { cell: OiCellDto | undefined }) {
  const { t } = useTranslation();
  if (!cell || (cell.score === null && cell.pendingNum === 0)) return null;
  return (
    <div data-testid="board-cell" data-state={cell.score === null ? 'pending' : 'score'} style={{ textAlign: 'center' }}>
      {cell.score !== null ? <span style={{ color: oiScoreColor(cell.score), fontWeight: 600 }}>{cell.score}</span> : null}
      {cell.pendingNum > 0 ? (
        <span style={{ ...small, marginLeft: 4 }} title={t('contestBoard.pending', { count: cell.pendingNum })}>
          ?{cell.pendingNum}
        </span>
      ) : null}
      {cell.isAfterContest ? <AfterContestMark /> : null}
    </div>
  );
}

/** The background and text colour of a board cell's table cell (ACM only: OI colours its text). */
export function boardCellStyle(cell: AcmCellDto | OiCellDto | undefined): CSSProperties {
  if (!isAcmCell(cell)) return {};
  const colors = ACM_CELL_COLORS[acmCellState(cell)];
  const style: CSSProperties = { background: colors.background, color: colors.color };
  return cell.isAfterContest ? { ...style, fontStyle: 'italic' } : style;
}
