import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { ProblemPackageMessage as M } from '@oj/contracts';
import { PackageError, refuse } from '../errors.ts';
import { megabytes } from '../limits.ts';
import type { FileRef } from '../model.ts';
import { entryName, isArchiverJunk, isOutsideRoot, isSymlink } from './entry-names.ts';
import type { UnpackBudget } from './unpack-guard.ts';
import { UnpackGuard, checkRatio } from './unpack-guard.ts';

/** The files of a package as the format readers see them: names with `/`, sizes, streams and small texts. */
export interface PackageFiles {
  /** The package's name, for messages (the upload's file name). */
  readonly label: string;
  /** Every file (not folder) name, in archive order. */
  names(): readonly string[];
  has(name: string): boolean;
  /** A reference to the file's bytes, streamed on demand through the unpack guard. */
  ref(name: string): FileRef;
  /** The file as UTF-8 text (BOM removed), refused past the text cap. */
  readText(name: string): Promise<string>;
}

/**
 * A zip opened for reading, checked from its central directory before anything is unpacked: entry count,
 * names (outside the root, symbolic links, encryption, duplicates), declared sizes and ratios. Every read
 * goes through an UnpackGuard, which counts the bytes that really inflate against the same caps.
 */
export class ZipArchive implements PackageFiles {
  readonly label: string;
  readonly #zip: ZipFile;
  readonly #entries: Map<string, Entry>;
  readonly #budget: UnpackBudget;

  private constructor(label: string, zip: ZipFile, entries: Map<string, Entry>, budget: UnpackBudget) {
    this.label = label;
    this.#zip = zip;
    this.#entries = entries;
    this.#budget = budget;
  }

  /** Opens and checks the zip at `path`; throws a PackageError naming the entry at fault. */
  static async open(path: string, label: string, budget: UnpackBudget): Promise<ZipArchive> {
    let zip: ZipFile;
    try {
      // decodeStrings off: yauzl refuses nothing itself, so the checks below can name the entry. Sizes are
      // checked by the guard as bytes inflate, whatever the headers declare.
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false });
    } catch (error) {
      return refuse(M.damaged(label), error);
    }
    try {
      return new ZipArchive(label, zip, await checkedEntries(zip, label, budget), budget);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  names(): readonly string[] {
    return [...this.#entries.keys()];
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  ref(name: string): FileRef {
    const entry = this.#entry(name);
    return { origin: name, size: entry.uncompressedSize, open: () => this.#open(name, entry) };
  }

  async readText(name: string): Promise<string> {
    const entry = this.#entry(name);
    const max = this.#budget.limits.maxTextBytes;
    if (entry.uncompressedSize > max) refuse(M.fileTooLarge(name, megabytes(max)));
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of await this.#open(name, entry)) {
      const buffer = chunk as Buffer;
      length += buffer.length;
      if (length > max) refuse(M.fileTooLarge(name, megabytes(max)));
      chunks.push(buffer);
    }
    return decodeText(Buffer.concat(chunks));
  }

  /** Frees the open file; references made from it stop working. */
  close(): void {
    this.#zip.close();
  }

  #entry(name: string): Entry {
    const entry = this.#entries.get(name);
    if (!entry) return refuse(M.missingFile(name));
    return entry;
  }

  async #open(name: string, entry: Entry): Promise<Readable> {
    let source: Readable;
    try {
      source = await this.#zip.openReadStreamPromise(entry);
    } catch (error) {
      return refuse(M.entryUnreadable(name), error);
    }
    const guard = new UnpackGuard(name, entry.compressedSize, this.#budget);
    source.on('error', (error) => guard.destroy(error instanceof PackageError ? error : new PackageError(M.entryUnreadable(name), { cause: error })));
    guard.on('close', () => source.destroy());
    return source.pipe(guard);
  }
}

async function checkedEntries(zip: ZipFile, label: string, budget: UnpackBudget): Promise<Map<string, Entry>> {
  const { limits } = budget;
  if (zip.entryCount === 0) refuse(M.empty);
  if (zip.entryCount > limits.maxEntries) refuse(M.tooManyEntries(zip.entryCount, limits.maxEntries));
  const seen = new Set<string>();
  const files = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      if (isOutsideRoot(name)) refuse(M.outsideRoot(name));
      if (isSymlink(entry)) refuse(M.symlink(name));
      if (seen.has(name)) refuse(M.duplicateEntry(name));
      seen.add(name);
      if (name.endsWith('/') || isArchiverJunk(name)) continue;
      if (entry.isEncrypted()) refuse(M.encrypted(name));
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) refuse(M.unpackedTooLarge(megabytes(limits.maxUnpackedBytes)));
      checkRatio(name, entry.uncompressedSize, entry.compressedSize, limits);
      files.set(name, entry);
    }
  } catch (error) {
    if (error instanceof PackageError) throw error;
    return refuse(M.damaged(label), error);
  }
  if (files.size === 0) refuse(M.empty);
  return files;
}

/** UTF-8 text without a byte-order mark. */
export function decodeText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
