import { useCallback, useState } from 'react';

/** The paging and search arguments a server-side table sends with its query (spec 03: currentPage, limit, keyword). */
export interface TableArgs {
  currentPage: number;
  limit: number;
  keyword: string;
}

/** Default page size of admin tables. */
export const DEFAULT_PAGE_SIZE = 10;

/** What useTableArgs hands to the page and to DataTable. */
export interface TableArgsState {
  args: TableArgs;
  /** Moves to a page (and page size); a new page size goes back to page 1. */
  setPage: (currentPage: number, limit: number) => void;
  /** Searches a keyword from page 1. */
  setKeyword: (keyword: string) => void;
}

/**
 * Holds a table's paging and keyword; pass `args` (plus the page's own filters) to the RTK Query hook,
 * and the whole state to DataTable, so the request and the table's controls never disagree.
 */
export function useTableArgs(initial: Partial<TableArgs> = {}): TableArgsState {
  const [args, setArgs] = useState<TableArgs>({
    currentPage: initial.currentPage ?? 1,
    limit: initial.limit ?? DEFAULT_PAGE_SIZE,
    keyword: initial.keyword ?? '',
  });
  const setPage = useCallback((currentPage: number, limit: number) => {
    setArgs((previous) => ({ ...previous, limit, currentPage: limit === previous.limit ? currentPage : 1 }));
  }, []);
  const setKeyword = useCallback((keyword: string) => {
    setArgs((previous) => ({ ...previous, keyword: keyword.trim(), currentPage: 1 }));
  }, []);
  return { args, setPage, setKeyword };
}
