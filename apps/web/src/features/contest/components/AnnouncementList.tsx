import { useState } from 'react';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, theme } from 'antd';
import type { ContestAnnouncementDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import type { MarkdownTrust } from '@oj/ui';
import { fullTime, relativeTime } from '@/lib/time.ts';

/** Props of AnnouncementList. */
export interface AnnouncementListProps {
  announcements: readonly ContestAnnouncementDto[];
  loading: boolean;
  refreshing: boolean;
  /** Statements of a group's contest are written by its own admins and render strictly. */
  trust: MarkdownTrust;
  onRefresh: () => void;
  /** An announcement was opened (it counts as read). */
  onOpen: (id: number) => void;
}

/**
 * A contest's announcements (spec 02 §2, spec 03 §2.4 inside a contest): the whole list, no
 * pagination, with a refresh button; an entry opens its rendered content with a back button.
 */
export function AnnouncementList(props: AnnouncementListProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { token } = theme.useToken();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? undefined : props.announcements.find((announcement) => announcement.id === openId);

  if (open) {
    return (
      <Card
        size="small"
        data-testid="contest-announcement"
        title={open.title}
        extra={
          <Button
            size="small"
            icon={<ArrowLeftOutlined />}
            onClick={() => {
              setOpenId(null);
            }}
          >
            {t('contest.announcements.back')}
          </Button>
        }
      >
        <div style={{ fontSize: 12, color: token.colorTextSecondary, marginBottom: 8 }}>
          {t('contest.announcements.by', { username: open.username })} · <time dateTime={open.gmtCreate}>{fullTime(open.gmtCreate)}</time>
        </div>
        <Markdown text={open.content} trust={props.trust} />
      </Card>
    );
  }

  return (
    <Card
      size="small"
      title={t('contest.announcements.title')}
      loading={props.loading}
      data-testid="contest-announcements"
      extra={
        <Button size="small" icon={<ReloadOutlined />} loading={props.refreshing} onClick={props.onRefresh}>
          {t('contest.announcements.refresh')}
        </Button>
      }
    >
      {props.announcements.length === 0 ? (
        <Empty description={t('contest.announcements.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.announcements.map((announcement) => (
            <li
              key={announcement.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 8,
                padding: '10px 4px',
                borderBottom: '1px solid rgba(0,0,0,0.06)',
              }}
            >
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                data-testid="contest-announcement-title"
                onClick={() => {
                  setOpenId(announcement.id);
                  props.onOpen(announcement.id);
                }}
              >
                {announcement.title}
              </Button>
              <span style={{ fontSize: 12, color: token.colorTextSecondary }}>
                {announcement.username} ·{' '}
                <time dateTime={announcement.gmtCreate} title={fullTime(announcement.gmtCreate)}>
                  {relativeTime(announcement.gmtCreate, language)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
