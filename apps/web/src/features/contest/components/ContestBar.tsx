import { CompressOutlined, ExpandOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import type { ContestView } from '../hooks/use-contest.ts';
import { ContestCountdown } from './ContestClock.tsx';
import { ContestStatusTag } from './ContestTags.tsx';

/**
 * The slim contest bar above a contest problem: the contest's title (to its overview), status and
 * countdown, the problem list, and the switch between the normal and the full-screen page.
 */
export function ContestBar({ view, displayId, fullScreen }: { view: ContestView; displayId: string; fullScreen: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { cid, contest } = view;
  const switchHref = fullScreen ? paths.contest.problem.getHref(cid, displayId) : paths.contest.fullScreen.getHref(cid, displayId);
  return (
    <div
      data-testid="contest-bar"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '6px 12px',
        background: token.colorBgContainer,
        borderRadius: fullScreen ? 0 : token.borderRadiusLG,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to={paths.contest.detail.getHref(cid)} style={{ fontWeight: 600, fontSize: 16 }} data-testid="contest-title">
        {contest.title}
      </Link>
      <ContestStatusTag status={view.status} />
      <ContestCountdown window={view.window} offsetMs={view.offsetMs} />
      <span style={{ flex: 1 }} />
      <Button size="small" icon={<UnorderedListOutlined />} onClick={() => void navigate(paths.contest.problems.getHref(cid))}>
        {t('contest.problem.backToProblems')}
      </Button>
      <Button
        size="small"
        icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />}
        onClick={() => void navigate(switchHref)}
        data-testid="contest-full-screen"
      >
        {fullScreen ? t('contest.problem.exitFullScreen') : t('contest.problem.fullScreen')}
      </Button>
    </div>
  );
}
