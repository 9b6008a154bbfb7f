// Every message the timed-work calls send (spec 02 §8 texts verbatim where it names them). Their
// zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the timed-work calls, user side and back office. */
export const TimedWorkMessage = {
  notExists: 'The timed work does not exist',
  /** Spec 02 §8's success message of entering (register-timed-work). */
  started: 'Register contest successfully',
  notStarted: 'The timed work has not started yet',
  /** Spec 02 §8: a timed work after its end (the window's or the user's own). */
  ended: 'Contest has ended',
  alreadyStarted: 'You have already started this timed work',
  notEntered: 'Please start the timed work first',
  handedIn: 'You have already handed in this timed work',
  rankLocked: 'The rank can be viewed after handing in',
  adminOnly: 'Only administrators may view the submissions of a timed work',
  problemNotInWork: 'The problem is not in this timed work',
  problemNotExists: 'The problem does not exist',
  displayIdTaken: 'Another problem of this timed work has this display id',
  problemTaken: 'This problem is already in the timed work',
  badTimes: 'The end time must be after the start time',
  passwordRequired: 'A private timed work needs a password',
  titleRequired: 'The title can not be empty',
} as const;
