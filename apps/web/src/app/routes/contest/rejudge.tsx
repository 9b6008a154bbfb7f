import { useMemo } from 'react';
import { Card, Result } from 'antd';
import { useGetContestProblemsQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { RejudgeProblem } from '@/features/contest-rejudge/components/RejudgeProblem.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** Rejudge admin (spec 02 §2): super admins rejudge one contest problem. */
export function ContestRejudgePage() {
  const { t } = useTranslation();
  const { cid, contest, superAdmin } = useContestView();
  const problems = useGetContestProblemsQuery({ cid }, { skip: !superAdmin });
  const choices = useMemo(() => (problems.data ?? []).map(({ pid, displayId, displayTitle }) => ({ pid, displayId, displayTitle })), [problems.data]);
  useDocumentTitle(`${t('contestBoard.rejudge.title')} - ${contest.title}`);
  if (!superAdmin) return <Result status="403" title={t('guard.noPermission')} />;
  return (
    <Card title={t('contestBoard.rejudge.title')} data-testid="contest-rejudge">
      <RejudgeProblem cid={cid} problems={choices} />
    </Card>
  );
}
