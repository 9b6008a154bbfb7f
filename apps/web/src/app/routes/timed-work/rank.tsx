import { Card } from 'antd';
import { useGetTimedWorkProblemsQuery, useGetTimedWorkRankQuery } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { RankTable } from '@/features/timed-work/components/RankTable.tsx';
import { useTimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The rank tab (spec 02 §2): unlocked after handing in (the shell disables it before). */
export function TimedWorkRankPage() {
  const { t } = useTranslation();
  const { tid, info } = useTimedWorkView();
  const rank = useGetTimedWorkRankQuery({ tid }, { refetchOnMountOrArgChange: true });
  const problems = useGetTimedWorkProblemsQuery({ tid });
  useDocumentTitle(`${t('timedWork.tabs.rank')} - ${info.title}`);
  return (
    <Card size="small">
      <RankTable rows={rank.data ?? []} problems={problems.data ?? []} loading={rank.isFetching && !rank.data} />
    </Card>
  );
}
