import { Alert, Card } from 'antd';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { TrainingPasswordForm } from '@/features/training/components/TrainingPasswordForm.tsx';
import { useTrainingView } from '@/features/training/hooks/use-training.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The training's overview: its description, and the password form until the user has registered (spec 02 §4). */
export function TrainingOverviewPage() {
  const { t } = useTranslation();
  const { training, tid } = useTrainingView();
  useDocumentTitle(training.title);
  return (
    <Card title={t('training.description')} size="small" data-testid="training-overview">
      {training.access ? null : (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('training.locked')} description={<TrainingPasswordForm tid={tid} />} />
      )}
      <Markdown text={training.description} />
    </Card>
  );
}
