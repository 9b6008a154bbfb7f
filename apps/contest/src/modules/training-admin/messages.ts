// Every message the back office's training calls send (spec 03 §2.10, §5, §8).
// Their zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the admin training calls. */
export const TrainingAdminMessage = {
  trainingNotExists: 'The training does not exist',
  notYourTraining: 'You can only manage the trainings you created',
  categoryNotExists: 'The training category does not exist',
  categoryInUse: 'This category is used by trainings; move them to another category first',
  passwordRequired: 'A password is required for a private training',
  problemNotExists: 'The problem does not exist',
  problemNotPublic: 'Only public problems can be added from the public problem bank',
  notGroupTraining: 'Only a group training takes problems from its group',
  problemNotInGroup: 'The problem is not one of this group’s problems',
  problemAlreadyAdded: 'This problem is already in this training',
  trainingProblemNotExists: 'The training problem does not exist',
  // Successes (spec 03 §8).
  created: 'Create Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
  added: 'Add Successfully',
} as const;
