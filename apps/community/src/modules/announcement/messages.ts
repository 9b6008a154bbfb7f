// Every message of the site announcement calls; their zh-CN texts are in @oj/i18n/server.
export const AnnouncementMessage = {
  notExists: 'The announcement does not exist',
  blankTitle: 'The title cannot be blank',
  blankContent: 'The content cannot be blank',
  created: 'Create Successfully',
  updated: 'Updated successfully',
  deleted: 'Delete successfully',
} as const;
