import { DEFAULT_SCOREBOARD_PAGE_SIZE, SCOREBOARD_PAGE_SIZES } from '@oj/contracts';
import type { ScoreboardQueryDto } from '@oj/contracts';

/** What the viewer chose to see of a board (spec 02 §2 "Scoreboards" controls). */
export interface BoardView {
  readonly currentPage: number;
  readonly limit: number;
  readonly keyword: string;
  readonly removeStar: boolean;
  /** Only the users starred in this browser. */
  readonly concernedOnly: boolean;
  /** Contest admins: bypass the server's cached board. */
  readonly forceRefresh: boolean;
  /** Count submissions made after the end. */
  readonly containsEnd: boolean;
}

/** Page 1 of 50 rows, no filter (spec 02 §9). */
export const DEFAULT_BOARD_VIEW: BoardView = {
  currentPage: 1,
  limit: DEFAULT_SCOREBOARD_PAGE_SIZE,
  keyword: '',
  removeStar: false,
  concernedOnly: false,
  forceRefresh: false,
  containsEnd: false,
};

/** Longest keyword and concerned list the server takes (contest-board-api.ts). */
const KEYWORD_MAX = 100;
const CONCERNED_MAX = 300;

/** A page size the board offers (10, 30, 50, 100, 300), else the default 50. */
export function boardPageSize(limit: number): number {
  return (SCOREBOARD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_SCOREBOARD_PAGE_SIZE;
}

/**
 * The get-contest-rank / get-contest-outside-scoreboard body of a view: a page below 1 becomes 1 (spec 02 §5),
 * the keyword is trimmed (and left out when empty), the concerned list is sent only while that filter is on.
 */
export function boardQuery(cid: number, view: BoardView, concerned: readonly string[] = []): ScoreboardQueryDto {
  const keyword = view.keyword.trim().slice(0, KEYWORD_MAX);
  return {
    cid,
    currentPage: Number.isInteger(view.currentPage) && view.currentPage > 1 ? view.currentPage : 1,
    limit: boardPageSize(view.limit),
    removeStar: view.removeStar,
    forceRefresh: view.forceRefresh,
    containsEnd: view.containsEnd,
    ...(keyword ? { keyword } : {}),
    ...(view.concernedOnly && concerned.length > 0 ? { concernedList: concerned.slice(0, CONCERNED_MAX) } : {}),
  };
}

/**
 * Whether a query asks for the board a live push carries: page 1 of `limit` rows, stars kept, no keyword or
 * concerned list, contest-time submissions, the cached board.
 */
export function isPushedView(query: ScoreboardQueryDto, pushedLimit: number = DEFAULT_SCOREBOARD_PAGE_SIZE): boolean {
  return (
    (query.currentPage ?? 1) === 1 &&
    (query.limit ?? DEFAULT_SCOREBOARD_PAGE_SIZE) === pushedLimit &&
    query.removeStar !== true &&
    query.forceRefresh !== true &&
    query.containsEnd !== true &&
    !query.keyword &&
    (query.concernedList ?? []).length === 0
  );
}
