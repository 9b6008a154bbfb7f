// 后台共享上传组件的中文文本（apps/admin/src/shared/upload）。
import type { AdminMessages } from './types.ts';

export const zhCNUpload: AdminMessages['upload'] = {
  choose: '选择文件',
  cancel: '取消上传',
  cancelled: '已取消上传',
  uploading: '正在上传 {{name}}',
  progress: '{{name}} 的上传进度',
  failed: '上传失败',
  network: '上传中断，请检查网络后重试',
};
