import type { LiveMessage, Translations } from '@oj/contracts';

/** zh-CN texts of LiveMessage (packages/contracts/src/errors/live.ts). */
export const LIVE_ZH_CN: Translations<typeof LiveMessage> = {
  invalidTopic: '实时推送的主题必须是以逗号分隔的 contest.<id>',
  tooManyTopics: '单个连接订阅的实时推送主题过多',
  otherUserTopic: '只能订阅您自己的用户主题',
  tooManyConnections: '该账号的实时推送连接过多，请关闭本站的其他标签页',
};
