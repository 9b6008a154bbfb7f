/**
 * A minimal tar writer and reader: the sandbox's root filesystem is read-only, so files go in and out of
 * its tmpfs work dir as tar streams piped through `docker exec tar` (putArchive cannot write there).
 * Writes POSIX ustar; reads ustar and GNU tar (long names), regular files only.
 */

const BLOCK = 512;

/** One entry to pack; paths are relative to the extraction directory. */
export type TarEntry =
  | { type: 'file'; path: string; content: Buffer | string; mode?: number }
  | { type: 'dir'; path: string; mode?: number }
  /** A hard link to an earlier entry, so one input can appear in many case directories at no cost. */
  | { type: 'link'; path: string; target: string };

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

/** Splits a path into ustar's prefix (155 bytes) and name (100 bytes) fields. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`path too long for a tar header: ${path}`);
}

function header(path: string, typeflag: string, mode: number, size: number, linkName = ''): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(path);
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, 100, 8, mode);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(Date.now() / 1000));
  block.write(typeflag, 156, 1, 'ascii');
  if (Buffer.byteLength(linkName) > 100) throw new Error(`link target too long: ${linkName}`);
  block.write(linkName, 157, 100, 'utf8');
  block.write('ustar\0' + '00', 257, 8, 'ascii');
  block.write('root', 265, 32, 'ascii');
  block.write('root', 297, 32, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** Packs entries into an uncompressed tar archive. */
export function packTar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if (entry.type === 'dir') {
      parts.push(header(entry.path.replace(/\/?$/, '/'), '5', entry.mode ?? 0o755, 0));
    } else if (entry.type === 'link') {
      parts.push(header(entry.path, '1', 0o644, 0, entry.target));
    } else {
      const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
      parts.push(header(entry.path, '0', entry.mode ?? 0o644, content.length), content, padding(content.length));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** Regular files of a tar archive by path (a leading "./" removed); other entry kinds are skipped. */
export function unpackTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  let longName: string | null = null;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = readOctal(block, 124, 12);
    const typeflag = String.fromCharCode(block[156] ?? 0);
    const dataStart = offset + BLOCK;
    const data = archive.subarray(dataStart, dataStart + size);
    offset = dataStart + size + padding(size).length;
    if (typeflag === 'L') {
      longName = readString(data, 0, data.length);
      continue;
    }
    const prefix = readString(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
    longName = null;
    if (typeflag === '0' || typeflag === '\0' || typeflag === '7') files.set(name.replace(/^\.\//, ''), Buffer.from(data));
  }
  return files;
}
