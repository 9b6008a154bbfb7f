import { defineMessages } from './define.ts';

/** Messages of the admin notice calls (zh-CN in @oj/i18n/server). */
export const NoticeMessage = defineMessages('notice', {
  titleEmpty: { as: 'badRequest', en: 'The title of the notice cannot be empty' },
  recipientMissing: { as: 'badRequest', en: 'Please enter the username of the designated user' },
  recipientNotFound: { as: 'badRequest', en: 'The designated user does not exist' },
  notFound: { as: 'notFound', en: 'The notice does not exist' },
  pushedRecipientFixed: { as: 'badRequest', en: 'The notice has been pushed; its recipients can no longer change' },
  created: { as: 'success', en: 'Add Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  pushed: { as: 'success', en: 'Notices pushed' },
  // The message center's DELETE msg/clean (every tab).
  messagesCleaned: { as: 'success', en: 'Delete successfully' },
});
