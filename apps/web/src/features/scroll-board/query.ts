import type { ScrollBoardQueryDto } from '@oj/contracts';
import type { MedalCounts } from './medals.ts';

/** What the scroll-board window is opened with (spec 02 §2): `?cid=&removeStar=&medals[]=gold&medals[]=silver&medals[]=bronze`. */
export interface ScrollBoardParams {
  readonly cid: number;
  readonly removeStar: boolean;
  /** Null: the server's defaults (10/20/30 % of the ranked rows). */
  readonly medals: MedalCounts | null;
}

const MEDALS_PARAM = 'medals[]';
const MAX_MEDAL_COUNT = 100_000;

/** The window's query (for `paths.contest.scrollBoard.getHref`). */
export function scrollBoardSearch(params: ScrollBoardParams): URLSearchParams {
  const query = new URLSearchParams();
  query.set('cid', String(params.cid));
  query.set('removeStar', String(params.removeStar));
  if (params.medals) for (const count of [params.medals.gold, params.medals.silver, params.medals.bronze]) query.append(MEDALS_PARAM, String(count));
  return query;
}

function count(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_MEDAL_COUNT ? value : null;
}

/** The window's parameters, or null without a valid contest id. Medals count only when all three are whole numbers. */
export function parseScrollBoardSearch(search: string | URLSearchParams): ScrollBoardParams | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cidText = query.get('cid') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(cidText) || Number(cidText) > 2_147_483_647) return null;
  const [gold, silver, bronze] = query.getAll(MEDALS_PARAM).map(count);
  const medals = gold != null && silver != null && bronze != null ? { gold, silver, bronze } : null;
  return { cid: Number(cidText), removeStar: query.get('removeStar') === 'true', medals };
}

/** The get-contest-scroll-board query of the window's parameters. */
export function scrollBoardRequest(params: ScrollBoardParams): ScrollBoardQueryDto {
  return { cid: params.cid, removeStar: params.removeStar, ...(params.medals ?? {}) };
}
