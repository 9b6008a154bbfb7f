import type { TidanMessage, Translations } from '@oj/contracts';

/** zh-CN texts of TidanMessage (packages/contracts/src/errors/tidan.ts). */
export const TIDAN_ZH_CN: Translations<typeof TidanMessage> = {
  tidanNotExists: '题单不存在',
  groupNotExists: '题单分组不存在',
  problemGroupNotExists: '题目分组不存在',
  nameRequired: '名称不能为空',
  problemRequired: '请选择要绑定的题目',
  problemNotExists: '该题目不存在',
  problemNotPublic: '只能将公开题目绑定到题单',
  problemAlreadyBound: '该题目已在此题目分组中',
  problemNotBound: '该题目不在此题目分组中',
  swapNotSameGroup: '只能交换同一题目分组中的两道题目',
  created: '创建成功',
  updated: '更新成功',
  deleted: '删除成功',
  bound: '添加成功',
  unbound: '删除成功',
};
