import { defineMessages } from './define.ts';

/** Messages of the markdown editor's uploads (spec 03 §5 "Avatar file" words for type and size; zh-CN in @oj/i18n/server). */
export const FilesMessage = defineMessages('files', {
  uploaded: { as: 'success', en: 'Upload successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  imageRequired: { as: 'badRequest', en: 'Please choose an image to upload' },
  fileRequired: { as: 'badRequest', en: 'Please choose a file to upload' },
  fileTypeNotSupported: { as: 'badRequest', en: 'file type not supported' },
  exceedMaxSize: { as: 'badRequest', en: 'exceed max size limit' },
  uploadMalformed: { as: 'badRequest', en: 'The upload is malformed: send the file as multipart/form-data' },
  fileNotFound: { as: 'notFound', en: 'The file does not exist' },
  carouselNotFound: { as: 'notFound', en: 'The carousel image does not exist' },
  uploadAdminOnly: { as: 'forbidden', en: 'Only admins, or a group admin for their group, may upload images' },
  uploadGroupAdminOnly: { as: 'forbidden', en: 'Only the admins of that group may upload into its texts' },
  deleteNotAllowed: { as: 'forbidden', en: 'Only admins or the uploader may delete this image' },
});
