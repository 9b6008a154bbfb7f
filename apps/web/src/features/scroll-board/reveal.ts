/**
 * The scroll board's reveal (ICPC-resolver style), as a pure state machine: `step(state) → state`.
 *
 * It starts from the board frozen at the seal (ACM rules). The row worked on is always the lowest one
 * that still has sealed submissions: one step selects its leftmost pending cell, the next reveals it
 * (its sealed submissions in submit order: rejected tries count until the first Accepted, what follows
 * is ignored). An Accepted adds the problem and its penalty, and the row moves up to its new place.
 * When no row has pending cells the board is final. Ordering and penalties are the server's
 * (apps/contest scoreboard engine): solved desc, penalty asc (AC time + 20 min per rejected try),
 * then username; equal rows share a rank; star users have rank -1.
 */
import { Verdict } from '@oj/contracts';
import type { AcmCellDto, ScoreboardRowDto, ScrollBoardDto } from '@oj/contracts';
import type { MedalCounts } from './medals.ts';
import { compareRevealRows, tied, withRanks } from './ranking.ts';

/** Penalty per rejected try before the first Accepted (the server's ACM rule). */
export const ACM_PENALTY_SEC = 20 * 60;

/** A sealed submission still to reveal. */
export type SealedSubmission = ScrollBoardDto['sealedSubmissions'][number];

/** One cell of the reveal. */
export interface RevealCell {
  readonly isAC: boolean;
  readonly isFirstAC: boolean;
  /** Seconds from the start to the Accepted one. */
  readonly ACTime: number | null;
  /** Rejected tries before the Accepted one (all of them while unsolved). */
  readonly errorNum: number;
  /** Sealed submissions not revealed yet, in submit order. */
  readonly hidden: readonly SealedSubmission[];
}

/** One row of the reveal: the frozen row's person, with live cells and totals. */
export interface RevealRow {
  readonly person: Pick<ScoreboardRowDto, 'uid' | 'username' | 'rankShowName' | 'school' | 'avatar' | 'teamName' | 'isStar'>;
  readonly cells: Readonly<Record<string, RevealCell>>;
  readonly ac: number;
  /** Penalty, seconds. */
  readonly totalTime: number;
  /** Shared rank; -1 for a star user. */
  readonly rank: number;
}

/** Where a cell is. */
export interface CellRef {
  readonly uid: string;
  readonly displayId: string;
}

/** The whole reveal. */
export interface RevealState {
  /** Display ids, left to right. */
  readonly problems: readonly string[];
  /** Best first. */
  readonly rows: readonly RevealRow[];
  /** The cell the last step selected; the next step reveals it. */
  readonly selected: CellRef | null;
  /** The cell the last step revealed, and whether it turned Accepted. */
  readonly revealed: (CellRef & { readonly accepted: boolean }) | null;
  /** The row the last step moved, from and to (positions in `rows`). */
  readonly moved: { readonly uid: string; readonly from: number; readonly to: number } | null;
  readonly finished: boolean;
  /** Per display id: the sealed submission that takes first blood when revealed. */
  readonly firstBlood: Readonly<Record<string, number>>;
  readonly medals: MedalCounts;
}

type Kind = 'accepted' | 'rejected' | 'other';
const REJECTED: ReadonlySet<number> = new Set([
  Verdict.WrongAnswer,
  Verdict.PresentationError,
  Verdict.TimeLimitExceeded,
  Verdict.MemoryLimitExceeded,
  Verdict.RuntimeError,
  Verdict.PartialAccepted,
]);

/** Accepted and the rejected verdicts count; CE, system failures and unknown states are not tries. */
function kindOf(status: number): Kind {
  if (status === Verdict.Accepted) return 'accepted';
  return REJECTED.has(status) ? 'rejected' : 'other';
}

function isAcmCell(cell: unknown): cell is AcmCellDto {
  return typeof cell === 'object' && cell !== null && 'isAC' in cell;
}

/** The sealed submissions that take first blood: per problem without one before the seal, the earliest Accepted of a ranked user. */
function sealedFirstBlood(data: ScrollBoardDto): Record<string, number> {
  const stars = new Set(data.frozen.filter((row) => row.isStar).map((row) => row.uid));
  const taken = new Set<string>();
  for (const row of data.frozen) {
    for (const [displayId, cell] of Object.entries(row.submissionInfo)) if (isAcmCell(cell) && cell.isFirstAC) taken.add(displayId);
  }
  const best: Record<string, SealedSubmission> = {};
  for (const submission of data.sealedSubmissions) {
    if (stars.has(submission.uid) || taken.has(submission.displayId) || kindOf(submission.status) !== 'accepted') continue;
    const holder = best[submission.displayId];
    if (!holder || submission.time < holder.time || (submission.time === holder.time && submission.submitId < holder.submitId)) {
      best[submission.displayId] = submission;
    }
  }
  return Object.fromEntries(Object.entries(best).map(([displayId, submission]) => [displayId, submission.submitId]));
}

/** The reveal at its start: the frozen board, each cell holding its sealed submissions. */
export function initialRevealState(data: ScrollBoardDto): RevealState {
  const problems = data.problems.map((problem) => problem.displayId);
  const hidden = new Map<string, SealedSubmission[]>();
  const ordered = [...data.sealedSubmissions].sort((a, b) => a.time - b.time || a.submitId - b.submitId);
  for (const submission of ordered) {
    const key = `${submission.uid}\u0000${submission.displayId}`;
    hidden.set(key, [...(hidden.get(key) ?? []), submission]);
  }
  const rows = data.frozen.map((row): RevealRow => {
    const cells: Record<string, RevealCell> = {};
    for (const displayId of problems) {
      const cell = row.submissionInfo[displayId];
      const acm = isAcmCell(cell) ? cell : null;
      cells[displayId] = {
        isAC: acm?.isAC ?? false,
        isFirstAC: acm?.isFirstAC ?? false,
        ACTime: acm?.ACTime ?? null,
        errorNum: acm?.errorNum ?? 0,
        hidden: acm?.isAC ? [] : (hidden.get(`${row.uid}\u0000${displayId}`) ?? []),
      };
    }
    const { uid, username, rankShowName, school, avatar, teamName, isStar } = row;
    return { person: { uid, username, rankShowName, school, avatar, teamName, isStar }, cells, ac: row.ac, totalTime: row.totalTime, rank: row.rank };
  });
  const state: RevealState = {
    problems,
    rows: withRanks([...rows].sort(compareRevealRows)),
    selected: null,
    revealed: null,
    moved: null,
    finished: false,
    firstBlood: sealedFirstBlood(data),
    medals: data.medals,
  };
  return { ...state, finished: focusIndex(state) < 0 };
}

const hasHidden = (row: RevealRow, problems: readonly string[]) => problems.some((displayId) => (row.cells[displayId]?.hidden.length ?? 0) > 0);

/** The position of the row being worked on (the lowest with pending cells), or -1 when none is left. */
export function focusIndex(state: Pick<RevealState, 'rows' | 'problems'>): number {
  for (let index = state.rows.length - 1; index >= 0; index -= 1) {
    const row = state.rows[index];
    if (row && hasHidden(row, state.problems)) return index;
  }
  return -1;
}

/** Sealed submissions not revealed yet. */
export function remainingCount(state: Pick<RevealState, 'rows'>): number {
  return state.rows.reduce((sum, row) => sum + Object.values(row.cells).reduce((cells, cell) => cells + cell.hidden.length, 0), 0);
}

/**
 * The first position from which rows are final: below the row being worked on, and not tied with it
 * (a tied row's shared rank changes when that row moves). 0 once everything is revealed.
 */
export function settledFrom(state: Pick<RevealState, 'rows' | 'problems'>): number {
  const focus = focusIndex(state);
  if (focus < 0) return 0;
  const focused = state.rows[focus] as RevealRow;
  let start = focus + 1;
  while (start < state.rows.length && tied(state.rows[start] as RevealRow, focused)) start += 1;
  return start;
}

/** Reveals one cell: its sealed submissions in order, up to the first Accepted. */
function revealCell(cell: RevealCell, firstBloodId: number | undefined): RevealCell {
  let errorNum = cell.errorNum;
  for (const submission of cell.hidden) {
    const kind = kindOf(submission.status);
    if (kind === 'rejected') errorNum += 1;
    if (kind === 'accepted') {
      return { isAC: true, isFirstAC: submission.submitId === firstBloodId, ACTime: submission.time, errorNum, hidden: [] };
    }
  }
  return { ...cell, errorNum, hidden: [] };
}

/** One step: select the next pending cell, or reveal the selected one (moving its row), or finish. */
export function step(state: RevealState): RevealState {
  if (state.finished) return state;
  if (state.selected === null) {
    const focus = focusIndex(state);
    const row = state.rows[focus];
    const displayId = row ? state.problems.find((id) => (row.cells[id]?.hidden.length ?? 0) > 0) : undefined;
    if (!row || displayId === undefined) return { ...state, selected: null, revealed: null, moved: null, finished: true };
    return { ...state, selected: { uid: row.person.uid, displayId }, revealed: null, moved: null };
  }
  const { uid, displayId } = state.selected;
  const from = state.rows.findIndex((row) => row.person.uid === uid);
  const row = state.rows[from];
  const cell = row?.cells[displayId];
  if (!row || !cell) return { ...state, selected: null };
  const next = revealCell(cell, state.firstBlood[displayId]);
  const accepted = next.isAC && !cell.isAC;
  const updated: RevealRow = {
    ...row,
    cells: { ...row.cells, [displayId]: next },
    ac: row.ac + (accepted ? 1 : 0),
    totalTime: row.totalTime + (accepted ? (next.ACTime ?? 0) + next.errorNum * ACM_PENALTY_SEC : 0),
  };
  const others = state.rows.filter((_, index) => index !== from);
  let to = others.findIndex((other) => compareRevealRows(other, updated) > 0);
  if (to < 0) to = others.length;
  others.splice(to, 0, updated);
  const rows = withRanks(others);
  const revealed = { uid, displayId, accepted };
  const moved = to === from ? null : { uid, from, to };
  const finished = focusIndex({ rows, problems: state.problems }) < 0;
  return { ...state, rows, selected: null, revealed, moved, finished };
}

/** Steps until the board is final (a guard stops a malformed state from looping). */
export function revealAll(state: RevealState): RevealState {
  let current = state;
  for (let guard = 0; !current.finished && guard < 2 * remainingCount(state) + 2; guard += 1) current = step(current);
  return current;
}
