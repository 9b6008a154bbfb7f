// The shared admin markdown editor's English strings (apps/admin/src/shared/markdown-editor).
export const enUSMarkdownEditor = {
  write: 'Write',
  preview: 'Preview',
  previewLabel: 'Preview of {{label}}',
  empty: 'Nothing to preview',
  uploadImage: 'Upload Image',
  uploadFile: 'Upload File',
  uploaded: 'Upload successfully',
  uploadFailed: 'Upload failed',
  fileTypeNotSupported: 'file type not supported',
  exceedMaxSize: 'exceed max size limit',
} as const;
