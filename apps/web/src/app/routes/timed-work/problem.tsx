import { useMemo } from 'react';
import { useTranslation } from '@oj/i18n';
import { ProblemDetailPage } from '@/app/routes/problem-detail.tsx';
import { useTimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { attemptRunning } from '@/features/timed-work/rules.ts';
import { ProblemScopeProvider } from '@/features/problem-detail/scope.ts';
import type { ProblemScope } from '@/features/problem-detail/scope.ts';

/**
 * A timed work's problem (spec 02 §2): the core problem page in the timed work's scope (its
 * statement and problem list, submissions with cid = id + 50000 and displayTid); submitting is
 * closed once the user's attempt is over ('Contest has ended').
 */
export function TimedWorkProblemPage() {
  const { t } = useTranslation();
  const { tid, cid, info, offsetMs } = useTimedWorkView();
  const running = info.isAdmin || attemptRunning(info, Date.now() + offsetMs);
  const submitClosed = running ? null : t('timedWork.closed');
  const scope = useMemo<ProblemScope>(() => ({ cid, timedWork: { tid }, submitClosed }), [cid, tid, submitClosed]);
  return (
    <ProblemScopeProvider value={scope}>
      <ProblemDetailPage />
    </ProblemScopeProvider>
  );
}
