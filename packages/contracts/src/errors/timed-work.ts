import { defineMessages } from './define.ts';

/** Messages of the timed-work calls, user side and back office (spec 02 §8 texts verbatim where it names them) (zh-CN in @oj/i18n/server). */
export const TimedWorkMessage = defineMessages('timedWork', {
  notExists: { as: 'notFound', en: 'The timed work does not exist' },
  /** Spec 02 §8's success message of entering (register-timed-work). */
  started: { as: 'success', en: 'Register contest successfully' },
  notStarted: { as: 'forbidden', en: 'The timed work has not started yet' },
  /** Spec 02 §8: a timed work after its end (the window's or the user's own). */
  ended: { as: 'forbidden', en: 'Contest has ended' },
  alreadyStarted: { as: 'forbidden', en: 'You have already started this timed work' },
  notEntered: { as: 'forbidden', en: 'Please start the timed work first' },
  handedIn: { as: 'forbidden', en: 'You have already handed in this timed work' },
  rankLocked: { as: 'forbidden', en: 'The rank can be viewed after handing in' },
  adminOnly: { as: 'forbidden', en: 'Only administrators may view the submissions of a timed work' },
  problemNotInWork: { as: 'notFound', en: 'The problem is not in this timed work' },
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  displayIdTaken: { as: 'conflict', en: 'Another problem of this timed work has this display id' },
  problemTaken: { as: 'conflict', en: 'This problem is already in the timed work' },
  tooManyProblems: { as: 'badRequest', params: ['max'], en: (max: number) => `A timed work holds at most ${max} problems` },
  badTimes: { as: 'badRequest', en: 'The end time must be after the start time' },
  passwordRequired: { as: 'badRequest', en: 'A private timed work needs a password' },
  titleRequired: { as: 'badRequest', en: 'The title can not be empty' },
});
