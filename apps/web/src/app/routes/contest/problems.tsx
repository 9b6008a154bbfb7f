import { Card } from 'antd';
import { useGetContestProblemsQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { ContestProblemTable } from '@/features/contest/components/ContestProblemTable.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The contest's problem list (spec 02 §2 ContestProblemList). */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  // The user's own status changes with each verdict: fetched again on every visit.
  const problems = useGetContestProblemsQuery({ cid }, { refetchOnMountOrArgChange: true });
  useDocumentTitle(`${t('contest.tabs.problems')} - ${contest.title}`);
  return (
    <Card size="small" data-testid="contest-problems">
      <ContestProblemTable cid={cid} type={contest.type} problems={problems.data ?? []} loading={problems.isFetching && !problems.data} />
    </Card>
  );
}
