/**
 * Pages served from memory: the query coerced to what the board accepts, the rows it selects
 * (keyword, concerned users, star users removed) with the ranks of the full board.
 */
import { DEFAULT_SCOREBOARD_PAGE_SIZE, SCOREBOARD_PAGE_SIZES } from '@oj/contracts';
import type { RuleBoard } from './board.ts';
import type { Ranking } from './ranking.ts';
import { firstBloodMap, renderRow } from './render.ts';
import type { ScoredCell } from './rule.ts';
import { isSealedFor } from './seal.ts';
import type { BoardPage, BoardPageQuery, BoardViewer } from './types.ts';
import { matchesKeyword, showsRealnames } from './users.ts';
import type { UserEntry } from './users.ts';
import type { BoardView, ViewRow } from './view.ts';

/** A page query as the board reads it. */
export interface PageRequest {
  currentPage: number;
  limit: number;
  /** Lower-cased, trimmed; null for none. */
  keyword: string | null;
  concerned: ReadonlySet<string> | null;
  removeStar: boolean;
  containsEnd: boolean;
}

/** Coerces a query: currentPage below 1 (or not a number) is 1; a limit outside 10/30/50/100/300 is 50. */
export function normalisePageQuery(query: BoardPageQuery): PageRequest {
  const page = query.currentPage;
  const limit = query.limit;
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  return {
    currentPage: typeof page === 'number' && Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1,
    limit: typeof limit === 'number' && (SCOREBOARD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_SCOREBOARD_PAGE_SIZE,
    keyword: keyword === '' ? null : keyword,
    concerned: query.concernedList && query.concernedList.length > 0 ? new Set(query.concernedList) : null,
    removeStar: query.removeStar === true,
    containsEnd: query.containsEnd === true,
  };
}

/** The users a filtered query may show (concerned users, keyword), or null when it does not filter them. */
function candidatesOf<C extends ScoredCell>(board: RuleBoard<C>, request: PageRequest, withRealname: boolean): readonly UserEntry[] | null {
  const { concerned, keyword } = request;
  if (concerned === null) return keyword === null ? null : board.participants.matching(keyword, withRealname);
  const users: UserEntry[] = [];
  for (const uid of concerned) {
    const user = board.participants.get(uid);
    if (user !== undefined && (keyword === null || matchesKeyword(user, keyword, withRealname))) users.push(user);
  }
  return users;
}

/** Whether a row's user passes the query's filters. */
function passes(user: UserEntry, request: PageRequest, withRealname: boolean): boolean {
  if (request.removeStar && user.isStar) return false;
  if (request.concerned !== null && !request.concerned.has(user.uid)) return false;
  return request.keyword === null || matchesKeyword(user, request.keyword, withRealname);
}

/**
 * The positions (in the view's order) of the page's rows, and how many rows match in all.
 * Without a filter the page is a slice; with one, each candidate's row is found by binary search
 * (its sums are its sort key), so a search costs its matches, not the board's size, unless it
 * matches a large part of the board: then one walk over the rows is cheaper.
 */
export function selectRows<C extends ScoredCell>(
  view: BoardView<C>,
  ranking: Ranking,
  request: PageRequest,
  candidates: readonly UserEntry[] | null,
  withRealname: boolean,
): { positions: number[]; total: number } {
  const rows = view.rows;
  const from = (request.currentPage - 1) * request.limit;
  const to = from + request.limit;
  if (candidates !== null && candidates.length * 4 > rows.length) {
    const positions: number[] = [];
    let total = 0;
    for (let position = 0; position < rows.length; position += 1) {
      if (!passes((rows[position] as ViewRow<C>).user, request, withRealname)) continue;
      if (total >= from && total < to) positions.push(position);
      total += 1;
    }
    return { positions, total };
  }
  if (candidates !== null) {
    const matching: number[] = [];
    for (const user of candidates) {
      if (request.removeStar && user.isStar) continue;
      const position = view.positionOf(user);
      if (position >= 0) matching.push(position);
    }
    matching.sort((a, b) => a - b);
    return { positions: matching.slice(from, to), total: matching.length };
  }
  const positions: number[] = [];
  // Only stars can be left out: the total is known, and the walk stops at the page's end.
  const total = rows.length - (request.removeStar ? ranking.starCount : 0);
  if (!request.removeStar) {
    for (let position = from; position < Math.min(to, rows.length); position += 1) positions.push(position);
    return { positions, total };
  }
  let seen = 0;
  for (let position = 0; position < rows.length && seen < to; position += 1) {
    if (rows[position]?.user.isStar === true) continue;
    if (seen >= from) positions.push(position);
    seen += 1;
  }
  return { positions, total };
}

export function servePage<C extends ScoredCell>(board: RuleBoard<C>, query: BoardPageQuery, viewer: BoardViewer, nowMs: number): BoardPage {
  const request = normalisePageQuery(query);
  const sealed = isSealedFor(board.contest, viewer, nowMs);
  const view = board.view(sealed, request.containsEnd);
  const ranking = view.ranking();
  const withRealname = showsRealnames(board.contest, viewer);
  const { positions, total } = selectRows(view, ranking, request, candidatesOf(board, request, withRealname), withRealname);
  return {
    total,
    records: positions.map((position) => renderRow(board, view, ranking, position, withRealname)),
    sealed,
    version: board.version,
    firstBlood: firstBloodMap(board, view),
  };
}
