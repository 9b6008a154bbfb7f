import { useMemo } from 'react';
import { Card } from 'antd';
import { ContestStatus } from '@oj/contracts';
import { selectUserInfo } from '@oj/api-client/core';
import { useGetContestProblemsQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { useAppSelector } from '@/app/store.ts';
import { boardControlsAllowed } from '@/features/contest-board/access.ts';
import { ContestBoard } from '@/features/contest-board/components/ContestBoard.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The contest's rank tab (spec 02 §2 "Scoreboards"): the board as the viewer may see it. */
export function ContestRankPage() {
  const { t } = useTranslation();
  const { cid, contest, status } = useContestView();
  const me = useAppSelector(selectUserInfo);
  const problems = useGetContestProblemsQuery({ cid });
  const columns = useMemo(() => (problems.data ?? []).map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })), [problems.data]);
  useDocumentTitle(`${t('contestBoard.title')} - ${contest.title}`);
  const live = { ...contest, status };
  return (
    <Card title={t('contestBoard.title')} data-testid="contest-rank">
      <ContestBoard
        key={cid}
        cid={cid}
        source="inside"
        type={contest.type}
        problems={columns}
        ended={status === ContestStatus.Ended}
        allowed={boardControlsAllowed(live)}
        isAdmin={contest.isAdmin}
        myUid={me?.uid ?? null}
      />
    </Card>
  );
}
