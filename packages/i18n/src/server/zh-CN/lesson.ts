import type { LessonMessage, Translations } from '@oj/contracts';

/** zh-CN texts of LessonMessage (packages/contracts/src/errors/lesson.ts). */
export const LESSON_ZH_CN: Translations<typeof LessonMessage> = {
  lessonNotExists: '课程不存在',
  groupNotExists: '课程分组不存在',
  itemNotExists: '课程资料不存在',
  titleRequired: '标题不能为空',
  groupNameRequired: '分组名称不能为空',
  urlRequired: '链接不能为空',
  unsafeUrl: '链接必须是 http(s) 地址或本站文件',
  unsafeLogo: '封面必须是 http(s) 地址或本站文件',
  orderMismatch: '排序必须恰好列出该分组的每个资料一次',
  created: '创建成功',
  updated: '更新成功',
  deleted: '删除成功',
};
