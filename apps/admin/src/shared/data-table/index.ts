// The shared admin list table: import from '@/shared/data-table'.
//
//   const table = useTableArgs();                                  // currentPage, limit, keyword
//   const result = useGetSomethingListQuery({ ...table.args, ...filters });
//   <DataTable<Row> result={result} state={table} columns={columns} rowKey="id"
//     searchPlaceholder={t('...')} toolbar={<Filters />} rowActions={(row) => <Button>...</Button>} />
//
// The query must answer `{records, total}`. A filter outside the table resets the page with
// `table.setPage(1, table.args.limit)`.
export { DataTable } from './DataTable.tsx';
export type { DataTableProps, TablePage, TableQueryResult } from './DataTable.tsx';
export { DEFAULT_PAGE_SIZE, useTableArgs } from './use-table-args.ts';
export type { TableArgs, TableArgsState } from './use-table-args.ts';
