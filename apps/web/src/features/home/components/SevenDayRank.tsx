import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetSevenDayRankQuery } from '@oj/api-client/home';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

const MEDALS = ['#f5b50a', '#a0a7b4', '#c77b30'];

/** Users with the most problems accepted over the last 7 days (spec 02 §2). */
export function SevenDayRank() {
  const { t } = useTranslation();
  const { data = [], isLoading } = useGetSevenDayRankQuery(undefined);
  return (
    <Card title={t('home.sevenDayRank')} data-testid="home-seven-day-rank" styles={{ body: { paddingBlock: 8 } }}>
      <List
        size="small"
        loading={isLoading}
        dataSource={data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noRank')} /> }}
        renderItem={(row, index) => (
          <List.Item
            data-testid="rank-row"
            extra={
              <Typography.Text strong>
                {t('home.acCount')} {row.ac}
              </Typography.Text>
            }
          >
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
              <span style={{ width: 20, textAlign: 'center', fontWeight: 700, color: MEDALS[index] ?? 'inherit' }}>{index + 1}</span>
              <Avatar size="small" src={row.avatar ?? undefined} icon={<UserOutlined />} alt="" />
              <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
