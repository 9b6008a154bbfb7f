import { useMemo } from 'react';
import { SubmissionListPage } from '@/app/routes/submission-list.tsx';
import { useTimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { SubmissionScopeProvider } from '@/features/submissions/scope.ts';

/**
 * The submissions tab (spec 02 §2, admin roles only): the shared status list in the timed work's
 * scope (its contest id, id + 50000: judge-dispatch lists every row to the admin roles with the
 * rejudge, manual judge and cancel actions of the shared list).
 */
export function TimedWorkSubmissionsPage() {
  const { tid, cid } = useTimedWorkView();
  const scope = useMemo(() => ({ cid, timedWorkId: tid }), [cid, tid]);
  return (
    <SubmissionScopeProvider value={scope}>
      <SubmissionListPage />
    </SubmissionScopeProvider>
  );
}
