import { TeamOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import type { GroupDto } from '@oj/contracts';
import { GroupAuth } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { groupAuthKey } from '../labels.ts';

const AUTH_COLORS: Readonly<Record<number, string>> = { [GroupAuth.Public]: 'green', [GroupAuth.Protected]: 'orange', [GroupAuth.Private]: 'red' };

/** The auth of a group as a coloured tag. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return <Tag color={AUTH_COLORS[auth]}>{t(groupAuthKey(auth))}</Tag>;
}

/** One group of the list's card grid; a click opens it. */
export function GroupCard({ group, onOpen }: { group: GroupDto; onOpen: (group: GroupDto) => void }) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      onClick={() => {
        onOpen(group);
      }}
      data-testid="group-card"
      styles={{ body: { padding: 16 } }}
    >
      <Space align="start" size={12} style={{ width: '100%' }}>
        <Avatar shape="square" size={56} src={group.avatar ?? undefined} icon={group.avatar ? undefined : <TeamOutlined />} alt="" />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 16 }}>
            {group.name}
          </Typography.Text>
          <Space size={4} wrap>
            <GroupAuthTag auth={group.auth} />
            <Tag>{group.shortName}</Tag>
          </Space>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '6px 0 0' }}>
            {group.brief}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <TeamOutlined /> {t('group.memberCount', { count: group.memberCount })} · {group.owner}
          </Typography.Text>
        </div>
      </Space>
    </Card>
  );
}
