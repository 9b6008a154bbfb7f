// What the editor may upload (spec 03 §2.18): the limits the server checks too.
import { MD_FILE_EXTENSIONS, MD_FILE_MAX_BYTES, MD_IMAGE_EXTENSIONS, MD_IMAGE_MAX_BYTES } from '@oj/contracts';

/** Why a file is refused before sending it, or null when it may go. */
export function refuseMdUpload(kind: 'image' | 'file', file: File): 'type' | 'size' | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const allowed: readonly string[] = kind === 'image' ? MD_IMAGE_EXTENSIONS : MD_FILE_EXTENSIONS;
  if (!allowed.includes(extension)) return 'type';
  return file.size > (kind === 'image' ? MD_IMAGE_MAX_BYTES : MD_FILE_MAX_BYTES) ? 'size' : null;
}

/** The accept attribute of the file input. */
export function acceptOf(kind: 'image' | 'file'): string {
  return (kind === 'image' ? MD_IMAGE_EXTENSIONS : MD_FILE_EXTENSIONS).map((extension) => `.${extension}`).join(',');
}
