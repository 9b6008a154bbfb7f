/** Image kinds an avatar may be (spec 01 §5: gif, jpg, jpeg, png, bmp, webp). */
export type ImageKind = 'gif' | 'jpg' | 'png' | 'bmp' | 'webp';

/** File-name extensions accepted for avatars, and the image kind each one promises. */
export const AVATAR_EXTENSIONS: Readonly<Record<string, ImageKind>> = {
  gif: 'gif',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  bmp: 'bmp',
  webp: 'webp',
};

/** Content type served for each kind. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageKind, string>> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

function startsWith(data: Buffer, bytes: readonly number[], offset = 0): boolean {
  return data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
}

const ascii = (text: string): number[] => Array.from(Buffer.from(text, 'latin1'));

/** The image kind the content really is, from its magic bytes; null for anything else. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  // "BM" alone is too weak (any text may start so): also require a known DIB header size.
  if (startsWith(data, ascii('BM')) && data.length >= 26) {
    const dibHeaderSize = data.readUInt32LE(14);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize)) return 'bmp';
  }
  return null;
}

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
