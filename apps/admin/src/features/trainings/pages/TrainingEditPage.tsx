import { TrainingEditor } from '@oj/manage/trainings/components/TrainingEditor.tsx';
import { useTrainingId } from '@oj/manage/trainings/hooks.ts';
import { useBackOfficeTrainingLinks } from '../links.ts';

/**
 * /admin/training/create and /admin/training/:trainingId/edit (spec 03 §2.10). With no category at
 * all an alert shows and the admin goes to /admin/training/category.
 */
export function TrainingEditPage() {
  return <TrainingEditor tid={useTrainingId()} links={useBackOfficeTrainingLinks()} />;
}
