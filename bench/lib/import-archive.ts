/**
 * A large problem package for the import memory bench: an ICPC (Kattis) contest archive of `problems`
 * folders, each with `cases` secret cases of random text (a 64-letter alphabet with line breaks: it
 * deflates little, and it is stored uncompressed, so the zip-bomb ratio cap never applies), written to
 * disk one case at a time (the bench process never holds the archive).
 */
import { randomFillSync } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

const LETTERS = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const LINE = 100;

/** `size` bytes of random text: lines of LINE − 1 letters, each ended by a newline. */
function randomText(size: number): Buffer {
  const data = Buffer.allocUnsafe(size);
  randomFillSync(data);
  for (let index = 0; index < size; index += 1) data[index] = (index + 1) % LINE === 0 ? 10 : (LETTERS[(data[index] ?? 0) & 63] ?? 65);
  return data;
}

/** What the archive holds. */
export interface ImportArchive {
  path: string;
  bytes: number;
  problems: number;
  casesPerProblem: number;
  testDataBytes: number;
  entries: number;
}

/** Writes entries of a stored zip (APPNOTE 4.3: local headers, then the central directory and its end record). */
class StoredZipWriter {
  readonly #file: FileHandle;
  readonly #central: Buffer[] = [];
  #offset = 0;
  #count = 0;

  constructor(file: FileHandle) {
    this.#file = file;
  }

  get offset(): number {
    return this.#offset;
  }

  get count(): number {
    return this.#count;
  }

  async add(name: string, data: Buffer): Promise<void> {
    const encoded = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(encoded.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(encoded.length, 28);
    central.writeUInt32LE(this.#offset, 42);
    this.#central.push(central, encoded);
    await this.#file.write(Buffer.concat([local, encoded]));
    await this.#file.write(data);
    this.#offset += local.length + encoded.length + data.length;
    this.#count += 1;
  }

  async finish(): Promise<number> {
    const directory = Buffer.concat(this.#central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.#count, 8);
    end.writeUInt16LE(this.#count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.#offset, 16);
    await this.#file.write(Buffer.concat([directory, end]));
    return this.#offset + directory.length + end.length;
  }
}

/**
 * Writes the archive to `path`: `totalBytes` of test data split evenly over `problems` × `cases` cases,
 * each input three quarters of its case and the answer the rest. Folder names are `<prefix>-<n>` (the
 * problems' display ids).
 */
export async function writeImportArchive(
  path: string,
  options: { totalBytes: number; problems: number; cases: number; prefix: string },
): Promise<ImportArchive> {
  const perCase = Math.floor(options.totalBytes / (options.problems * options.cases));
  const inputBytes = Math.floor((perCase * 3) / 4);
  const file = await open(path, 'w');
  try {
    const zip = new StoredZipWriter(file);
    let testDataBytes = 0;
    for (let problem = 1; problem <= options.problems; problem += 1) {
      const folder = `${options.prefix}-${String(problem)}`;
      await zip.add(`${folder}/problem.yaml`, Buffer.from(`name: Large data ${String(problem)}\nlimits:\n  time_limit: 2\n  memory: 512\n`));
      await zip.add(`${folder}/problem_statement/problem.en.md`, Buffer.from('Copy the input.\n'));
      for (let item = 1; item <= options.cases; item += 1) {
        for (const [suffix, size] of [
          ['in', inputBytes],
          ['ans', perCase - inputBytes],
        ] as const) {
          await zip.add(`${folder}/data/secret/${String(item)}.${suffix}`, randomText(size));
          testDataBytes += size;
        }
      }
    }
    const bytes = await zip.finish();
    return { path, bytes, problems: options.problems, casesPerProblem: options.cases, testDataBytes, entries: zip.count };
  } finally {
    await file.close();
  }
}
