import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RANK_LIST_PAGE_SIZE, Verdict } from '@oj/contracts';
import type { RankListTypeName, RankRecordDto } from '@oj/contracts';
import { useGetRankListQuery } from '@oj/api-client/ranks';
import { useTranslation } from '@oj/i18n';
import { ColorTag, acRatePercent, formatPercent } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { nicknameColor } from '@/lib/nickname.ts';

/** The ranklist table: search by username or nickname, 30 a page (spec 02 §2 "Rankings", §9). */
export function RankTable({ type }: { type: RankListTypeName }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [searchUser, setSearchUser] = useState('');
  const list = useGetRankListQuery({ type, currentPage, limit: RANK_LIST_PAGE_SIZE, ...(searchUser ? { searchUser } : {}) });

  const columns: TableColumnsType<RankRecordDto> = [
    { key: 'rank', title: t('ranks.rank'), dataIndex: 'rank', width: 72, align: 'center' },
    {
      key: 'user',
      title: t('ranks.user'),
      render: (_, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Avatar size={28} src={row.avatar ?? undefined} icon={row.avatar ? undefined : <UserOutlined />} alt={row.username} />
          <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })} data-testid="rank-username">
            {row.username}
          </Link>
          {row.titleName ? <ColorTag color={row.titleColor ?? 'gold'}>{row.titleName}</ColorTag> : null}
        </span>
      ),
    },
    {
      key: 'nickname',
      title: t('ranks.nickname'),
      render: (_, row) => (row.nickname ? <ColorTag color={nicknameColor(row.nickname)}>{row.nickname}</ColorTag> : null),
    },
    {
      key: 'signature',
      title: t('ranks.signature'),
      ellipsis: true,
      render: (_, row) => <span title={row.signature ?? undefined}>{row.signature ?? ''}</span>,
    },
    {
      key: 'ac',
      title: t('ranks.ac'),
      align: 'right',
      render: (_, row) => (
        <Link to={paths.status.list.getHref({ username: row.username, status: Verdict.Accepted })} title={t('ranks.acLinkTitle', { name: row.username })}>
          {row.ac}
        </Link>
      ),
    },
    { key: 'total', title: t('ranks.total'), dataIndex: 'total', align: 'right' },
    { key: 'score', title: t('ranks.score'), dataIndex: 'score', align: 'right' },
    { key: 'rating', title: t('ranks.rating'), align: 'right', render: (_, row) => `${formatPercent(acRatePercent(row.ac, row.total))}%` },
  ];

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('ranks.searchPlaceholder')}
        style={{ maxWidth: 320, marginBottom: 12 }}
        maxLength={50}
        onSearch={(value) => {
          setSearchUser(value.trim());
          setCurrentPage(1);
        }}
        data-testid="rank-search"
      />
      <Table<RankRecordDto>
        data-testid="rank-table"
        rowKey="uid"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? t('ranks.loadFailed') : t('ranks.empty') }}
        pagination={{ current: currentPage, pageSize: RANK_LIST_PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setCurrentPage }}
      />
    </>
  );
}
