import { Result, Tabs } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { PageSuspense } from '@/app/lazy-page.tsx';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { ContestBar } from '@/features/contest/components/ContestBar.tsx';
import { ContestHeader } from '@/features/contest/components/ContestHeader.tsx';
import { ContestLocked } from '@/features/contest/components/ContestLocked.tsx';
import { ContestViewProvider, useContestData } from '@/features/contest/hooks/use-contest.ts';
import type { ContestView } from '@/features/contest/hooks/use-contest.ts';
import { useUnreadAnnouncements } from '@/features/contest/hooks/use-unread-announcements.tsx';
import { contestTabHref, contestTabOfPath, isContestProblemPath } from '@/features/contest/tab-links.ts';
import { CONTEST_TAB_KEYS, contestMenuDisabled, contestTabs } from '@/features/contest/tabs.ts';
import type { ContestTabKey } from '@/features/contest/tabs.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

function isTabKey(key: string): key is ContestTabKey {
  return (CONTEST_TAB_KEYS as readonly string[]).includes(key);
}

/** The shell around a contest the viewer may read: header or slim bar, tabs, the tab's page. */
function ContestFrame({ view }: { view: ContestView }) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { problemID = '' } = useParams();
  const { contest } = view;
  const facts = {
    type: contest.type,
    auth: contest.auth,
    status: view.status,
    openPrint: contest.openPrint,
    isAdmin: contest.isAdmin,
    superAdmin: view.superAdmin,
    access: view.access,
    commentOn: config.openContestComment,
  };
  const tabs = contestTabs(facts);
  const locked = contestMenuDisabled(facts);
  useUnreadAnnouncements(view.cid, !locked);
  const active = contestTabOfPath(pathname);
  const activeTab = tabs.find((tab) => tab.key === active);
  const onProblem = isContestProblemPath(pathname);

  let body = (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
  if (!activeTab)
    body = <Result status="403" title={t('guard.noPermission')} extra={<Link to={paths.contest.detail.getHref(view.cid)}>{t('contest.toOverview')}</Link>} />;
  else if (activeTab.disabled) body = <ContestLocked view={view} />;

  return (
    <ContestViewProvider value={view}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="contest-shell">
        {onProblem ? <ContestBar view={view} displayId={problemID} fullScreen={false} /> : <ContestHeader view={view} />}
        {onProblem ? null : (
          <Tabs
            activeKey={active}
            data-testid="contest-tabs"
            style={{ marginBottom: -12 }}
            items={tabs.map((tab) => ({ key: tab.key, label: t(`contest.tabs.${tab.key}`), disabled: tab.disabled }))}
            onChange={(key) => {
              if (isTabKey(key)) void navigate(contestTabHref(key, view.cid));
            }}
          />
        )}
        {body}
      </div>
    </ContestViewProvider>
  );
}

/**
 * The contest shell (spec 02 §2, route /contest/:contestID/*): the contest's info and access, its
 * status moved on the client (scheduled → running → ended), the unread-announcement poll, and the
 * tabs with their conditions; each tab is a child route.
 */
export function ContestShellPage() {
  const { t } = useTranslation();
  const cid = Number(useParams().contestID);
  // No title here: a parent's effect runs after its child's, so each tab titles itself.
  const data = useContestData(cid);
  if (!data.valid || data.isError) {
    return <Result status="warning" title={t('contest.loadFailed')} extra={<Link to={paths.contest.list.getHref()}>{t('contest.listTitle')}</Link>} />;
  }
  if (!data.view || data.accessLoading) return <Loading />;
  return <ContestFrame view={data.view} />;
}
