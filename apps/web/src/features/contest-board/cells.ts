import type { AcmCellDto, OiCellDto } from '@oj/contracts';

/** A time in seconds from the contest start as H:MM:SS (hours not capped: "27:03:09"). */
export function formatContestTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '--';
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** How an ACM cell looks. */
export type AcmCellState = 'firstAc' | 'ac' | 'pending' | 'failed' | 'empty';

/** Whether a board cell is an ACM one (the other kind is OI). */
export function isAcmCell(cell: AcmCellDto | OiCellDto | undefined): cell is AcmCellDto {
  return cell !== undefined && 'isAC' in cell;
}

/**
 * First AC (its own colour) over AC; otherwise pending (sealed or judging tries) over failed; a cell
 * with neither tries nor pending ones is empty.
 */
export function acmCellState(cell: AcmCellDto | undefined): AcmCellState {
  if (!cell) return 'empty';
  if (cell.isAC) return cell.isFirstAC ? 'firstAc' : 'ac';
  if (cell.pendingNum > 0) return 'pending';
  return cell.errorNum > 0 || cell.tryNum > 0 ? 'failed' : 'empty';
}

/** What an ACM cell shows: the AC time, the count line (tries, or rejected ones while unsolved), pending tries. */
export interface AcmCellText {
  readonly time: string | null;
  /** Counted tries (with the AC) when solved, rejected ones when not; 0 hides the line. */
  readonly tries: number;
  readonly pending: number;
  readonly afterContest: boolean;
}

export function acmCellText(cell: AcmCellDto): AcmCellText {
  return {
    time: cell.isAC ? formatContestTime(cell.ACTime) : null,
    tries: cell.isAC ? cell.tryNum : cell.errorNum,
    pending: cell.pendingNum,
    afterContest: cell.isAfterContest,
  };
}

/** Cell colours (background, text) of each ACM state: text at WCAG AA on its background. */
export const ACM_CELL_COLORS: Readonly<Record<AcmCellState, { background: string; color: string }>> = {
  firstAc: { background: '#237804', color: '#ffffff' },
  ac: { background: '#d9f7be', color: '#135200' },
  pending: { background: '#fff1b8', color: '#614700' },
  failed: { background: '#ffd8d8', color: '#a8071a' },
  empty: { background: 'transparent', color: 'inherit' },
};

/**
 * An OI score's colour by value (out of 100): 0 red, below 60 orange, below 100 olive, full marks green,
 * each readable on white and on the light table stripes.
 */
export function oiScoreColor(score: number | null | undefined): string | undefined {
  if (score === null || score === undefined) return undefined;
  if (score <= 0) return '#cf1322';
  if (score < 60) return '#ad4e00';
  if (score < 100) return '#3f6600';
  return '#237804';
}
