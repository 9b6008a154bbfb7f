import type { AnnouncementMessage, Translations } from '@oj/contracts';

/** zh-CN texts of AnnouncementMessage (packages/contracts/src/errors/announcement.ts). */
export const ANNOUNCEMENT_ZH_CN: Translations<typeof AnnouncementMessage> = {
  notExists: '该公告不存在',
  blankTitle: '标题不能为空',
  blankContent: '内容不能为空',
  created: '创建成功',
  updated: '修改成功',
  deleted: '删除成功',
};
