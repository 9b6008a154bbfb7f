import { useMemo } from 'react';
import { SubmissionListPage } from '@/app/routes/submission-list.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { SubmissionScopeProvider } from '@/features/submissions/scope.ts';

/**
 * The contest's submissions (spec 02 §2 ContestSubmissionList, query onlyMine=true available): the
 * status list in the contest's scope (its list, status checks and links).
 */
export function ContestSubmissionsPage() {
  const { cid } = useContestView();
  const scope = useMemo(() => ({ cid }), [cid]);
  return (
    <SubmissionScopeProvider value={scope}>
      <SubmissionListPage />
    </SubmissionScopeProvider>
  );
}
