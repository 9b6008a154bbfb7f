// 后台「讨论」页的中文文案（apps/admin/src/features/discussions）。
import type { Widen } from '../types.ts';
import type { enUSDiscussions } from './discussions.en-US.ts';

export const zhCNDiscussions: Widen<typeof enUSDiscussions> = {
  title: '讨论与举报',
  tabs: { discussions: '讨论', reports: '举报', categories: '分类' },
  search: '按标题搜索',
  tableLabel: '讨论',
  reportsLabel: '举报',
  categoriesLabel: '分类',
  columns: {
    title: '标题',
    author: '作者',
    category: '分类',
    counters: '浏览 / 点赞',
    status: '状态',
    top: '置顶',
    created: '创建时间',
    discussion: '讨论',
    reporter: '举报人',
    content: '标签与理由',
    handled: '已处理',
    name: '名称',
  },
  status: { all: '全部', normal: '正常', disabled: '已禁用', handled: '已处理', open: '未处理' },
  actions: { disable: '禁用', enable: '启用', open: '查看', markHandled: '标为已处理', markOpen: '重新打开', add: '添加', rename: '重命名' },
  messages: {
    updated: '更新成功',
    deleted: '删除成功',
    deleteConfirm: '确定删除该讨论吗？它的点赞和举报将一并删除。',
    deleteReportConfirm: '确定删除该举报吗？',
    deleteCategoryConfirm: '确定删除该分类吗？',
    created: '创建成功',
    namePlaceholder: '分类名称',
    categoryHint: '只有超级管理员可以编辑分类。',
  },
};
