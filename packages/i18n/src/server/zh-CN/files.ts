import type { FilesMessage, Translations } from '@oj/contracts';

/** zh-CN texts of FilesMessage (packages/contracts/src/errors/files.ts). */
export const FILES_ZH_CN: Translations<typeof FilesMessage> = {
  uploaded: '上传成功',
  deleted: '删除成功',
  imageRequired: '请选择要上传的图片',
  fileRequired: '请选择要上传的文件',
  fileTypeNotSupported: '不支持的文件类型',
  exceedMaxSize: '超出文件大小限制',
  uploadMalformed: '上传的内容格式不正确：请以 multipart/form-data 方式上传文件',
  fileNotFound: '该文件不存在',
  carouselNotFound: '该轮播图不存在',
  uploadAdminOnly: '只有管理员，或团队管理员为其团队，才能上传图片',
  uploadGroupAdminOnly: '只有该团队的管理员才能向其内容上传文件',
  deleteNotAllowed: '只有管理员或上传者才能删除该图片',
};
