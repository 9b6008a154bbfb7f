// 后台共享 Markdown 编辑器的中文文本（apps/admin/src/shared/markdown-editor）。
import type { AdminMessages } from './types.ts';

export const zhCNMarkdownEditor: AdminMessages['markdownEditor'] = {
  write: '编辑',
  preview: '预览',
  previewLabel: '{{label}}预览',
  empty: '暂无内容可预览',
  uploadImage: '上传图片',
  uploadFile: '上传文件',
  uploaded: '上传成功',
  uploadFailed: '上传失败',
  fileTypeNotSupported: '不支持的文件类型',
  exceedMaxSize: '超出文件大小限制',
};
