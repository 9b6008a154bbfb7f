import { GROUP_LIMITS, GroupRankType } from '@oj/contracts';
import type { GroupListQueryDto, GroupRankQueryDto } from '@oj/contracts';

/** The page sizes the group list offers (spec 03 §9: 15 by default). */
export const GROUP_PAGE_SIZES = [9, 15, 30, 60, 120] as const;

/** The group list's filters as the URL query holds them (spec 03 §2.4: keyword, auth, onlyMine, currentPage, limit). */
export interface GroupListFilters {
  keyword: string;
  /** 0: every auth. */
  auth: number;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

const positive = (text: string | null, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** Reads the list filters from the URL query. */
export function parseGroupListQuery(search: URLSearchParams): GroupListFilters {
  const auth = Number(search.get('auth'));
  const limit = positive(search.get('limit'), GROUP_LIMITS.listPageSize);
  return {
    keyword: search.get('keyword') ?? '',
    auth: auth >= 1 && auth <= 3 ? auth : 0,
    onlyMine: search.get('onlyMine') === 'true',
    currentPage: positive(search.get('currentPage'), 1),
    limit: (GROUP_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GROUP_LIMITS.listPageSize,
  };
}

/** The URL query of the list filters (defaults left out). */
export function groupListSearch(filters: GroupListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.auth > 0) search.auth = String(filters.auth);
  if (filters.onlyMine) search.onlyMine = 'true';
  if (filters.currentPage > 1) search.currentPage = String(filters.currentPage);
  if (filters.limit !== GROUP_LIMITS.listPageSize) search.limit = String(filters.limit);
  return search;
}

/** The get-group-list request (onlyMine only for the signed-in). */
export function groupListRequest(filters: GroupListFilters, loggedIn: boolean): GroupListQueryDto {
  return {
    currentPage: filters.currentPage,
    limit: filters.limit,
    keyword: filters.keyword,
    ...(filters.auth > 0 ? { auth: filters.auth } : {}),
    ...(loggedIn && filters.onlyMine ? { onlyMine: true } : {}),
  };
}

/** The group rank's filters as the URL query holds them (spec 03 §2.8: page, limit, searchUser, type; 30 a page). */
export interface GroupRankFilters {
  type: number;
  searchUser: string;
  currentPage: number;
  limit: number;
}

export function parseGroupRankQuery(search: URLSearchParams): GroupRankFilters {
  return {
    type: search.get('type') === String(GroupRankType.Oi) ? GroupRankType.Oi : GroupRankType.Acm,
    searchUser: search.get('searchUser') ?? '',
    currentPage: positive(search.get('page'), 1),
    limit: Math.min(positive(search.get('limit'), GROUP_LIMITS.rankPageSize), 120),
  };
}

export function groupRankSearch(filters: GroupRankFilters): Record<string, string> {
  const search: Record<string, string> = { type: String(filters.type) };
  if (filters.searchUser.trim() !== '') search.searchUser = filters.searchUser.trim();
  if (filters.currentPage > 1) search.page = String(filters.currentPage);
  if (filters.limit !== GROUP_LIMITS.rankPageSize) search.limit = String(filters.limit);
  return search;
}

export function groupRankRequest(gid: number, filters: GroupRankFilters): GroupRankQueryDto {
  return {
    gid,
    type: filters.type,
    currentPage: filters.currentPage,
    limit: filters.limit,
    ...(filters.searchUser.trim() ? { searchUser: filters.searchUser.trim() } : {}),
  };
}
