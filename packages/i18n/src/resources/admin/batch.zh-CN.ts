// The admin batch-operation and group-problem examine pages' Chinese strings.
import type { Widen } from '../types.ts';
import type { enUSBatch, enUSGroupProblem } from './batch.en-US.ts';

/** The batch operations page (problem/batch-operation). */
export const zhCNBatch: Widen<typeof enUSBatch> = {
  title: '批量操作',
  intro: '先选择题目，再对它们全部重判、修改可见性或删除。',
  pick: {
    title: '1. 选择题目',
    search: '按 ID、展示 ID、标题或作者搜索',
    allAuth: '全部可见性',
    tableLabel: '可选题目',
    selected: '已选 {{count}} 题',
    selectedLabel: '已选题目',
    clear: '清空选择',
    none: '尚未选择题目',
    tooMany: '一次最多 {{max}} 题',
    remove: '移除 {{problemId}}',
  },
  columns: {
    id: 'ID',
    problemId: '展示 ID',
    title: '标题',
    author: '作者',
    auth: '可见性',
    result: '结果',
    message: '信息',
    count: '提交数',
  },
  auth: {
    public: '公开',
    private: '私有',
    contest: '比赛',
  },
  actions: {
    title: '2. 选择操作',
    rejudge: '全部重判',
    rejudgeConfirm: '确定重判这 {{count}} 道题目的全部提交吗？评测机可能会忙碌一段时间。',
    rejudgeSuperOnly: '只有超级管理员可以重判',
    visibility: '修改可见性',
    visibilityTo: '新的可见性',
    visibilityConfirm: '确定将这 {{count}} 道题目的可见性改为{{auth}}吗？',
    delete: '删除',
    deleteConfirm: '确定删除这 {{count}} 道题目及其测试数据和提交吗？此操作不可撤销。',
    needSelection: '请先选择至少一道题目',
  },
  result: {
    title: '3. 结果',
    summary: '{{action}}：成功 {{ok}} 题，失败 {{failed}} 题',
    ok: '成功',
    failed: '失败',
    tableLabel: '每道题目的结果',
    rejudged: '{{count}} 条提交已重新送评',
    missing: '题目不存在',
    deleted: '已删除',
    visibilityChanged: '可见性已改为{{auth}}',
    requestFailed: '请求失败',
  },
};

/** The group problem examine page (group-problem/apply). */
export const zhCNGroupProblem: Widen<typeof enUSGroupProblem> = {
  title: '团队题目审核',
  search: '按展示 ID、标题或作者搜索',
  progressFilter: '状态',
  tableLabel: '申请公开的团队题目',
  progress: {
    applying: '申请中',
    public: '已公开',
    refused: '已拒绝',
    none: '未申请',
  },
  columns: {
    id: 'ID',
    problemId: '展示 ID',
    title: '标题',
    author: '作者',
    group: '团队 ID',
    progress: '状态',
    modified: '申请时间',
  },
  approve: '通过',
  refuse: '拒绝',
  approveConfirm: '确定将 {{problemId}} 设为站点公开题目吗？',
  refuseConfirm: '确定拒绝公开 {{problemId}} 吗？',
  updated: '更新成功',
};
