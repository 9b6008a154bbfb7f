// Every message the user side of contests sends (spec 02 §8 texts verbatim where it names them).
// Their zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the contest calls. */
export const ContestMessage = {
  // The same texts judge-dispatch's contest gate sends, so a user reads one wording for one state.
  contestNotExists: 'The contest does not exist',
  contestNotStarted: 'The contest has not started yet',
  notRegistered: 'You have not registered for this contest',
  problemNotInContest: 'The problem is not in this contest',
  registered: 'Register contest successfully',
  wrongPassword: 'The contest password is wrong',
  passwordRequired: 'Enter the contest password',
  tooManyPasswordGuesses: (minutes: number) => `Too many wrong contest passwords, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  accountLimited: 'Your account is not allowed to register for this contest',
  outsideBoardClosed: 'The outside scoreboard of this contest is not open',
} as const;
