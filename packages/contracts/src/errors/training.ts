import { defineMessages } from './define.ts';

/** Messages of the training calls, user side (spec 02 §8 texts verbatim where it names them) (zh-CN in @oj/i18n/server). */
export const TrainingMessage = defineMessages('training', {
  trainingNotExists: { as: 'notFound', en: 'The training does not exist' },
  signInFirst: { as: 'unauthorized', en: 'Please login first' },
  notRegistered: { as: 'forbidden', en: 'You have not registered for this training' },
  problemNotInTraining: { as: 'notFound', en: 'The problem is not in this training' },
  noRank: { as: 'badRequest', en: 'Only private trainings have a rank' },
  registered: { as: 'success', en: 'Register training successfully' },
  wrongPassword: { as: 'badRequest', en: 'The training password is wrong' },
  passwordRequired: { as: 'badRequest', en: 'Enter the training password' },
  tooManyPasswordGuesses: {
    as: 'tooManyRequests',
    params: ['minutes'],
    en: (minutes: number) => `Too many wrong training passwords, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  },
});
