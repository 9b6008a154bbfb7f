import { useState } from 'react';
import { FlagFilled } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { AC_INFO_PAGE_SIZE, CONTEST_POLL_MS } from '@oj/contracts';
import type { ContestAcInfoDto } from '@oj/contracts';
import { useCheckContestAcInfoMutation, useGetContestAcInfoQuery } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { fullTime } from '@/lib/time.ts';

/**
 * The AC info helper for contest admins (spec 02 §2 "AC info"): accepted submissions, 20 a page,
 * refreshed every 10 s, each with a Check toggle (a balloon delivered, say).
 */
export function AcInfoTable({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetContestAcInfoQuery({ cid, currentPage, limit: AC_INFO_PAGE_SIZE }, { pollingInterval: CONTEST_POLL_MS.acInfo });
  const [check] = useCheckContestAcInfoMutation();
  const [busy, setBusy] = useState<number | null>(null);

  const onToggle = async (row: ContestAcInfoDto) => {
    setBusy(row.id);
    await check({ id: row.id, cid, checked: !row.checked });
    setBusy(null);
  };

  const columns: TableColumnsType<ContestAcInfoDto> = [
    { key: 'id', title: t('contestBoard.acInfo.id'), dataIndex: 'id', width: 72 },
    { key: 'submitTime', title: t('contestBoard.acInfo.submitTime'), render: (_, row) => fullTime(row.submitTime) },
    { key: 'problem', title: t('contestBoard.acInfo.problem'), dataIndex: 'displayId' },
    {
      key: 'firstBlood',
      title: t('contestBoard.acInfo.firstBlood'),
      align: 'center',
      render: (_, row) =>
        row.firstBlood ? (
          <Tag color="red" icon={<FlagFilled />} data-testid="first-blood">
            {t('contestBoard.acInfo.firstBlood')}
          </Tag>
        ) : null,
    },
    { key: 'username', title: t('contestBoard.acInfo.username'), dataIndex: 'username' },
    { key: 'realname', title: t('contestBoard.acInfo.realname'), render: (_, row) => row.realname ?? '' },
    {
      key: 'checked',
      title: t('contestBoard.acInfo.checked'),
      render: (_, row) => (
        <Button
          size="small"
          type={row.checked ? 'default' : 'primary'}
          loading={busy === row.id}
          aria-pressed={row.checked}
          onClick={() => void onToggle(row)}
          data-testid="ac-info-check"
        >
          {t(row.checked ? 'contestBoard.acInfo.uncheck' : 'contestBoard.acInfo.check')}
        </Button>
      ),
    },
  ];

  return (
    <Table<ContestAcInfoDto>
      data-testid="ac-info-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching && !list.data}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contestBoard.empty') }}
      rowClassName={(row) => (row.checked ? 'oj-ac-checked' : '')}
      pagination={{ current: currentPage, pageSize: AC_INFO_PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setCurrentPage }}
    />
  );
}
