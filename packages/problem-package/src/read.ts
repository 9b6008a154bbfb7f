import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { ProblemPackageMessage as M } from '@oj/contracts';
import { UnpackBudget } from './archive/unpack-guard.ts';
import { ZipArchive } from './archive/zip-reader.ts';
import type { PackageFiles } from './archive/zip-reader.ts';
import { baseName } from './cases.ts';
import { refuse } from './errors.ts';
import { requireInteractorProtocol } from './formats/common.ts';
import type { ReadContext } from './formats/context.ts';
import { readFps } from './formats/fps/read.ts';
import { Spool } from './formats/fps/spool.ts';
import { hojProblemKeys, readHoj } from './formats/hoj/read.ts';
import { hydroProblemRoots, readHydro } from './formats/hydro/read.ts';
import { icpcProblemRoots, readIcpc } from './formats/icpc/read.ts';
import { qduojProblemRoots, readQduoj } from './formats/qduoj/read.ts';
import { DEFAULT_PACKAGE_LIMITS, megabytes } from './limits.ts';
import type { PackageLimits } from './limits.ts';
import { PackageFormat } from './model.ts';
import type { PackageFormatName, ProblemModel, ProblemPackage } from './model.ts';

/** How to read a package. */
export interface ReadOptions {
  /** The upload's file name, for messages (default: the path's base name). */
  label?: string;
  /** Caps, each defaulting to DEFAULT_PACKAGE_LIMITS. */
  limits?: Partial<PackageLimits>;
  /** Where FPS test data and images are spooled (default: the OS temporary folder). */
  tempDir?: string;
}

/** Which format a zip holds, and how many problems, from its file names only. */
export function detectZipFormat(files: PackageFiles): { format: PackageFormatName; count: number; xml: string | null } {
  const hoj = hojProblemKeys(files).length;
  if (hoj > 0) return { format: PackageFormat.Hoj, count: hoj, xml: null };
  const qduoj = qduojProblemRoots(files).length;
  if (qduoj > 0) return { format: PackageFormat.Qduoj, count: qduoj, xml: null };
  const icpc = icpcProblemRoots(files).length;
  if (icpc > 0) return { format: PackageFormat.Icpc, count: icpc, xml: null };
  const hydro = hydroProblemRoots(files).length;
  if (hydro > 0) return { format: PackageFormat.Hydro, count: hydro, xml: null };
  const xml = files.names().filter((name) => name.toLowerCase().endsWith('.xml'));
  if (xml.length === 1 && xml[0] !== undefined) return { format: PackageFormat.Fps, count: 0, xml: xml[0] };
  return refuse(M.unknownFormat(files.label));
}

/** What a file is by its first bytes: a zip, an XML document (an FPS file), or neither. */
export type PackageKind = 'zip' | 'xml' | 'other';

/** The kind of the file at `path`, from its first 512 bytes (an XML file may start with a BOM and blanks). */
export async function sniffPackage(path: string): Promise<PackageKind> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x50 && head[1] === 0x4b) return 'zip';
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return text.startsWith('<') ? 'xml' : 'other';
  } finally {
    await handle.close();
  }
}

async function readZip(path: string, label: string, budget: UnpackBudget, options: ReadOptions): Promise<ProblemPackage> {
  const archive = await ZipArchive.open(path, label, budget);
  let spool: Spool | null = null;
  const close = async (): Promise<void> => {
    archive.close();
    await spool?.remove();
  };
  try {
    const detected = detectZipFormat(archive);
    if (detected.count > budget.limits.maxProblems) refuse(M.tooManyProblems(detected.count, budget.limits.maxProblems));
    const context: ReadContext = { files: archive, limits: budget.limits };
    let problems: ProblemModel[];
    if (detected.xml !== null) {
      spool = await Spool.create(budget, options.tempDir);
      problems = await readFps(await archive.ref(detected.xml).open(), detected.xml, spool, budget.limits);
    } else {
      const readers = { hoj: readHoj, qduoj: readQduoj, icpc: readIcpc, hydro: readHydro } as const;
      problems = await readers[detected.format as keyof typeof readers](context);
    }
    problems.forEach(requireInteractorProtocol);
    return { format: detected.format, problems, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function readXml(path: string, label: string, budget: UnpackBudget, options: ReadOptions): Promise<ProblemPackage> {
  const { size } = await stat(path);
  if (size > budget.limits.maxUnpackedBytes) refuse(M.unpackedTooLarge(megabytes(budget.limits.maxUnpackedBytes)));
  const spool = await Spool.create(budget, options.tempDir);
  try {
    const problems = await readFps(createReadStream(path), label, spool, budget.limits);
    problems.forEach(requireInteractorProtocol);
    return { format: PackageFormat.Fps, problems, close: () => spool.remove() };
  } catch (error) {
    await spool.remove();
    throw error;
  }
}

/**
 * Reads the problem package at `path` (a zip of any supported format, or an FPS XML file) into the model,
 * refusing an unsafe or broken one with a PackageError. Test data stay in the package and stream on demand:
 * call `close()` on the result once they have been read (it closes the zip and removes spooled files).
 */
export async function readProblemPackage(path: string, options: ReadOptions = {}): Promise<ProblemPackage> {
  const label = options.label ?? baseName(path);
  const budget = new UnpackBudget({ ...DEFAULT_PACKAGE_LIMITS, ...options.limits });
  const kind = await sniffPackage(path);
  if (kind === 'zip') return readZip(path, label, budget, options);
  if (kind === 'xml') return readXml(path, label, budget, options);
  return refuse(M.unknownFormat(label));
}
