import { Result } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { TrainingProblemsManager } from '@oj/manage/trainings/components/TrainingProblemsManager.tsx';
import { useTrainingId } from '@oj/manage/trainings/hooks.ts';
import { useBackOfficeTrainingLinks } from '../links.ts';

/** /admin/training/:trainingId/problems: the training's problems in order; add from the public bank, reorder, remove (spec 03 §5). */
export function TrainingProblemsPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const tid = useTrainingId();
  const links = useBackOfficeTrainingLinks();
  if (tid === null) return <Result status="warning" title={tAdmin('training.list.title')} />;
  return <TrainingProblemsManager tid={tid} links={links} />;
}
