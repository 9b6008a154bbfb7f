import { useMemo } from 'react';
import type { TableArgs, TableQueryResult } from '@oj/manage/data-table';

/** What a list query hook returns that paging needs. */
interface ListResult {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/**
 * Pages a list the server answers whole (tags, classifications, levels) for DataTable, which pages
 * by `args` as if the server did: the rows of the current page and the total.
 */
export function useClientPage<Row>(rows: readonly Row[], result: ListResult, args: TableArgs): TableQueryResult<Row> {
  const { currentPage, limit } = args;
  const { isLoading, isFetching, error, refetch } = result;
  return useMemo(
    () => ({
      data: { records: rows.slice((currentPage - 1) * limit, currentPage * limit), total: rows.length },
      isLoading,
      isFetching,
      error,
      refetch,
    }),
    [rows, currentPage, limit, isLoading, isFetching, error, refetch],
  );
}
