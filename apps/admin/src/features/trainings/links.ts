import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { TrainingLinks } from '@oj/manage/trainings/scope.ts';
import { paths } from '@/config/paths.ts';

/** The back office's links of the training screens. */
export function useBackOfficeTrainingLinks(): TrainingLinks {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      list: () => paths.training.list.getHref(),
      create: () => paths.training.create.getHref(),
      edit: (tid: number) => paths.training.edit.getHref(tid),
      problems: (tid: number) => paths.training.problems.getHref(tid),
      toCategories: () => {
        void navigate(paths.training.category.getHref());
      },
    }),
    [navigate],
  );
}
