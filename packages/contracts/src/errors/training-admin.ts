import { defineMessages } from './define.ts';

/** Messages of the back office training calls (spec 03 §2.10, §5, §8) (zh-CN in @oj/i18n/server). */
export const TrainingAdminMessage = defineMessages('trainingAdmin', {
  trainingNotExists: { as: 'notFound', en: 'The training does not exist' },
  notYourTraining: { as: 'forbidden', en: 'You can only manage the trainings you created' },
  categoryNotExists: { as: 'notFound', en: 'The training category does not exist' },
  /** The same text where a training names a category that does not exist (bad input there). */
  unknownCategory: { as: 'badRequest', en: 'The training category does not exist' },
  categoryInUse: { as: 'badRequest', en: 'This category is used by trainings; move them to another category first' },
  passwordRequired: { as: 'badRequest', en: 'A password is required for a private training' },
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  problemNotPublic: { as: 'badRequest', en: 'Only public problems can be added from the public problem bank' },
  notGroupTraining: { as: 'badRequest', en: 'Only a group training takes problems from its group' },
  problemNotInGroup: { as: 'badRequest', en: 'The problem is not one of this group’s problems' },
  problemAlreadyAdded: { as: 'conflict', en: 'This problem is already in this training' },
  trainingProblemNotExists: { as: 'notFound', en: 'The training problem does not exist' },
  notGroupTrainingHere: { as: 'notFound', en: 'The training does not exist in this group' },
  categoryNotForGroup: { as: 'badRequest', en: 'The training category does not exist' },
  cloneSuperAdminOnly: { as: 'forbidden', en: 'Only super admins may clone trainings' },
  cloneTargetRequired: { as: 'badRequest', en: 'Choose the target group' },
  cloneSameGroup: { as: 'badRequest', en: 'The target group must be another group' },
  /** A source training links a problem of a third group: nothing is cloned (its members must not reach it through the copy). */
  cloneForeignProblem: {
    as: 'badRequest',
    params: ['training', 'problemId'],
    en: (training: string, problemId: string) =>
      `The training "${training}" holds problem ${problemId} of another group; remove it from the training before cloning`,
  },
  /** No gateway answered the copy of a group problem (stopped, or NATS down). */
  cloneCopyUnavailable: { as: 'unavailable', en: 'The group problems cannot be copied now; please try again later' },
  cloned: { as: 'success', en: 'Copied successfully' },
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  added: { as: 'success', en: 'Add Successfully' },
});
