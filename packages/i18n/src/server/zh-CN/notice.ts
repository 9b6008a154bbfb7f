import type { NoticeMessage, Translations } from '@oj/contracts';

/** zh-CN texts of NoticeMessage (packages/contracts/src/errors/notice.ts). */
export const NOTICE_ZH_CN: Translations<typeof NoticeMessage> = {
  titleEmpty: '通知标题不能为空',
  recipientMissing: '请输入指定用户的用户名',
  recipientNotFound: '指定的用户不存在',
  notFound: '该通知不存在',
  pushedRecipientFixed: '该通知已推送，接收者不能再修改',
  created: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  pushed: '通知已推送',
  messagesCleaned: '删除成功',
};
