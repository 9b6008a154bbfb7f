import { defineMessages } from './define.ts';

// Every message the problem module sends. Where spec 01 §8 names a text, it is used verbatim.

/** Messages of the problem and tag calls. */
export const ProblemMessage = defineMessages('problem', {
  // One text for missing, private, contest and group problems: existence is never revealed.
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  noProblems: { as: 'conflict', en: 'There are no public problems yet' },
  noLastAc: { as: 'conflict', en: 'You have not passed the problem so you cannot get the code passed recently' },
  badOj: { as: 'badRequest', en: 'oj must be ME, a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE) or empty for all' },
  cidRequired: { as: 'badRequest', en: 'cid is required when isContestProblemList is true' },
  fullScreenTargetRequired: { as: 'badRequest', en: 'tid or cid is required' },
  contestNotExists: { as: 'notFound', en: 'The contest does not exist' },
  trainingNotExists: { as: 'notFound', en: 'The training does not exist' },
  // The Problem Annex download (get-problem-extra-file).
  extraFileNotExists: { as: 'notFound', en: 'The file does not exist' },
  extraFileBadName: { as: 'badRequest', en: 'The file name must not contain path characters' },
});
