import { Card } from 'antd';
import { useGetTrainingProblemsQuery } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { TrainingProblemTable } from '@/features/training/components/TrainingProblemTable.tsx';
import { useTrainingView } from '@/features/training/hooks/use-training.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The training's problems (spec 02 §2), with the training's counts and the user's standing. */
export function TrainingProblemsPage() {
  const { t } = useTranslation();
  const { training, tid } = useTrainingView();
  const problems = useGetTrainingProblemsQuery({ tid }, { refetchOnMountOrArgChange: true });
  useDocumentTitle(`${training.title} · ${t('training.tabs.problems')}`);
  return (
    <Card size="small" data-testid="training-problems">
      <TrainingProblemTable tid={tid} problems={problems.data ?? []} loading={problems.isFetching} />
    </Card>
  );
}
