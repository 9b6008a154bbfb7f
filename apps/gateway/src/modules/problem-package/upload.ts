import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ProblemImportMessage as M, ProblemPackageMessage } from '@oj/contracts';
import type { PackageFormatDto, ProblemImportUploadedDto } from '@oj/contracts';
import { PackageError, PackageFormat, readProblemPackage, sniffPackage } from '@oj/problem-package';
import type { ReadOptions } from '@oj/problem-package';
import { fail } from '@oj/service-kit';
import type { AuthUser } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { insertJob } from './jobs.ts';
import { megabytes, packageDir } from './settings.ts';
import type { ProblemImportSettings } from './settings.ts';

/** Where job `id`'s package waits on this instance's disk. */
export function packagePath(dataDir: string, id: number): string {
  return join(packageDir(dataDir), `${id}.pkg`);
}

/** How the import reads a package: the caps, the spool folder of FPS files (the same disk as the package). */
export function readOptions(dataDir: string, settings: ProblemImportSettings, label: string): ReadOptions {
  return { label, limits: { maxUnpackedBytes: settings.maxUnpackedBytes }, tempDir: packageDir(dataDir) };
}

/** A PackageError as the 400 it is; anything else unchanged. */
export function asRefusal(error: unknown): unknown {
  return error instanceof PackageError ? fail(error.serverMessage, { cause: error }) : error;
}

/**
 * What the package holds, read now so that a broken one is refused at once: the format and the problems
 * of a zip (settings, statements and names; test data are only streamed by the import), the format of an
 * FPS file (read whole by the import).
 */
async function inspect(path: string, options: ReadOptions): Promise<{ format: PackageFormatDto; problemCount: number | null }> {
  const kind = await sniffPackage(path);
  if (kind === 'xml') return { format: PackageFormat.Fps, problemCount: null };
  if (kind !== 'zip') throw fail(ProblemPackageMessage.unknownFormat(options.label ?? 'package'));
  const pkg = await readProblemPackage(path, options).catch((error: unknown) => {
    throw asRefusal(error);
  });
  await pkg.close();
  return { format: pkg.format, problemCount: pkg.problems.length };
}

/** One uploaded file: its stream, its name, and how a receive error reads. */
export interface PackageUpload {
  stream: Readable;
  fileName: string;
  receiveError: (error: unknown) => unknown;
}

/**
 * POST /admin/problem/upload-import-package: streams the package to this instance's disk (never whole in
 * memory, refused past the cap), reads what it holds, and records the job waiting for its options. A
 * refused package leaves no file and no job.
 */
export async function receivePackage(
  deps: Pick<Deps, 'db' | 'config'> & { readonly problemImport: { readonly settings: ProblemImportSettings; readonly instance: string } },
  upload: PackageUpload,
  owner: AuthUser,
): Promise<ProblemImportUploadedDto> {
  const { settings, instance } = deps.problemImport;
  const dir = packageDir(deps.config.dataDir);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `upload-${randomBytes(8).toString('hex')}.part`);
  try {
    try {
      await pipeline(upload.stream, createWriteStream(partial));
    } catch (error) {
      throw upload.receiveError(error);
    }
    // The multipart parser may stop at its size limit without an error, marking the stream instead.
    if ((upload.stream as { truncated?: boolean }).truncated === true) throw fail(M.tooLarge(megabytes(settings.maxUploadBytes)));
    const { size } = await stat(partial);
    if (size === 0) throw fail(M.fileRequired);
    const fileName = upload.fileName.slice(0, 255);
    const found = await inspect(partial, readOptions(deps.config.dataDir, settings, fileName));
    const jobId = await insertJob(deps.db, {
      uid: owner.uid,
      username: owner.username.slice(0, 20),
      fileName,
      format: found.format,
      sizeBytes: size,
      problemsTotal: found.problemCount ?? 0,
      instance,
    });
    await rename(partial, packagePath(deps.config.dataDir, jobId));
    return { jobId, fileName, sizeBytes: size, format: found.format, problemCount: found.problemCount };
  } finally {
    await rm(partial, { force: true });
  }
}
