// Every message the problem module sends. Where spec 01 §8 names a text, it is used verbatim.

/** Messages of the problem and tag calls. */
export const ProblemMessage = {
  // One text for missing, private, contest and group problems: existence is never revealed.
  problemNotExists: 'The problem does not exist',
  noProblems: 'There are no public problems yet',
  noLastAc: 'You have not passed the problem so you cannot get the code passed recently',
  badOj: 'oj must be ME, a remote judge key (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE) or empty for all',
  cidRequired: 'cid is required when isContestProblemList is true',
  fullScreenTargetRequired: 'tid or cid is required',
  contestNotExists: 'The contest does not exist',
  trainingNotExists: 'The training does not exist',
  // The Problem Annex download (get-problem-extra-file).
  extraFileNotExists: 'The file does not exist',
  extraFileBadName: 'The file name must not contain path characters',
} as const;
