import type { DiscussionMessage, Translations } from '@oj/contracts';

/** The form's labels of '{field} is required' (the English name is the parameter). */
const FIELD_ZH_CN: Readonly<Record<string, string>> = { Title: '标题', Description: '描述', Category: '分类', Content: '内容' };
const field = (name: string): string => FIELD_ZH_CN[name] ?? name;

/** zh-CN texts of DiscussionMessage (packages/contracts/src/errors/discussion.ts). */
export const DISCUSSION_ZH_CN: Translations<typeof DiscussionMessage> = {
  closed: '本站未开启讨论区',
  notExists: '该讨论不存在',
  fieldRequired: (name) => `${field(name)}不能为空`,
  fieldTooLong: (name, limit) => `${field(name)}不能超过 ${String(limit)} 个字符`,
  categoryNotExists: '该分类不存在',
  groupClosed: '本站未开启团队讨论区',
  groupMismatch: '该讨论不属于这个团队',
  moderateNotAllowed: '只有团队管理员可以置顶或禁用讨论',
  barred: '抱歉，您已被禁止发布讨论',
  muted: '抱歉，您已被禁言，暂时无法发布讨论',
  acNotEnough: (count) => `抱歉，发布讨论需要至少通过 ${String(count)} 道题目`,
  commentAcNotEnough: (count) => `抱歉，评论或回复需要至少通过 ${String(count)} 道题目`,
  dailyLimit: (count) => `抱歉，每天最多发布 ${String(count)} 条讨论，请明天再试`,
  editNotAllowed: '只有作者可以编辑该讨论',
  deleteNotAllowed: '只有作者或管理员可以删除该讨论',
  reportEmpty: '举报标签和理由不能同时为空',
  reportTooLong: '不能超过 200 个字符',
  reportNotExists: '该举报不存在',
  categoryBlank: '分类名称不能为空',
  categoryExists: '已存在同名分类',
  categoryInUse: '该分类下仍有讨论，请先移动或删除它们',
  categoryMissing: '该分类不存在',
  posted: '发布成功',
  updated: '更新成功',
  deleted: '删除成功',
  created: '创建成功',
  liked: '点赞成功',
  unliked: '取消点赞成功',
  reported: '发送成功',
};
