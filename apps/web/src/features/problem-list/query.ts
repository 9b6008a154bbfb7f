import { DEFAULT_PROBLEM_PAGE_SIZE, OWN_PROBLEM_BANK, PROBLEM_PAGE_SIZES, REMOTE_JUDGES } from '@oj/contracts';

/** The bank choice "All" in the filter and the URL. */
export const ALL_BANKS = 'ALL';

/** The banks the filter offers: All, Mine (ME), then the remote judges (spec 01 §1, §2). */
export const PROBLEM_BANKS: readonly string[] = [ALL_BANKS, OWN_PROBLEM_BANK, ...REMOTE_JUDGES];

/** The problem list's filters, as the URL query holds them (spec 01 §2). */
export interface ProblemListFilters {
  keyword: string;
  /** A level id, or null for All. */
  difficulty: number | null;
  /** ALL, ME (Mine, the default) or a remote judge key. */
  oj: string;
  tagIds: number[];
  currentPage: number;
  limit: number;
}

/** The filters of a bare /problem. */
export const DEFAULT_FILTERS: Readonly<ProblemListFilters> = {
  keyword: '',
  difficulty: null,
  oj: OWN_PROBLEM_BANK,
  tagIds: [],
  currentPage: 1,
  limit: DEFAULT_PROBLEM_PAGE_SIZE,
};

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads `tagId`, a JSON list of tag ids; anything unparseable is an empty list (spec 01 §2). */
export function parseTagIds(raw: string | null): number[] {
  if (raw === null || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed) || !parsed.every((item): item is number => Number.isSafeInteger(item) && (item as number) > 0)) return [];
  return [...new Set(parsed)];
}

/** Reads the list's filters from the URL query: a page below 1 becomes 1, unknown values their default. */
export function parseProblemListQuery(search: URLSearchParams): ProblemListFilters {
  const oj = (search.get('oj') ?? '').trim().toUpperCase();
  // The old interface called its own bank "Mine"; both spellings mean ME.
  const bank = oj === 'MINE' ? OWN_PROBLEM_BANK : oj;
  const page = positiveInteger(search.get('currentPage'));
  const limit = positiveInteger(search.get('limit'));
  return {
    keyword: search.get('keyword')?.trim() ?? '',
    difficulty: positiveInteger(search.get('difficulty')),
    oj: PROBLEM_BANKS.includes(bank) ? bank : DEFAULT_FILTERS.oj,
    tagIds: parseTagIds(search.get('tagId')),
    currentPage: page === null || page < 1 ? 1 : page,
    limit: limit !== null && (PROBLEM_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_FILTERS.limit,
  };
}

/** Writes filters back to a URL query, leaving defaults out so links stay short. */
export function problemListSearch(filters: ProblemListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword.trim()) search.set('keyword', filters.keyword.trim());
  if (filters.difficulty !== null) search.set('difficulty', String(filters.difficulty));
  if (filters.oj !== DEFAULT_FILTERS.oj) search.set('oj', filters.oj);
  if (filters.tagIds.length > 0) search.set('tagId', JSON.stringify(filters.tagIds));
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DEFAULT_FILTERS.limit) search.set('limit', String(filters.limit));
  return search;
}

/** Adds a tag to the filter (a tag already there stays once) and goes back to page 1. */
export function withTag(filters: ProblemListFilters, tagId: number): ProblemListFilters {
  if (filters.tagIds.includes(tagId)) return filters;
  return { ...filters, tagIds: [...filters.tagIds, tagId], currentPage: 1 };
}

/** Removes a tag from the filter and goes back to page 1. */
export function withoutTag(filters: ProblemListFilters, tagId: number): ProblemListFilters {
  return { ...filters, tagIds: filters.tagIds.filter((id) => id !== tagId), currentPage: 1 };
}
