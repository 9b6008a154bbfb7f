// Every message the lesson calls send (user side and back office). Their zh-CN texts are in
// @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the lesson calls. */
export const LessonMessage = {
  lessonNotExists: 'The lesson does not exist',
  groupNotExists: 'The lesson group does not exist',
  itemNotExists: 'The lesson item does not exist',
  titleRequired: 'Title is required',
  groupNameRequired: 'Group name is required',
  urlRequired: 'The link is required',
  /** A link that is neither http(s) nor a path of the site (javascript:, data:, //host...). */
  unsafeUrl: 'The link must be an http(s) address or a file of this site',
  unsafeLogo: 'The logo must be an http(s) address or a file of this site',
  orderMismatch: 'The order must list every item of the group once',
  created: 'Create Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
} as const;
