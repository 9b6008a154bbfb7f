import { useEffect } from 'react';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { TrainingTable } from '@oj/manage/trainings/components/TrainingTable.tsx';
import { useBackOfficeTrainingLinks } from '../links.ts';

/** /admin/training: search, paging, the visibility switch and each training's edit, problems and delete (spec 03 §2.10). */
export function TrainingListPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  useEffect(() => {
    document.title = tAdmin('training.list.title');
  }, [tAdmin]);
  return <TrainingTable links={useBackOfficeTrainingLinks()} />;
}
