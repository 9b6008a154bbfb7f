import type { ReactNode } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv } from '../csv-file.ts';

/** Props of PasswordSheet; the texts come from the screen that shows it. */
export interface PasswordSheetProps<Row extends object> {
  title: string;
  /** That the passwords are shown this once. */
  warning: string;
  downloadLabel: string;
  /** The CSV's file name and rows (a header row first). */
  fileName: string;
  sheet: () => string[][];
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** A line above the table (counts). */
  summary?: ReactNode;
  testId?: string;
}

/**
 * Accounts just created with their plain passwords, which the server answers once and never again:
 * a warning, a CSV download and the table (paged in the browser).
 */
export function PasswordSheet<Row extends object>(props: PasswordSheetProps<Row>) {
  const { title, warning, downloadLabel, fileName, sheet, rows, columns, rowKey, summary, testId } = props;
  return (
    <section aria-label={title} data-testid={testId}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Alert type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />
      {summary}
      <Button
        icon={<DownloadOutlined />}
        onClick={() => {
          downloadCsv(fileName, sheet());
        }}
        style={{ marginBottom: 12 }}
      >
        {downloadLabel}
      </Button>
      <Table<Row>
        aria-label={title}
        size="small"
        rowKey={rowKey}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
      />
    </section>
  );
}

/** A password cell: monospace and copyable; empty when the account kept its password. */
export function PasswordCell({ password }: { password: string }) {
  return password === '' ? null : (
    <Typography.Text code copyable>
      {password}
    </Typography.Text>
  );
}
