import type { Entry } from 'yauzl';
import yauzl from 'yauzl';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const UNIX_HOST = 3;

/** An entry's name as stored, decoded (UTF-8 flag or CP437) without yauzl's own refusals, so messages can name it. */
export function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

/** Absolute, drive-letter, backslash, `..` or NUL: a name that could land outside the folder it is unpacked to. */
export function isOutsideRoot(name: string): boolean {
  return name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\') || name.includes('\0') || name.split('/').includes('..');
}

/** A symbolic link made on a Unix host (its mode in the external attributes). */
export function isSymlink(entry: Entry): boolean {
  return entry.versionMadeBy >> 8 === UNIX_HOST && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** Files that archivers add and nobody means as content. */
export function isArchiverJunk(name: string): boolean {
  const parts = name.split('/');
  const base = parts.at(-1) ?? '';
  return parts.includes('__MACOSX') || base === '.DS_Store' || base === 'Thumbs.db' || base.startsWith('._');
}
