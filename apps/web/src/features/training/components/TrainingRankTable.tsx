import { useState } from 'react';
import { Avatar, Input, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { TRAINING_RANK_PAGE_SIZE, TRAINING_RANK_PAGE_SIZES, Verdict } from '@oj/contracts';
import type { TrainingRankRowDto } from '@oj/contracts';
import { useGetTrainingRankQuery } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { formatTimeMs } from '@/lib/format.ts';

/**
 * The training rank (spec 02 §2): rank, user with avatar, gender, school, real name (training admins
 * only: the server leaves it out for others), AC, total run time and a cell per problem. Page size 30
 * with size options; search by keyword.
 */
export function TrainingRankTable({ tid, showRealName }: { tid: number; showRealName: boolean }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(TRAINING_RANK_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const rank = useGetTrainingRankQuery({ tid, currentPage, limit, ...(keyword ? { keyword } : {}) }, { refetchOnMountOrArgChange: true });
  const problems = rank.data?.problems ?? [];
  const columns: TableColumnsType<TrainingRankRowDto> = [
    { key: 'rank', title: t('training.rank.rank'), dataIndex: 'rank', width: 70, align: 'center', fixed: 'left' },
    {
      key: 'user',
      title: t('training.rank.user'),
      fixed: 'left',
      render: (_, row) => (
        <Space>
          <Avatar size="small" src={row.avatar ?? undefined} alt="">
            {row.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>
        </Space>
      ),
    },
    {
      key: 'gender',
      title: t('training.rank.gender'),
      width: 70,
      render: (_, row) => (row.gender === 'male' || row.gender === 'female' ? t(`training.rank.gender_${row.gender}`) : t('training.rank.gender_secrecy')),
    },
    { key: 'school', title: t('training.rank.school'), dataIndex: 'school' },
  ];
  if (showRealName)
    columns.push({
      key: 'realname',
      title: t('training.rank.realname'),
      dataIndex: 'realname',
      render: (value: string | null) => <span data-testid="training-rank-realname">{value}</span>,
    });
  columns.push(
    {
      key: 'ac',
      title: t('training.rank.ac'),
      dataIndex: 'ac',
      width: 60,
      align: 'center',
      render: (value: number) => <span data-testid="training-rank-ac">{value}</span>,
    },
    { key: 'time', title: t('training.rank.totalRunTime'), width: 100, render: (_, row) => formatTimeMs(row.totalRunTime) },
    ...problems.map((problem) => ({
      key: `p-${problem.pid}`,
      title: (
        <Tooltip title={problem.title}>
          <span>{problem.problemId}</span>
        </Tooltip>
      ),
      width: 110,
      align: 'center' as const,
      render: (_: unknown, row: TrainingRankRowDto) => {
        const cell = row.submissionInfo[problem.problemId];
        if (!cell) return null;
        return (
          <span data-testid="training-rank-cell" data-status={cell.status}>
            <VerdictTag status={cell.status} short />
            {cell.status === Verdict.Accepted && cell.runTime !== null ? <div style={{ fontSize: 12 }}>{formatTimeMs(cell.runTime)}</div> : null}
          </span>
        );
      },
    })),
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="training-rank">
      <Input.Search
        allowClear
        placeholder={t('training.rank.search')}
        style={{ width: 240 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setCurrentPage(1);
        }}
      />
      <Table<TrainingRankRowDto>
        data-testid="training-rank-table"
        rowKey="uid"
        size="middle"
        columns={columns}
        dataSource={rank.data?.records ?? []}
        loading={rank.isFetching}
        locale={{ emptyText: t('training.rank.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: rank.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: TRAINING_RANK_PAGE_SIZES.map(String),
          onChange: (page, size) => {
            setCurrentPage(page);
            setLimit(size);
          },
        }}
      />
    </Space>
  );
}
