// Every message the user side of trainings sends (spec 02 §8 texts verbatim where it names them).
// Their zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the training calls. */
export const TrainingMessage = {
  trainingNotExists: 'The training does not exist',
  signInFirst: 'Please login first',
  notRegistered: 'You have not registered for this training',
  problemNotInTraining: 'The problem is not in this training',
  noRank: 'Only private trainings have a rank',
  registered: 'Register training successfully',
  wrongPassword: 'The training password is wrong',
  passwordRequired: 'Enter the training password',
  tooManyPasswordGuesses: (minutes: number) => `Too many wrong training passwords, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;
