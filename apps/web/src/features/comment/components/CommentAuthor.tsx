import { UserOutlined } from '@ant-design/icons';
import { Avatar, Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '@oj/i18n';
import { ColorTag } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';
import { roleBadge } from '../rules.ts';

/** Props of CommentAuthor. */
export interface CommentAuthorProps {
  uid: string;
  name: string;
  avatar: string | null;
  role: string;
  titleName?: string | null;
  titleColor?: string | null;
  /** A reply names whom it answers. */
  to?: { uid: string; name: string } | null;
  gmtCreate: string;
  size?: number;
}

/** Avatar, name (to the user home), title tag, SPA/ADM badge and relative time of a comment or reply. */
export function CommentAuthor({ uid, name, avatar, role, titleName, titleColor, to, gmtCreate, size = 40 }: CommentAuthorProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const badge = roleBadge(role);
  return (
    <Space size={8} wrap align="center">
      <Avatar size={size} src={avatar ?? undefined} icon={avatar ? undefined : <UserOutlined />} alt="" />
      <Link to={paths.userHome.getHref({ uid, username: name })} data-testid="comment-author">
        {name}
      </Link>
      {titleName ? <ColorTag color={titleColor ?? 'gold'}>{titleName}</ColorTag> : null}
      {badge ? (
        <Tooltip title={t(`comment.badgeTitle.${badge}`)}>
          <Tag color={badge === 'root' ? 'red' : 'blue'} data-testid="comment-badge">
            {t(`comment.badge.${badge}`)}
          </Tag>
        </Tooltip>
      ) : null}
      {to ? (
        <Typography.Text type="secondary">
          {t('comment.reply')} <Link to={paths.userHome.getHref({ uid: to.uid, username: to.name })}>{to.name}</Link>
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">
        <time dateTime={gmtCreate} title={fullTime(gmtCreate)}>
          {relativeTime(gmtCreate, language)}
        </time>
      </Typography.Text>
    </Space>
  );
}
