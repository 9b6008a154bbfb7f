import type { Key, ReactNode } from 'react';
import { Alert, Button, Input, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { isApiError } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { TableArgsState } from './use-table-args.ts';

/** One page of rows as the list routes answer it. */
export interface TablePage<Row> {
  records: Row[];
  total: number;
}

/** The part of an RTK Query hook's result the table reads (pass the hook's result as is). */
export interface TableQueryResult<Row> {
  data?: TablePage<Row> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/** Props of DataTable. */
export interface DataTableProps<Row extends object> {
  /** The RTK Query hook's result for `state.args`. */
  result: TableQueryResult<Row>;
  /** From useTableArgs: the paging and keyword the query was called with. */
  state: TableArgsState;
  columns: TableColumnsType<Row>;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** Row actions (buttons, links), shown in a last "Actions" column. */
  rowActions?: (row: Row) => ReactNode;
  /** Placeholder of the search box; no search box when absent. */
  searchPlaceholder?: string;
  /** Extra controls next to the search box (filters, a create button). */
  toolbar?: ReactNode;
  /** Text when there are no rows (antd's localised "No data" otherwise). */
  emptyText?: ReactNode;
  /** Accessible name of the table. */
  ariaLabel?: string;
  rowSelection?: { selectedRowKeys: Key[]; onChange: (keys: Key[]) => void };
  testId?: string;
}

/**
 * The admin list table: antd Table with a search box and server-side paging driven by `state`
 * (useTableArgs), loading and error states from the query result, and a row-actions column.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { result, state, columns, rowKey, rowActions, searchPlaceholder, toolbar, emptyText, ariaLabel, rowSelection, testId } = props;
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const allColumns: TableColumnsType<Row> = rowActions
    ? [
        ...columns,
        {
          key: '__actions',
          title: tAdmin('dataTable.actions'),
          fixed: 'right' as const,
          render: (_: unknown, row: Row) => <Space wrap>{rowActions(row)}</Space>,
        },
      ]
    : columns;
  const errorText = result.error ? (isApiError(result.error) && result.error.msg) || tAdmin('dataTable.loadFailed') : null;

  return (
    <div data-testid={testId}>
      {(searchPlaceholder !== undefined || toolbar || result.refetch) && (
        <Space wrap style={{ marginBottom: 16 }}>
          {searchPlaceholder !== undefined && (
            <Input.Search
              data-testid="data-table-search"
              allowClear
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              defaultValue={state.args.keyword}
              enterButton={t('common.search')}
              onSearch={(value) => {
                state.setKeyword(value);
              }}
              style={{ width: 320 }}
            />
          )}
          {toolbar}
          {result.refetch && (
            <Button icon={<ReloadOutlined />} onClick={() => void result.refetch?.()} aria-label={t('common.refresh')}>
              {t('common.refresh')}
            </Button>
          )}
        </Space>
      )}
      {errorText && <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} role="alert" />}
      <Table<Row>
        aria-label={ariaLabel}
        rowKey={rowKey}
        columns={allColumns}
        dataSource={result.data?.records ?? []}
        loading={result.isLoading || result.isFetching}
        locale={emptyText === undefined ? undefined : { emptyText }}
        rowSelection={rowSelection ? { selectedRowKeys: rowSelection.selectedRowKeys, onChange: rowSelection.onChange } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.args.currentPage,
          pageSize: state.args.limit,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => tAdmin('dataTable.total', { total }),
          onChange: (page, pageSize) => {
            state.setPage(page, pageSize);
          },
        }}
      />
    </div>
  );
}
