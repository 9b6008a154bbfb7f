import { useMemo } from 'react';
import { SubmissionDetailPage } from '@/app/routes/submission-detail.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { SubmissionScopeProvider } from '@/features/submissions/scope.ts';

/** A contest submission (route problem/:problemID/submission-detail/:submitID): the details page in the contest's scope. */
export function ContestSubmissionDetailPage() {
  const { cid } = useContestView();
  const scope = useMemo(() => ({ cid }), [cid]);
  return (
    <SubmissionScopeProvider value={scope}>
      <SubmissionDetailPage />
    </SubmissionScopeProvider>
  );
}
