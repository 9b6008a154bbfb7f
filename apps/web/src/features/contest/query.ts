import { CONTEST_LIST_PAGE_SIZE, ContestStatus, ContestType } from '@oj/contracts';
import type { ContestListQueryDto } from '@oj/contracts';

/** The contest list's filters, as the URL query holds them (spec 02 §2: status, keyword, type, currentPage). */
export interface ContestListFilters {
  /** -1, 0, 1, or null for all. */
  status: number | null;
  keyword: string;
  /** 0 ACM, 1 OI, or null for all. */
  type: number | null;
  currentPage: number;
}

/** The filters of a bare /contest. */
export const DEFAULT_CONTEST_FILTERS: Readonly<ContestListFilters> = { status: null, keyword: '', type: null, currentPage: 1 };

const STATUSES: readonly number[] = Object.values(ContestStatus);
const TYPES: readonly number[] = Object.values(ContestType);

function integer(raw: string | null): number | null {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads the filters: unknown values fall back to all, a page below 1 becomes 1 (spec 02 §5). */
export function parseContestListQuery(search: URLSearchParams): ContestListFilters {
  const status = integer(search.get('status'));
  const type = integer(search.get('type'));
  const page = integer(search.get('currentPage'));
  return {
    status: status !== null && STATUSES.includes(status) ? status : null,
    keyword: search.get('keyword')?.trim() ?? '',
    type: type !== null && TYPES.includes(type) ? type : null,
    currentPage: page === null || page < 1 ? 1 : page,
  };
}

/** Writes the filters back to a URL query, defaults left out. */
export function contestListSearch(filters: ContestListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== null) search.set('status', String(filters.status));
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.type !== null) search.set('type', String(filters.type));
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  return search;
}

/** The get-contest-list query of the filters: page size 10 (spec 02 §9). */
export function contestListRequest(filters: ContestListFilters): ContestListQueryDto {
  return { currentPage: filters.currentPage, limit: CONTEST_LIST_PAGE_SIZE, status: filters.status, type: filters.type, keyword: filters.keyword };
}
