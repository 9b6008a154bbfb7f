// 后台「通知」页的中文文案（apps/admin/src/features/notices）。
import type { Widen } from '../types.ts';
import type { enUSNotices } from './notices.en-US.ts';

export const zhCNNotices: Widen<typeof enUSNotices> = {
  title: '通知',
  tableLabel: '通知列表',
  search: '按标题搜索',
  create: '新建通知',
  edit: '编辑通知',
  pushNow: '立即推送',
  pushHint: '未推送的通知每小时推送一次；点击立即推送可马上送达。',
  pushed: '已推送 {{count}} 条通知，共 {{deliveries}} 位接收者',
  nothingToPush: '没有待推送的通知',
  columns: {
    title: '标题',
    recipient: '接收者',
    author: '发布者',
    pushed: '推送状态',
    created: '创建时间',
  },
  recipients: {
    All: '全部用户',
    Single: '指定用户',
    Admin: '管理员',
  },
  state: {
    pushed: '已推送',
    waiting: '待推送',
  },
  form: {
    title: '标题',
    content: '内容',
    recipient: '接收者',
    username: '指定用户的用户名',
    titleRequired: '请输入标题',
    usernameRequired: '请输入用户名',
    recipientFixed: '已推送：接收者不能再修改',
  },
  messages: {
    created: '添加成功',
    updated: '更新成功',
    deleted: '删除成功',
    deleteConfirm: '确定删除该通知？已收到的用户也将看不到它。',
  },
};
