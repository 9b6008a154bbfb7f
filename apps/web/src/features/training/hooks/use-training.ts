import { createContext, useContext } from 'react';
import type { TrainingDetailDto } from '@oj/contracts';

/** The training a shell has loaded, for its tabs. */
export interface TrainingView {
  tid: number;
  training: TrainingDetailDto;
}

const TrainingViewContext = createContext<TrainingView | null>(null);

/** Sets the training of the tabs below. */
export const TrainingViewProvider = TrainingViewContext.Provider;

/** The training of this tab (inside the training shell only). */
export function useTrainingView(): TrainingView {
  const view = useContext(TrainingViewContext);
  if (!view) throw new Error('useTrainingView outside the training shell');
  return view;
}

/** The tabs of a training (spec 02 §2): the rank tab only for private trainings. */
export type TrainingTabKey = 'overview' | 'problems' | 'rank';

/** The tab a path under /training/:id shows. */
export function trainingTabOfPath(pathname: string): TrainingTabKey {
  if (/\/rank\/?$/.test(pathname)) return 'rank';
  if (/\/problems\/?$/.test(pathname) || /\/problem\//.test(pathname)) return 'problems';
  return 'overview';
}
