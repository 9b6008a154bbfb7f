import { defineMessages } from './define.ts';

/** Messages of the site announcement calls (zh-CN in @oj/i18n/server). */
export const AnnouncementMessage = defineMessages('announcement', {
  notExists: { as: 'notFound', en: 'The announcement does not exist' },
  blankTitle: { as: 'badRequest', en: 'The title cannot be blank' },
  blankContent: { as: 'badRequest', en: 'The content cannot be blank' },
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Updated successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
});
