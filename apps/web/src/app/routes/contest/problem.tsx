import { useMemo } from 'react';
import { Result, theme } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ProblemDetailPage } from '@/app/routes/problem-detail.tsx';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { ContestBar } from '@/features/contest/components/ContestBar.tsx';
import { ContestLocked } from '@/features/contest/components/ContestLocked.tsx';
import { useContestData, useContestView } from '@/features/contest/hooks/use-contest.ts';
import type { ContestView } from '@/features/contest/hooks/use-contest.ts';
import { useContestSubmitGate } from '@/features/contest/hooks/use-contest-submit-gate.tsx';
import { useUnreadAnnouncements } from '@/features/contest/hooks/use-unread-announcements.tsx';
import { contestMenuDisabled } from '@/features/contest/tabs.ts';
import { ProblemScopeProvider } from '@/features/problem-detail/scope.ts';
import type { ProblemScope } from '@/features/problem-detail/scope.ts';

/**
 * The problem page in a contest's scope (spec 02 §2, §4, §5): the contest's statement and problem
 * list, submissions with its cid, its submit rules and OI overwrite confirmation, the contest's
 * language rule, and the password dialog a submission without access opens.
 */
function ContestProblem({ view, fullScreen }: { view: ContestView; fullScreen: boolean }) {
  const gate = useContestSubmitGate(view);
  const { submitClosed, beforeSubmit } = gate;
  const scope = useMemo<ProblemScope>(() => ({ cid: view.cid, fullScreen, submitClosed, beforeSubmit }), [view.cid, fullScreen, submitClosed, beforeSubmit]);
  return (
    <ProblemScopeProvider value={scope}>
      <ProblemDetailPage />
      {gate.dialog}
    </ProblemScopeProvider>
  );
}

/** A contest problem inside the contest shell (route problem/:problemID); the shell shows the contest bar. */
export function ContestProblemPage() {
  return <ContestProblem view={useContestView()} fullScreen={false} />;
}

/** The full-screen page around a contest the viewer has loaded: the bar, the problem, the announcement poll. */
function FullScreenFrame({ view, displayId }: { view: ContestView; displayId: string }) {
  const { token } = theme.useToken();
  const locked = contestMenuDisabled({ auth: view.contest.auth, status: view.status, isAdmin: view.contest.isAdmin, access: view.access });
  // Announcements reach a contestant working full screen too.
  useUnreadAnnouncements(view.cid, !locked);
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }} data-testid="contest-full-screen-page">
      <ContestBar view={view} displayId={displayId} fullScreen />
      <div style={{ padding: 8 }}>{locked ? <ContestLocked view={view} /> : <ContestProblem view={view} fullScreen />}</div>
    </div>
  );
}

/** The full-screen contest problem (/contest/:contestID/problem/:problemID/full-screen): no app bar, the contest bar on top. */
export function ContestFullScreenProblemPage() {
  const { t } = useTranslation();
  const { contestID, problemID = '' } = useParams();
  const data = useContestData(Number(contestID));
  if (!data.valid || data.isError) {
    return <Result status="warning" title={t('contest.loadFailed')} extra={<Link to={paths.contest.list.getHref()}>{t('contest.listTitle')}</Link>} />;
  }
  if (!data.view || data.accessLoading) return <Loading />;
  return <FullScreenFrame view={data.view} displayId={problemID} />;
}
