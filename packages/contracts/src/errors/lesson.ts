import { defineMessages } from './define.ts';

/** Messages of the lesson calls, user side and back office (zh-CN in @oj/i18n/server). */
export const LessonMessage = defineMessages('lesson', {
  lessonNotExists: { as: 'notFound', en: 'The lesson does not exist' },
  groupNotExists: { as: 'notFound', en: 'The lesson group does not exist' },
  itemNotExists: { as: 'notFound', en: 'The lesson item does not exist' },
  titleRequired: { as: 'badRequest', en: 'Title is required' },
  groupNameRequired: { as: 'badRequest', en: 'Group name is required' },
  urlRequired: { as: 'badRequest', en: 'The link is required' },
  /** A link that is neither http(s) nor a path of the site (javascript:, data:, //host...). */
  unsafeUrl: { as: 'badRequest', en: 'The link must be an http(s) address or a file of this site' },
  unsafeLogo: { as: 'badRequest', en: 'The logo must be an http(s) address or a file of this site' },
  orderMismatch: { as: 'badRequest', en: 'The order must list every item of the group once' },
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
});
