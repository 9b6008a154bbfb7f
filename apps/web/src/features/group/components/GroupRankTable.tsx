import { Avatar, Card, Input, Radio, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { GroupRankType } from '@oj/contracts';
import type { GroupRankRowDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { AcRateBar } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import type { GroupRankFilters } from '../query.ts';

/**
 * The group rank (spec 03 §2.8): ACM (type 0) or OI (type 1), a user search, the filters in the URL
 * query; columns #, user with avatar and title, nickname, AC, total, score, rating (AC rate).
 */
export function GroupRankTable({
  gid,
  filters,
  records,
  total,
  loading,
  onChange,
}: {
  gid: number;
  filters: GroupRankFilters;
  records: GroupRankRowDto[];
  total: number;
  loading: boolean;
  onChange: (next: GroupRankFilters) => void;
}) {
  const { t } = useTranslation();
  const offset = (filters.currentPage - 1) * filters.limit;
  return (
    <Card
      title={t('group.tabs.rank')}
      data-testid="group-rank"
      extra={
        <Space wrap>
          <Radio.Group
            value={filters.type}
            onChange={(event) => {
              onChange({ ...filters, type: Number(event.target.value), currentPage: 1 });
            }}
            optionType="button"
          >
            <Radio value={GroupRankType.Acm}>{t('group.rank.acm')}</Radio>
            <Radio value={GroupRankType.Oi}>{t('group.rank.oi')}</Radio>
          </Radio.Group>
          <Input.Search
            allowClear
            defaultValue={filters.searchUser}
            placeholder={t('group.rank.search')}
            style={{ width: 200 }}
            onSearch={(searchUser) => {
              onChange({ ...filters, searchUser, currentPage: 1 });
            }}
          />
        </Space>
      }
    >
      <Table<GroupRankRowDto>
        rowKey="uid"
        size="small"
        loading={loading}
        dataSource={records}
        pagination={{
          current: filters.currentPage,
          pageSize: filters.limit,
          total,
          showSizeChanger: true,
          pageSizeOptions: [30, 50, 100],
          onChange: (currentPage, limit) => {
            onChange({ ...filters, currentPage, limit });
          },
        }}
        columns={[
          { title: t('group.rank.columns.rank'), key: 'rank', width: 60, render: (_value, _row, index) => offset + index + 1 },
          {
            title: t('group.rank.columns.user'),
            dataIndex: 'username',
            render: (_value, row) => (
              <Space size={6}>
                <Avatar size="small" src={row.avatar ?? undefined} alt="">
                  {row.username.slice(0, 1).toUpperCase()}
                </Avatar>
                <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>
                {row.titleName ? <Tag color={row.titleColor ?? undefined}>{row.titleName}</Tag> : null}
              </Space>
            ),
          },
          { title: t('group.rank.columns.nickname'), dataIndex: 'nickname', render: (value: string | null) => (value ? <Tag>{value}</Tag> : null) },
          {
            title: t('group.rank.columns.ac'),
            dataIndex: 'ac',
            render: (value: number, row) => (
              <Link to={`${paths.group.submissions.getHref(gid)}?username=${encodeURIComponent(row.username)}&status=0`}>{value}</Link>
            ),
          },
          { title: t('group.rank.columns.total'), dataIndex: 'total' },
          { title: t('group.rank.columns.score'), dataIndex: 'score' },
          {
            title: t('group.rank.columns.rating'),
            key: 'rating',
            render: (_value: unknown, row: GroupRankRowDto) => <AcRateBar accepted={row.ac} total={row.total} />,
          },
        ]}
      />
    </Card>
  );
}
