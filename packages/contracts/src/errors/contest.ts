import { defineMessages } from './define.ts';

// Every message the user side of contests sends (spec 02 §8 texts verbatim where it names them).
//
/** Messages of the contest calls. */
export const ContestMessage = defineMessages('contest', {
  // The same texts judge-dispatch's contest gate sends, so a user reads one wording for one state.
  contestNotExists: { as: 'notFound', en: 'The contest does not exist' },
  contestNotStarted: { as: 'forbidden', en: 'The contest has not started yet' },
  notRegistered: { as: 'forbidden', en: 'You have not registered for this contest' },
  notGroupMember: { as: 'forbidden', en: 'Only members of the group can take part in this contest' },
  problemNotInContest: { as: 'notFound', en: 'The problem is not in this contest' },
  registered: { as: 'success', en: 'Register contest successfully' },
  wrongPassword: { as: 'badRequest', en: 'The contest password is wrong' },
  passwordRequired: { as: 'badRequest', en: 'Enter the contest password' },
  tooManyPasswordGuesses: {
    as: 'tooManyRequests',
    params: ['minutes'],
    en: (minutes: number) => `Too many wrong contest passwords, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  },
  accountLimited: { as: 'forbidden', en: 'Your account is not allowed to register for this contest' },
  outsideBoardClosed: { as: 'forbidden', en: 'The outside scoreboard of this contest is not open' },
});
