import { Card } from 'antd';
import { useGetTimedWorkProblemsQuery } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { TimedWorkProblemTable } from '@/features/timed-work/components/TimedWorkProblemTable.tsx';
import { useTimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The problems tab (spec 02 §2). */
export function TimedWorkProblemsPage() {
  const { t } = useTranslation();
  const { tid, info } = useTimedWorkView();
  const problems = useGetTimedWorkProblemsQuery({ tid }, { refetchOnMountOrArgChange: true });
  useDocumentTitle(`${t('timedWork.tabs.problems')} - ${info.title}`);
  return (
    <Card size="small">
      <TimedWorkProblemTable tid={tid} problems={problems.data ?? []} loading={problems.isFetching && !problems.data} />
    </Card>
  );
}
