import { Card } from 'antd';
import { useTranslation } from '@oj/i18n';
import { TrainingRankTable } from '@/features/training/components/TrainingRankTable.tsx';
import { useTrainingView } from '@/features/training/hooks/use-training.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The rank of a private training (spec 02 §2); the real-name column for training admins only. */
export function TrainingRankPage() {
  const { t } = useTranslation();
  const { training, tid } = useTrainingView();
  useDocumentTitle(`${training.title} · ${t('training.tabs.rank')}`);
  return (
    <Card size="small">
      <TrainingRankTable tid={tid} showRealName={training.isAdmin} />
    </Card>
  );
}
