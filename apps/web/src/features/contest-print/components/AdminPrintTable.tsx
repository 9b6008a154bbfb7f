import { useState } from 'react';
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CONTEST_POLL_MS, PRINT_LIST_PAGE_SIZE } from '@oj/contracts';
import type { ContestPrintDto } from '@oj/contracts';
import { useCheckContestPrintStatusMutation, useDownloadContestPrintTextMutation, useGetContestPrintQuery } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';
import { saveTextFile } from '@/lib/save-file.ts';

/** The file name of a print request's text. */
export const printFileName = (row: Pick<ContestPrintDto, 'id' | 'username'>) => `print-${row.id}-${row.username}.txt`;

/**
 * Print management for contest admins (spec 02 §2 "Print"): the requests, 15 a page, refreshed every
 * 10 s; OK marks one printed, Download saves its text.
 */
export function AdminPrintTable({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetContestPrintQuery({ cid, currentPage, limit: PRINT_LIST_PAGE_SIZE }, { pollingInterval: CONTEST_POLL_MS.print });
  const [check] = useCheckContestPrintStatusMutation();
  const [download] = useDownloadContestPrintTextMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const onCheck = async (row: ContestPrintDto) => {
    setBusy(`ok-${row.id}`);
    const result = await check({ id: row.id, cid });
    setBusy(null);
    if (!('error' in result)) void message.success(t('contestBoard.print.updated'));
  };
  const onDownload = async (row: ContestPrintDto) => {
    setBusy(`download-${row.id}`);
    const result = await download({ id: row.id });
    setBusy(null);
    if (result.data !== undefined) saveTextFile(printFileName(row), result.data, 'text/plain;charset=utf-8');
  };

  const columns: TableColumnsType<ContestPrintDto> = [
    { key: 'id', title: t('contestBoard.print.id'), dataIndex: 'id', width: 72 },
    { key: 'username', title: t('contestBoard.print.username'), dataIndex: 'username' },
    { key: 'realname', title: t('contestBoard.print.realname'), render: (_, row) => row.realname ?? '' },
    { key: 'created', title: t('contestBoard.print.created'), render: (_, row) => fullTime(row.gmtCreate) },
    {
      key: 'content',
      title: t('contestBoard.print.content'),
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: false }} style={{ margin: 0, maxWidth: 360, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {row.content}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'status',
      title: t('contestBoard.print.status'),
      render: (_, row) => (
        <Tag color={row.status === 1 ? 'success' : 'warning'} data-testid="print-status" data-status={row.status}>
          {t(row.status === 1 ? 'contestBoard.print.printed' : 'contestBoard.print.notPrinted')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      render: (_, row) => (
        <Space>
          {row.status === 0 ? (
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={busy === `ok-${row.id}`}
              onClick={() => void onCheck(row)}
              data-testid="print-ok"
            >
              {t('contestBoard.print.ok')}
            </Button>
          ) : null}
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={busy === `download-${row.id}`}
            onClick={() => void onDownload(row)}
            data-testid="print-download"
          >
            {t('contestBoard.print.download')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<ContestPrintDto>
      data-testid="admin-print-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching && !list.data}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contestBoard.empty') }}
      pagination={{ current: currentPage, pageSize: PRINT_LIST_PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setCurrentPage }}
    />
  );
}
