// Every message the back office's contest calls send (spec 03 §5 "Contest form" and "Admin", §8).
// Their zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the admin contest calls. */
export const ContestAdminMessage = {
  // The contest form.
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  /** Spec 03 §5, message key Contest_Duration_Check. */
  durationCheck: 'The contest duration must be greater than 0',
  startBeforeEnd: 'The start time must be before the end time',
  timeOutOfRange: 'Contest times must lie between the years 1970 and 9999',
  passwordRequired: 'A password is required for a private or protected contest',
  starUserDuplicate: (name: string | number) => `Star user ${name} is listed more than once`,
  starUsersUnknown: (names: string | number) => `These star users do not exist: ${names}`,
  sealTimeRequired: 'The seal time is required when the rank is sealed',
  sealTimeInvalid: 'The seal time must be the start, or half an hour or one hour before the end',
  sealHalfHourTooShort: 'Sealing half an hour before the end needs a contest of at least 30 minutes',
  sealOneHourTooShort: 'Sealing one hour before the end needs a contest of at least one hour',
  awardRowsRequired: 'Add at least one award row, or turn awards off',
  awardNameRequired: 'Award name is required',
  awardPriorityDuplicate: 'Award priorities must be unique',
  awardProportionRange: 'An award proportion must be a percent from 0 to 100',
  awardProportionSum: 'The award proportions cannot add up to more than 100%',
  accountLimitRuleRequired: 'The account limit rule is required when the account limit is on',
  accountLimitRange: 'The end number of the account limit cannot be less than the start number',
  groupsUnavailable: 'Group contests are not available yet',
  // Who may manage what.
  contestNotExists: 'The contest does not exist',
  notYourContest: 'You can only manage the contests you created',
  // Contest problems.
  problemNotExists: 'The problem does not exist',
  problemNotAddable: 'Only public problems, or contest problems you created, can be added to a contest',
  problemAlreadyAdded: 'This problem is already in this contest',
  displayIdTaken: 'This display id is already used in this contest',
  displayTitleRequired: 'Contest Display Title is required',
  tooManyProblems: (max: number) => `A contest can hold at most ${max} problems`,
  contestProblemNotExists: 'The contest problem does not exist',
  // Announcements.
  announcementNotExists: 'The announcement does not exist',
  contentRequired: 'Content cannot be empty',
  // Successes (spec 03 §8).
  created: 'Create Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
  added: 'Add Successfully',
  cloned: 'Copied successfully',
} as const;
