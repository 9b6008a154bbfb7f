import { defineMessages } from './define.ts';

/** Messages of the live channel (zh-CN in @oj/i18n/server). */
export const LiveMessage = defineMessages('live', {
  invalidTopic: { as: 'badRequest', en: 'Live topics must be contest.<id> items separated by commas' },
  tooManyTopics: { as: 'badRequest', en: 'Too many live topics on one connection' },
  otherUserTopic: { as: 'forbidden', en: 'You can only follow your own user topic' },
  tooManyConnections: { as: 'tooManyRequests', en: 'Too many live connections for this account; close another tab of the site' },
});
