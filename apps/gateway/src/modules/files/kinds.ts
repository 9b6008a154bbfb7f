import { MD_FILE_EXTENSIONS, MD_FILE_MAX_BYTES, MD_IMAGE_EXTENSIONS, MD_IMAGE_MAX_BYTES } from '@oj/contracts';

/** The uploads of the markdown editor (spec 03 §2.18) and of the home carousel, and their rules. */
export interface UploadKind {
  type: 'md-img' | 'md-file' | 'carousel';
  /** Multipart field of the file. */
  field: string;
  folder: string;
  maxBytes: number;
  extensions: readonly string[];
}

export const MD_IMAGE: UploadKind = { type: 'md-img', field: 'image', folder: 'md-images', maxBytes: MD_IMAGE_MAX_BYTES, extensions: MD_IMAGE_EXTENSIONS };
export const MD_FILE: UploadKind = { type: 'md-file', field: 'file', folder: 'md-files', maxBytes: MD_FILE_MAX_BYTES, extensions: MD_FILE_EXTENSIONS };

/** A home carousel image (spec 02 §2 "Home page"): an image like the markdown editor's. */
export const CAROUSEL_IMAGE: UploadKind = {
  type: 'carousel',
  field: 'image',
  folder: 'carousel',
  maxBytes: MD_IMAGE_MAX_BYTES,
  extensions: MD_IMAGE_EXTENSIONS,
};

/** Stored names: a uuid and the (lower-case) extension. */
export const STORED_NAME = '^[0-9a-f-]{36}\\.[a-z0-9]{1,5}$';

/** The lower-case extension of a file name, '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Content type a stored markdown file is served with: images as themselves, everything else as a download. */
export function servedContentType(extension: string): string {
  const types: Readonly<Record<string, string>> = {
    gif: 'image/gif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    bmp: 'image/bmp',
    webp: 'image/webp',
    pdf: 'application/pdf',
    txt: 'text/plain; charset=utf-8',
    md: 'text/plain; charset=utf-8',
    csv: 'text/plain; charset=utf-8',
    zip: 'application/zip',
  };
  return types[extension] ?? 'application/octet-stream';
}
