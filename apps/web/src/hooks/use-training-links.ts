import { createContext, useContext } from 'react';
import { paths } from '@/config/paths.ts';

/**
 * Where a training's pages lead (spec 03 §2.1): the core /training/... pages, or the same pages in a
 * group's context under /group/{groupID}/training/... (GroupTrainingDetails and its children). The
 * shell, its tabs, the problem table and the problem page read their links here, so the group's
 * training is the core training's pages with other links, not a copy.
 */
export interface TrainingLinks {
  list: () => string;
  overview: (tid: number) => string;
  problems: (tid: number) => string;
  rank: (tid: number) => string;
  problem: (tid: number, problemID: string) => string;
  fullScreen: (tid: number, problemID: string) => string;
}

/** The core training pages' links. */
export const CORE_TRAINING_LINKS: TrainingLinks = {
  list: () => paths.training.list.getHref(),
  overview: (tid) => paths.training.detail.getHref(tid),
  problems: (tid) => paths.training.problems.getHref(tid),
  rank: (tid) => paths.training.rank.getHref(tid),
  problem: (tid, problemID) => paths.training.problem.getHref(tid, problemID),
  fullScreen: (tid, problemID) => paths.training.fullScreen.getHref(tid, problemID),
};

/** The links of a group's training pages. */
export function groupTrainingLinks(gid: number): TrainingLinks {
  const base = (tid: number) => `${paths.group.trainings.getHref(gid)}/${encodeURIComponent(String(tid))}`;
  return {
    list: () => paths.group.trainings.getHref(gid),
    overview: (tid) => `${base(tid)}/`,
    problems: (tid) => `${base(tid)}/problems`,
    rank: (tid) => `${base(tid)}/rank`,
    problem: (tid, problemID) => `${base(tid)}/problem/${encodeURIComponent(problemID)}`,
    fullScreen: (tid, problemID) => paths.group.trainingFullScreen.getHref(gid, tid, problemID),
  };
}

const TrainingLinksContext = createContext<TrainingLinks>(CORE_TRAINING_LINKS);

/** Sets the links of the training pages below (a group's; the core ones by default). */
export const TrainingLinksProvider = TrainingLinksContext.Provider;

/** The links of the training pages around the caller. */
export function useTrainingLinks(): TrainingLinks {
  return useContext(TrainingLinksContext);
}
