/** Messages of the live channel (zh-CN in @oj/i18n/server). */
export const LiveMessage = {
  invalidTopic: 'Live topics must be contest.<id> items separated by commas',
  tooManyTopics: 'Too many live topics on one connection',
  otherUserTopic: 'You can only follow your own user topic',
  tooManyConnections: 'Too many live connections for this account; close another tab of the site',
} as const;
