// Messages of the admin notice calls. Their zh-CN texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).

export const NoticeMessage = {
  titleEmpty: 'The title of the notice cannot be empty',
  recipientMissing: 'Please enter the username of the designated user',
  recipientNotFound: 'The designated user does not exist',
  notFound: 'The notice does not exist',
  pushedRecipientFixed: 'The notice has been pushed; its recipients can no longer change',
  created: 'Add Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
  pushed: 'Notices pushed',
} as const;
