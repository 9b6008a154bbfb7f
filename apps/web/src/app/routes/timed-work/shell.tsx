import { Result, Tabs, Tooltip } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { PageSuspense } from '@/app/lazy-page.tsx';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { ContestClock } from '@/features/contest/components/ContestClock.tsx';
import { TimedWorkHeader } from '@/features/timed-work/components/TimedWorkHeader.tsx';
import { TimedWorkViewProvider, useTimedWorkData } from '@/features/timed-work/hooks/use-timed-work.ts';
import type { TimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { timedWorkTabOfPath, timedWorkTabs } from '@/features/timed-work/rules.ts';
import type { TimedWorkTabKey } from '@/features/timed-work/rules.ts';

const HREF: Readonly<Record<TimedWorkTabKey, (tid: number) => string>> = {
  overview: (tid) => paths.timedwork.detail.getHref(tid),
  problems: (tid) => paths.timedwork.problems.getHref(tid),
  submissions: (tid) => paths.timedwork.submissions.getHref(tid),
  rank: (tid) => paths.timedwork.rank.getHref(tid),
};

function TimedWorkFrame({ view }: { view: TimedWorkView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = timedWorkTabs(view.info);
  const active = timedWorkTabOfPath(pathname);
  const activeTab = tabs.find((tab) => tab.key === active);
  let body = (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
  if (!activeTab) body = <Result status="403" title={t('guard.noPermission')} />;
  else if (activeTab.disabled) body = <Result status="info" title={t(active === 'rank' ? 'timedWork.rankLocked' : 'timedWork.notEntered')} />;
  return (
    <TimedWorkViewProvider value={view}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="timed-work-shell">
        <TimedWorkHeader view={view} progress={(window, offsetMs) => <ContestClock window={window} offsetMs={offsetMs} />} />
        <Tabs
          activeKey={active}
          data-testid="timed-work-tabs"
          style={{ marginBottom: -12 }}
          items={tabs.map((tab) => ({
            key: tab.key,
            disabled: tab.disabled,
            label:
              tab.key === 'rank' && tab.disabled ? (
                <Tooltip title={t('timedWork.rankLocked')}>{t('timedWork.tabs.rank')}</Tooltip>
              ) : (
                t(`timedWork.tabs.${tab.key}`)
              ),
          }))}
          onTabClick={(key) => void navigate(HREF[key as TimedWorkTabKey](view.tid))}
        />
        {body}
      </div>
    </TimedWorkViewProvider>
  );
}

/** The timed work shell (spec 02 §2, /timedwork/:timedWorkID/*): header, tabs and the tab's page. */
export function TimedWorkShellPage() {
  const { t } = useTranslation();
  const tid = Number(useParams().timedWorkID);
  const data = useTimedWorkData(tid);
  if (!data.valid || data.isError) {
    return <Result status="warning" title={t('timedWork.loadFailed')} extra={<Link to={paths.timedwork.list.getHref()}>{t('timedWork.toList')}</Link>} />;
  }
  if (!data.view) return <Loading />;
  return <TimedWorkFrame view={data.view} />;
}
