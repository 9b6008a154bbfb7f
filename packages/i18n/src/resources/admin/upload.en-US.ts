// The shared admin upload's English strings (apps/admin/src/shared/upload).
export const enUSUpload = {
  choose: 'Choose File',
  cancel: 'Cancel Upload',
  cancelled: 'Upload cancelled',
  uploading: 'Uploading {{name}}',
  progress: 'Upload progress of {{name}}',
  failed: 'Upload failed',
  network: 'The upload was interrupted: check the network and try again',
} as const;
