/**
 * A minimal tar writer and reader: the sandbox's root filesystem is read-only, so files go in and out of
 * its tmpfs work dir as tar streams (putArchive cannot write there): over the agent's stream, which
 * extracts and writes them itself (infra/judge-image/runner/untar.c, steps.c), or through `docker exec tar`
 * (scripts/judge's container, the bench).
 * Writes POSIX ustar; reads ustar and GNU tar (long names), regular files only, also as a stream (TarReader),
 * so that what a sandbox sends back never has to be held whole.
 */

const BLOCK = 512;
/**
 * GNU tar reads its input in records of 20 blocks. An archive padded to whole records lets `tar -x -f -`
 * (the judge-only archive's unpacking, `docker exec tar`) finish as soon as it has read it, without
 * waiting for the end of file; the agent stops at the end blocks either way.
 */
const RECORD = 20 * BLOCK;

/** One entry to pack; paths are relative to the extraction directory. */
export type TarEntry =
  | { type: 'file'; path: string; content: Buffer | string; mode?: number }
  | { type: 'dir'; path: string; mode?: number }
  /** A hard link to an earlier entry, so one input can appear in many case directories at no cost. */
  | { type: 'link'; path: string; target: string }
  /**
   * A symbolic link, for the judge-only archive alone (unpacked by tar as the judge uid): the agent's own
   * extraction refuses them, and nothing else the judge packs holds one.
   */
  | { type: 'symlink'; path: string; target: string };

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

/** Packs entries into an uncompressed tar archive, padded to whole records. */
export function packTar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if (entry.type === 'dir') {
      parts.push(header(entry.path.replace(/\/?$/, '/'), '5', entry.mode ?? 0o755, 0));
    } else if (entry.type === 'link') {
      parts.push(header(entry.path, '1', 0o644, 0, entry.target));
    } else if (entry.type === 'symlink') {
      parts.push(header(entry.path, '2', 0o777, 0, entry.target));
    } else {
      const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
      parts.push(header(entry.path, '0', entry.mode ?? 0o644, content.length), content, padding(content.length));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  const length = parts.reduce((total, part) => total + part.length, 0);
  parts.push(Buffer.alloc((RECORD - (length % RECORD)) % RECORD));
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

/** Where the data of one regular file goes while the archive streams in. */
export interface TarEntrySink {
  data: (chunk: Buffer) => void;
  end: () => void;
}

/** Decides, from its path and size, what to do with a regular file's data: a sink, or null to skip it. */
export type TarEntryHandler = (path: string, size: number) => TarEntrySink | null;

// A GNU long name longer than this is not one of ours: it is cut, never held whole.
const LONG_NAME_MAX = 4096;

/**
 * Reads a tar stream chunk by chunk, without holding it: each regular file's data goes to the sink the
 * handler returns for it, as it arrives. Other entry kinds are skipped.
 */
export class TarReader {
  private readonly handler: TarEntryHandler;
  private header = Buffer.alloc(BLOCK);
  private headerFill = 0;
  /** Data bytes left in the current entry, then its padding. */
  private dataLeft = 0;
  private padLeft = 0;
  private sink: TarEntrySink | null = null;
  private longName: Buffer[] | null = null;
  private longNameBytes = 0;
  private pendingLongName: string | null = null;
  private done = false;

  constructor(handler: TarEntryHandler) {
    this.handler = handler;
  }

  /** True once the end-of-archive block was read. */
  get finished(): boolean {
    return this.done;
  }

  push(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && !this.done) {
      if (this.dataLeft > 0) {
        const take = Math.min(this.dataLeft, chunk.length - offset);
        this.entryData(chunk.subarray(offset, offset + take));
        offset += take;
        this.dataLeft -= take;
        if (this.dataLeft === 0) this.entryEnd();
      } else if (this.padLeft > 0) {
        const take = Math.min(this.padLeft, chunk.length - offset);
        offset += take;
        this.padLeft -= take;
      } else {
        const take = Math.min(BLOCK - this.headerFill, chunk.length - offset);
        chunk.copy(this.header, this.headerFill, offset, offset + take);
        this.headerFill += take;
        offset += take;
        if (this.headerFill === BLOCK) {
          this.headerFill = 0;
          this.startEntry();
        }
      }
    }
  }

  private startEntry(): void {
    const block = this.header;
    if (block.every((byte) => byte === 0)) {
      this.done = true;
      return;
    }
    const size = readOctal(block, 124, 12);
    const typeflag = String.fromCharCode(block[156] ?? 0);
    this.dataLeft = size;
    this.padLeft = padding(size).length;
    if (typeflag === 'L') {
      this.longName = [];
      this.longNameBytes = 0;
    } else {
      const prefix = readString(block, 345, 155);
      const name = this.pendingLongName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
      this.pendingLongName = null;
      const regular = typeflag === '0' || typeflag === '\0' || typeflag === '7';
      this.sink = regular ? this.handler(name.replace(/^\.\//, ''), size) : null;
    }
    if (size === 0) this.entryEnd();
  }

  private entryData(data: Buffer): void {
    if (this.longName) {
      const room = LONG_NAME_MAX - this.longNameBytes;
      if (room > 0) this.longName.push(Buffer.from(data.subarray(0, room)));
      this.longNameBytes += Math.min(room, data.length);
    } else {
      this.sink?.data(data);
    }
  }

  private entryEnd(): void {
    if (this.longName) {
      this.pendingLongName = readString(Buffer.concat(this.longName), 0, this.longNameBytes);
      this.longName = null;
      return;
    }
    this.sink?.end();
    this.sink = null;
  }
}

/** Regular files of a tar archive by path (a leading "./" removed); other entry kinds are skipped. */
export function unpackTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const reader = new TarReader((path) => {
    const parts: Buffer[] = [];
    return {
      data: (chunk) => parts.push(chunk),
      end: () => files.set(path, Buffer.concat(parts)),
    };
  });
  reader.push(archive);
  return files;
}
