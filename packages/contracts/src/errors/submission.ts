import { defineMessages } from './define.ts';

// Every message the submission calls send. Where spec 01 §5 or §8 names a text, it is used verbatim.

/** Messages of the submission, test-judge and admin judge calls. */
export const SubmissionMessage = defineMessages('submission', {
  submitted: { as: 'success', en: 'Submit code successfully' },
  codeEmpty: { as: 'conflict', en: 'Code can not be empty' },
  /** The same text for a checker or interactor compile (bad input there). */
  checkerCodeEmpty: { as: 'badRequest', en: 'Code can not be empty' },
  codeTooLong: { as: 'conflict', en: 'Code Length can not exceed 65535' },
  /** The same text with the limit the super admin set (spec 03 §2.19 judge settings). */
  codeLongerThan: { as: 'conflict', params: ['limit'], en: (limit: number) => `Code Length can not exceed ${limit}` },
  tooFast: { as: 'captchaRequired', en: 'Speed too fast, may be a machine, verify again' },
  // The same text as the account module's, so it shares the catalogue's translation.
  captchaWrong: { as: 'captchaRejected', en: 'The captcha is incorrect or has expired' },
  submitBarred: { as: 'forbidden', en: 'Sorry, your account is forbidden to submit code' },
  problemNotExists: { as: 'conflict', en: 'The problem does not exist' },
  /** The same text where a missing problem is a 404 (rejudging a contest problem). */
  problemNotFound: { as: 'notFound', en: 'The problem does not exist' },
  /** The compiler's own output when a checker or interactor does not compile. */
  checkerCompileFailed: { as: 'badRequest', params: ['output'], en: (output: string) => output },
  languageNotAllowed: { as: 'conflict', en: 'This language is not allowed for the problem' },
  remoteNotSupported: { as: 'conflict', en: 'Remote judging is not available on this site' },
  /** The same text for a resubmission (bad input there). */
  resubmitRemoteNotSupported: { as: 'badRequest', en: 'Remote judging is not available on this site' },
  resubmitted: { as: 'success', en: 'Resubmitted Successfully' },
  resubmitNotOwner: { as: 'forbidden', en: 'You can only resubmit your own submissions' },
  resubmitNotRemote: { as: 'badRequest', en: 'Only remote judge submissions can be resubmitted' },
  resubmitNotFailed: { as: 'badRequest', en: 'Only a Submitted Failed (SF) submission can be resubmitted' },
  contestNotExists: { as: 'notFound', en: 'The contest does not exist' },
  /** The same text as a refusal of the contest gate and of the test judge. */
  gateContestNotExists: { as: 'conflict', en: 'The contest does not exist' },
  problemNotInContest: { as: 'conflict', en: 'The problem is not in this contest' },
  contestNotStarted: { as: 'conflict', en: 'The contest has not started yet' },
  // Spec 02 §8's wording for a submission after the end.
  contestEnded: { as: 'conflict', en: 'Contest has ended' },
  contestNotRegistered: { as: 'forbidden', en: 'You have not registered for this contest' },
  /** The same text as a refusal of the contest gate (a submission). */
  gateNotRegistered: { as: 'conflict', en: 'You have not registered for this contest' },
  gateNotGroupMember: { as: 'conflict', en: 'Only members of the group can take part in this contest' },
  timedWorkNotStarted: { as: 'conflict', en: 'Please start the timed work first' },
  submissionNotExists: { as: 'notFound', en: 'The submission does not exist' },
  submissionHidden: { as: 'forbidden', en: 'Sorry, you can not view this submission' },
  noTestData: { as: 'badRequest', en: 'The problem has no test data' },
  testInputTooLong: { as: 'conflict', en: 'The test input can not exceed 1000 characters' },
  testJudgeHidden: { as: 'conflict', en: 'This problem does not support online tests' },
  testJudgeNotExists: { as: 'notFound', en: 'The test result does not exist or has expired' },
  testJudgeTooFast: { as: 'tooManyRequests', en: 'Please wait a moment before running another test' },
  shared: { as: 'success', en: 'Shared successfully' },
  unshared: { as: 'success', en: 'Cancel Sharing Successfully' },
  shareNotOwner: { as: 'forbidden', en: 'You can only share your own submissions' },
  shareDisabled: { as: 'conflict', en: 'Code sharing is disabled for this problem' },
  shareContest: { as: 'conflict', en: 'Contest submissions can not be shared' },
  rejudged: { as: 'success', en: 'Rejudge successfully' },
  cancelled: { as: 'success', en: 'Cancel Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  alreadyCancelled: { as: 'conflict', en: 'The submission has already been cancelled' },
  manualStatusNotAllowed: { as: 'conflict', en: 'This status can not be chosen in a manual judge' },
  manualWhileMoving: { as: 'conflict', en: 'A submission that is pending, compiling, judging or has a compile error can not be judged manually' },
  // Back office: special judge / interactor compiles and whole-problem rejudges (issue 11).
  compiled: { as: 'success', en: 'Compiled Successfully' },
  checkerLanguageNotSupported: { as: 'badRequest', en: 'This language can not be used for a special judge or interactor' },
  extraFileNameInvalid: {
    as: 'badRequest',
    en: "Extra file names may hold only letters, digits, dots, dashes and underscores, and may not be the program's own file names",
  },
  noJudgeNode: { as: 'unavailable', en: 'No judge node answered, so the program could not be compiled; please try again later' },
  judgeNodeFailed: { as: 'unavailable', en: 'The judge node could not compile the program; please try again later' },
  compileTooFast: { as: 'tooManyRequests', en: 'Too many compiles in a short time; please wait a minute' },
  problemHasNoSubmissions: { as: 'success', en: 'The problem has no submissions' },
  rejudgeInterrupted: { as: 'unavailable', en: 'The rejudge stopped part-way because of a server error; run it again for the rest' },
  // Contest submissions (issue 12): the accepted-code download is for the contest's admins.
  notContestAdmin: { as: 'forbidden', en: 'Only the admins of this contest can do this' },
  trainingNotExists: { as: 'notFound', en: 'The training does not exist' },
  problemNotInTraining: { as: 'badRequest', en: 'The problem is not in this training' },
  trainingNotRegistered: { as: 'forbidden', en: 'You have not registered for this training' },
});
