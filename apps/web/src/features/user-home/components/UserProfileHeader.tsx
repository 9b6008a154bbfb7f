import { GithubOutlined, LinkOutlined, ManOutlined, UserOutlined, WomanOutlined } from '@ant-design/icons';
import { Avatar, theme } from 'antd';
import type { UserHome } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { ColorTag } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';
import { nicknameColor } from '@/lib/nickname.ts';

function safeLink(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Avatar, names, tags, school, links and the last login of a user (spec 01 §2 user home). */
export function UserProfileHeader({ user }: { user: UserHome }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const github = safeLink(user.github);
  const blog = safeLink(user.blog);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }} data-testid="user-profile">
      <Avatar size={96} src={user.avatar ?? undefined} icon={user.avatar ? undefined : <UserOutlined />} alt={user.username} />
      <div style={{ fontSize: 22, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 6 }} data-testid="user-name">
        {user.username}
        {user.gender === 'male' ? <ManOutlined style={{ color: '#2d8cf0', fontSize: 16 }} aria-label={t('setting.male')} /> : null}
        {user.gender === 'female' ? <WomanOutlined style={{ color: '#e46cbb', fontSize: 16 }} aria-label={t('setting.female')} /> : null}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
        {user.titleName ? <ColorTag color={user.titleColor ?? 'gold'}>{user.titleName}</ColorTag> : null}
        {user.nickname ? <ColorTag color={nicknameColor(user.nickname)}>{user.nickname}</ColorTag> : null}
      </div>
      {user.school ? <div style={{ color: token.colorTextSecondary }}>{user.school}</div> : null}
      <div style={{ display: 'flex', gap: 12 }}>
        {github ? (
          <a href={github} target="_blank" rel="noopener noreferrer" aria-label="Github">
            <GithubOutlined /> Github
          </a>
        ) : null}
        {blog ? (
          <a href={blog} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {t('setting.blog')}
          </a>
        ) : null}
      </div>
      <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>
        {user.recentLoginTime ? t('userHome.recentLogin', { time: fullTime(user.recentLoginTime) }) : t('userHome.neverLoggedIn')}
      </div>
    </div>
  );
}
