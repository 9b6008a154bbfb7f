import { defineMessages } from './define.ts';

// Every message the back office's contest calls send (spec 03 §5 "Contest form" and "Admin", §8).
//
/** Messages of the admin contest calls. */
export const ContestAdminMessage = defineMessages('contestAdmin', {
  // The contest form.
  titleRequired: { as: 'badRequest', en: 'Title is required' },
  descriptionRequired: { as: 'badRequest', en: 'Description is required' },
  /** Spec 03 §5, message key Contest_Duration_Check. */
  durationCheck: { as: 'badRequest', en: 'The contest duration must be greater than 0' },
  startBeforeEnd: { as: 'badRequest', en: 'The start time must be before the end time' },
  timeOutOfRange: { as: 'badRequest', en: 'Contest times must lie between the years 1970 and 9999' },
  passwordRequired: { as: 'badRequest', en: 'A password is required for a private or protected contest' },
  starUserDuplicate: { as: 'badRequest', params: ['name'], en: (name: string | number) => `Star user ${name} is listed more than once` },
  starUsersUnknown: { as: 'badRequest', params: ['names'], en: (names: string | number) => `These star users do not exist: ${names}` },
  sealTimeRequired: { as: 'badRequest', en: 'The seal time is required when the rank is sealed' },
  sealTimeInvalid: { as: 'badRequest', en: 'The seal time must be the start, or half an hour or one hour before the end' },
  sealHalfHourTooShort: { as: 'badRequest', en: 'Sealing half an hour before the end needs a contest of at least 30 minutes' },
  sealOneHourTooShort: { as: 'badRequest', en: 'Sealing one hour before the end needs a contest of at least one hour' },
  awardRowsRequired: { as: 'badRequest', en: 'Add at least one award row, or turn awards off' },
  awardNameRequired: { as: 'badRequest', en: 'Award name is required' },
  awardPriorityDuplicate: { as: 'badRequest', en: 'Award priorities must be unique' },
  awardProportionRange: { as: 'badRequest', en: 'An award proportion must be a percent from 0 to 100' },
  awardProportionSum: { as: 'badRequest', en: 'The award proportions cannot add up to more than 100%' },
  accountLimitRuleRequired: { as: 'badRequest', en: 'The account limit rule is required when the account limit is on' },
  accountLimitRange: { as: 'badRequest', en: 'The end number of the account limit cannot be less than the start number' },
  groupContestInGroup: { as: 'badRequest', en: 'A group contest is created and managed in its group' },
  // Who may manage what.
  contestNotExists: { as: 'notFound', en: 'The contest does not exist' },
  notYourContest: { as: 'forbidden', en: 'You can only manage the contests you created' },
  groupNotExists: { as: 'notFound', en: 'The group does not exist' },
  notGroupAdmin: { as: 'forbidden', en: 'Only the group’s admins can create its contests' },
  notGroupMember: { as: 'forbidden', en: 'Only members of the group can see its contests' },
  groupProblemNotExists: { as: 'notFound', en: 'The group has no problem with this display id' },
  // Contest problems.
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  problemNotAddable: { as: 'conflict', en: 'Only public problems, or contest problems you created, can be added to a contest' },
  groupProblemNotAddable: { as: 'conflict', en: 'A group contest takes public problems and its own group’s problems only' },
  problemAlreadyAdded: { as: 'conflict', en: 'This problem is already in this contest' },
  displayIdTaken: { as: 'conflict', en: 'This display id is already used in this contest' },
  displayTitleRequired: { as: 'badRequest', en: 'Contest Display Title is required' },
  tooManyProblems: { as: 'conflict', params: ['max'], en: (max: number) => `A contest can hold at most ${max} problems` },
  contestProblemNotExists: { as: 'notFound', en: 'The contest problem does not exist' },
  // Announcements.
  announcementNotExists: { as: 'notFound', en: 'The announcement does not exist' },
  contentRequired: { as: 'badRequest', en: 'Content cannot be empty' },
  // Successes (spec 03 §8).
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  added: { as: 'success', en: 'Add Successfully' },
  cloned: { as: 'success', en: 'Copied successfully' },
});
