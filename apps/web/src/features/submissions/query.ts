import { DEFAULT_SUBMISSION_PAGE_SIZE, PROBLEM_PAGE_SIZES, isVerdictCode } from '@oj/contracts';

/** The submission list's filters, as the URL query holds them (spec 01 §2). */
export interface SubmissionFilters {
  onlyMine: boolean;
  /** A verdict code, or null for all. */
  status: number | null;
  username: string;
  problemID: string;
  currentPage: number;
  limit: number;
  completeProblemID: boolean;
  contestID: number | null;
}

/** The filters of a bare /status. */
export const DEFAULT_SUBMISSION_FILTERS: Readonly<SubmissionFilters> = {
  onlyMine: false,
  status: null,
  username: '',
  problemID: '',
  currentPage: 1,
  limit: DEFAULT_SUBMISSION_PAGE_SIZE,
  completeProblemID: false,
  contestID: null,
};

/** Page sizes offered: the spec's options plus the list's default of 15. */
export const SUBMISSION_PAGE_SIZES: readonly number[] = [...new Set([...PROBLEM_PAGE_SIZES, DEFAULT_SUBMISSION_PAGE_SIZE])].sort((a, b) => a - b);

function integer(raw: string | null): number | null {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads the filters from the URL query; a page below 1 becomes 1, unknown values their default. */
export function parseSubmissionQuery(search: URLSearchParams): SubmissionFilters {
  const status = integer(search.get('status'));
  const page = integer(search.get('currentPage'));
  const limit = integer(search.get('limit'));
  const contestID = integer(search.get('contestID'));
  return {
    onlyMine: search.get('onlyMine') === 'true',
    status: status !== null && isVerdictCode(status) ? status : null,
    username: search.get('username')?.trim() ?? '',
    problemID: search.get('problemID')?.trim() ?? '',
    currentPage: page === null || page < 1 ? 1 : page,
    limit: limit !== null && SUBMISSION_PAGE_SIZES.includes(limit) ? limit : DEFAULT_SUBMISSION_FILTERS.limit,
    completeProblemID: search.get('completeProblemID') === 'true',
    contestID: contestID !== null && contestID > 0 ? contestID : null,
  };
}

/** Writes filters back to a URL query, defaults left out. */
export function submissionSearch(filters: SubmissionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.onlyMine) search.set('onlyMine', 'true');
  if (filters.status !== null) search.set('status', String(filters.status));
  if (filters.username && !filters.onlyMine) search.set('username', filters.username);
  if (filters.problemID) search.set('problemID', filters.problemID);
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DEFAULT_SUBMISSION_FILTERS.limit) search.set('limit', String(filters.limit));
  if (filters.completeProblemID) search.set('completeProblemID', 'true');
  if (filters.contestID !== null) search.set('contestID', String(filters.contestID));
  return search;
}
