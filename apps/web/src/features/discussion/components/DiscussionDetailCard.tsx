import { DeleteOutlined, EditOutlined, EyeOutlined, FlagOutlined, LikeFilled, LikeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { DiscussionDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { ColorTag, Markdown } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';
import type { DiscussionLinks } from '../links.ts';
import { trustOf } from '../rules.ts';

/** Props of DiscussionDetailCard. */
export interface DiscussionDetailCardProps {
  discussion: DiscussionDto;
  liking: boolean;
  onLike: () => void;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The public area's links or a group's (the problem link is GroupProblemDetails there). */
  links: DiscussionLinks;
}

/**
 * A discussion (spec 03 §2.15): title, go to the problem, author to the user home, category link,
 * counters, the content (an admin role's as written, anyone else's sanitised), like, report, and
 * edit and delete when the server says the viewer may.
 */
export function DiscussionDetailCard({ discussion, liking, onLike, onReport, onEdit, onDelete, links }: DiscussionDetailCardProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const badge = discussion.role === 'root' || discussion.role === 'admin' ? discussion.role : null;
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, whiteSpace: 'normal' }} data-testid="discussion-title">
          {discussion.title}
        </Typography.Title>
      }
      extra={
        discussion.pid ? (
          <Link to={links.problem(discussion.pid)} data-testid="discussion-go-problem">
            {t('discussion.goProblem')}
          </Link>
        ) : null
      }
      data-testid="discussion-detail"
    >
      <Space wrap size={8} style={{ marginBottom: 16 }}>
        <Avatar src={discussion.avatar ?? undefined} icon={discussion.avatar ? undefined : <UserOutlined />} alt="" />
        <Link to={paths.userHome.getHref({ uid: discussion.uid, username: discussion.author })} data-testid="discussion-author">
          {discussion.author}
        </Link>
        {discussion.titleName ? <ColorTag color={discussion.titleColor ?? 'gold'}>{discussion.titleName}</ColorTag> : null}
        {badge ? <Tag color={badge === 'root' ? 'red' : 'blue'}>{t(`comment.badge.${badge}`)}</Tag> : null}
        <Link to={links.category(discussion.categoryId)} data-testid="discussion-category">
          <Tag color="geekblue">{discussion.categoryName}</Tag>
        </Link>
        <Typography.Text type="secondary">
          <time dateTime={discussion.gmtCreate} title={fullTime(discussion.gmtCreate)}>
            {relativeTime(discussion.gmtCreate, language)}
          </time>
        </Typography.Text>
        <Typography.Text type="secondary">
          <EyeOutlined /> {t('discussion.views', { count: discussion.viewNum })}
        </Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary">{discussion.description}</Typography.Paragraph>
      <Markdown text={discussion.content} trust={trustOf(discussion.role)} data-testid="discussion-content" />
      <Space wrap style={{ marginTop: 16 }}>
        <Button
          icon={discussion.hasLike ? <LikeFilled /> : <LikeOutlined />}
          type={discussion.hasLike ? 'primary' : 'default'}
          loading={liking}
          onClick={onLike}
          data-testid="discussion-like"
        >
          {t(discussion.hasLike ? 'discussion.liked' : 'discussion.like')} <span data-testid="discussion-like-count">{discussion.likeNum}</span>
        </Button>
        <Button icon={<FlagOutlined />} onClick={onReport} data-testid="discussion-report">
          {t('discussion.report')}
        </Button>
        {discussion.canEdit ? (
          <Button icon={<EditOutlined />} onClick={onEdit} data-testid="discussion-edit">
            {t('discussion.edit')}
          </Button>
        ) : null}
        {discussion.canDelete ? (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} data-testid="discussion-delete">
            {t('discussion.delete')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
