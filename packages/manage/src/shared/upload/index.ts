// The shared admin upload with progress: import from '.'.
export { FileUpload } from './FileUpload.tsx';
export type { FileUploadProps } from './FileUpload.tsx';
export { useUpload } from './use-upload.ts';
export type { UploadControl, UploadOutcome, UploadState } from './use-upload.ts';
export { UploadError, isUploadFailure, sendUpload } from './xhr-upload.ts';
export type { SendUploadOptions, UploadFailure, UploadProgressEvent, UploadRequest, UploadSuccess } from './xhr-upload.ts';
