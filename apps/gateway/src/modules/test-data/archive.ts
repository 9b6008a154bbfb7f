import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { AppError, fail } from '@oj/service-kit';
import { isCaseFileName, pairCases } from './cases.ts';
import type { CaseFileEntry, PlannedCase } from './cases.ts';
import { megabytes } from './limits.ts';
import type { TestDataLimits } from './limits.ts';
import { TestDataMessage } from '@oj/contracts';

/** An opened archive: its cases in order, and each case file's zip entry. */
export interface ArchivePlan {
  zip: ZipFile;
  cases: PlannedCase[];
  entries: Map<string, Entry>;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const UNIX_HOST = 3;

/** Files that archivers add and nobody means as test data. */
function isArchiverJunk(path: string): boolean {
  const parts = path.split('/');
  const base = parts.at(-1) ?? '';
  return parts.includes('__MACOSX') || base === '.DS_Store' || base === 'Thumbs.db' || base.startsWith('._');
}

function isOutsideRoot(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.split('/').includes('..') || path.includes('\0');
}

function isSymlink(entry: Entry): boolean {
  return entry.versionMadeBy >> 8 === UNIX_HOST && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function entryName(entry: Entry): string {
  // decodeStrings is off so that yauzl refuses nothing itself: the checks below name the entry.
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

async function readEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

/**
 * Opens a zip archive and checks it from its central directory, before anything is unpacked:
 * entry count, names (outside the root, symbolic links, encryption, duplicates), one folder for
 * the case files, declared sizes against the limits, and the pairing of `.in` with `.out`/`.ans`.
 * `label` names the upload in messages. Throws a 400 naming the entry at fault.
 */
export async function openArchive(path: string, label: string, limits: TestDataLimits): Promise<ArchivePlan> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false });
  } catch (error) {
    throw fail(TestDataMessage.damaged(label), { cause: error });
  }
  try {
    if (zip.entryCount === 0) throw fail(TestDataMessage.empty);
    if (zip.entryCount > limits.maxEntries) throw fail(TestDataMessage.tooManyFiles(zip.entryCount, limits.maxEntries));
    let entries: Entry[];
    try {
      entries = await readEntries(zip);
    } catch (error) {
      throw fail(TestDataMessage.damaged(label), { cause: error });
    }
    const seen = new Set<string>();
    const files: CaseFileEntry[] = [];
    const byPath = new Map<string, Entry>();
    let folder: { dir: string; path: string } | null = null;
    let declared = 0;
    for (const entry of entries) {
      const name = entryName(entry);
      if (isOutsideRoot(name)) throw fail(TestDataMessage.outsideRoot(name));
      if (isSymlink(entry)) throw fail(TestDataMessage.symlink(name));
      if (seen.has(name)) throw fail(TestDataMessage.duplicateName(name));
      seen.add(name);
      if (name.endsWith('/') || isArchiverJunk(name)) continue;
      const slash = name.lastIndexOf('/');
      const base = name.slice(slash + 1);
      if (!isCaseFileName(base)) continue;
      if (entry.isEncrypted()) throw fail(TestDataMessage.encrypted(name));
      const dir = name.slice(0, slash + 1);
      if (folder && folder.dir !== dir) throw fail(TestDataMessage.severalFolders(folder.path, name));
      folder ??= { dir, path: name };
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnzippedBytes) throw fail(TestDataMessage.unzippedTooLarge(megabytes(limits.maxUnzippedBytes)));
      checkRatio(name, entry.uncompressedSize, entry.compressedSize, limits);
      files.push({ path: name, name: base });
      byPath.set(name, entry);
    }
    if (files.length === 0 && [...seen].every((name) => name.endsWith('/'))) throw fail(TestDataMessage.empty);
    return { zip, cases: pairCases(files), entries: byPath };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function checkRatio(name: string, unpacked: number, packed: number, limits: TestDataLimits): void {
  if (unpacked > limits.ratioFloorBytes && unpacked > limits.maxRatio * Math.max(packed, 1)) {
    throw fail(TestDataMessage.entryRatio(name, limits.maxRatio));
  }
}

/** Running total of unpacked bytes over one archive. */
export interface UnpackBudget {
  used: number;
}

/**
 * Counts the bytes an entry really inflates to (declared sizes may lie) and fails the stream with
 * a 400 as soon as the entry's ratio or the archive's total passes the limits.
 */
class UnpackGuard extends Transform {
  #bytes = 0;
  readonly #name: string;
  readonly #packed: number;
  readonly #budget: UnpackBudget;
  readonly #limits: TestDataLimits;

  constructor(name: string, packed: number, budget: UnpackBudget, limits: TestDataLimits) {
    super();
    this.#name = name;
    this.#packed = packed;
    this.#budget = budget;
    this.#limits = limits;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#bytes += chunk.length;
    this.#budget.used += chunk.length;
    try {
      if (this.#budget.used > this.#limits.maxUnzippedBytes) throw fail(TestDataMessage.unzippedTooLarge(megabytes(this.#limits.maxUnzippedBytes)));
      checkRatio(this.#name, this.#bytes, this.#packed, this.#limits);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }
}

/**
 * The unpacked bytes of a case file, guarded by the limits (yauzl's own size check is off: the
 * guard counts what really inflates, whatever the headers declare); unreadable data fails as a 400. */
export async function openEntry(plan: ArchivePlan, file: CaseFileEntry, budget: UnpackBudget, limits: TestDataLimits): Promise<Readable> {
  const entry = plan.entries.get(file.path);
  if (!entry) throw new Error(`no entry ${file.path}`);
  let source: Readable;
  try {
    source = await plan.zip.openReadStreamPromise(entry);
  } catch (error) {
    throw fail(TestDataMessage.entryUnreadable(file.path), { cause: error });
  }
  const guard = new UnpackGuard(file.path, entry.compressedSize, budget, limits);
  source.on('error', (error) => guard.destroy(error instanceof AppError ? error : fail(TestDataMessage.entryUnreadable(file.path), { cause: error })));
  guard.on('close', () => source.destroy());
  return source.pipe(guard);
}
