/** Messages of the markdown editor's uploads (spec 03 §5 "Avatar file" words for type and size; zh-CN in @oj/i18n/server). */
export const FilesMessage = {
  uploaded: 'Upload successfully',
  deleted: 'Delete successfully',
  imageRequired: 'Please choose an image to upload',
  fileRequired: 'Please choose a file to upload',
  fileTypeNotSupported: 'file type not supported',
  exceedMaxSize: 'exceed max size limit',
  uploadMalformed: 'The upload is malformed: send the file as multipart/form-data',
  fileNotFound: 'The file does not exist',
  carouselNotFound: 'The carousel image does not exist',
} as const;
