// The shared admin list table: import from '.'.
//
//   const table = useTableArgs();                                  // currentPage, limit, keyword
//   const result = useGetSomethingListQuery({ ...table.args, ...filters });
//   <DataTable<Row> result={result} state={table} columns={columns} rowKey="id"
//     searchPlaceholder={t('...')} toolbar={<Filters />} rowActions={(row) => <Button>...</Button>} />
//
// The query must answer `{records, total}`. A filter outside the table resets the page with
// `table.setPage(1, table.args.limit)`.
//
// Row actions: <RowAction label={t('...')} subject={row.title} icon={<EditOutlined />} onClick={...} /> (a tooltip icon
// button; `confirm` asks first) and <DeleteAction confirm={t('...Confirm')} subject={row.title} onConfirm={...} />.
export { DataTable } from './DataTable.tsx';
export type { DataTableProps, TablePage, TableQueryResult } from './DataTable.tsx';
export { DeleteAction, RowAction } from './RowActions.tsx';
export type { DeleteActionProps, RowActionProps } from './RowActions.tsx';
export { DEFAULT_PAGE_SIZE, useTableArgs } from './use-table-args.ts';
export type { TableArgs, TableArgsState } from './use-table-args.ts';
