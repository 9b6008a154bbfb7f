import { TeamOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { fullTime } from '@/lib/time.ts';
import type { GroupView } from '../hooks/use-group.ts';
import { GroupAuthTag } from './GroupCard.tsx';
import { MembershipButtons } from './MembershipButtons.tsx';

/** The group's side panel (spec 03 §2.5): avatar, name, brief, owner, auth, members, the code for its admins, and the membership actions. */
export function GroupSidebar({ view, onDisbanded }: { view: GroupView; onDisbanded: () => void }) {
  const { t } = useTranslation();
  const { group, access } = view;
  return (
    <Card data-testid="group-sidebar">
      <div style={{ textAlign: 'center', marginBottom: 12 }}>
        <Avatar shape="square" size={96} src={group.avatar ?? undefined} icon={group.avatar ? undefined : <TeamOutlined />} alt="" />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {group.name}
        </Typography.Title>
        <Typography.Text type="secondary">{group.brief}</Typography.Text>
      </div>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('group.sidebar.owner')}>{group.owner}</Descriptions.Item>
        <Descriptions.Item label={t('group.sidebar.auth')}>
          <GroupAuthTag auth={group.auth} />
        </Descriptions.Item>
        <Descriptions.Item label={t('group.sidebar.members')}>{group.memberCount}</Descriptions.Item>
        {group.code ? (
          <Descriptions.Item label={t('group.sidebar.code')}>
            <Typography.Text copyable code data-testid="group-code">
              {group.code}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('group.sidebar.created')}>{fullTime(group.gmtCreate)}</Descriptions.Item>
      </Descriptions>
      <MembershipButtons group={group} access={access} onDisbanded={onDisbanded} />
    </Card>
  );
}
