import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { FileRef, ProblemModel, ProblemPackage } from '../src/index.ts';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

/** A fresh temporary folder; `cleanup` removes every folder made so far. */
const made: string[] = [];
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-pkg-test-'));
  made.push(dir);
  return dir;
}
export async function cleanup(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else found.push(path);
  }
  return found.sort();
}

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  compress?: boolean;
  /** An empty folder entry (`name/`). */
  directory?: boolean;
}

/** Writes `entries` as a zip file and answers its path. */
export async function zipOf(entries: readonly ZipEntry[], name = 'package.zip'): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.directory) {
      zip.addEmptyDirectory(entry.name);
      continue;
    }
    zip.addBuffer(Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data), entry.name, {
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
      compress: entry.compress ?? true,
    });
  }
  zip.end();
  const path = join(await tempDir(), name);
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** Zips a fixture folder (`test/fixtures/<folder>`), optionally under a prefix inside the zip. */
export async function zipFixture(folder: string, prefix = ''): Promise<string> {
  const root = join(FIXTURES, folder);
  const files = await walk(root);
  return zipOf(
    await Promise.all(files.map(async (path) => ({ name: `${prefix}${relative(root, path)}`, data: await readFile(path) }))),
    `${folder.replace(/\//g, '-')}.zip`,
  );
}

/** Writes bytes to a temporary file and answers its path. */
export async function fileOf(data: string | Buffer, name: string): Promise<string> {
  const path = join(await tempDir(), name);
  await writeFile(path, data);
  return path;
}

/** Replaces every occurrence of `from` by `to` (same length) in a file's bytes: for crafting hostile zips. */
export async function patchBytes(path: string, from: Buffer, to: Buffer): Promise<void> {
  if (from.length !== to.length) throw new Error('patch must keep the length');
  const bytes = await readFile(path);
  let at = bytes.indexOf(from);
  if (at < 0) throw new Error('nothing to patch');
  while (at >= 0) {
    to.copy(bytes, at);
    at = bytes.indexOf(from, at + from.length);
  }
  await writeFile(path, bytes);
}

export async function bytesOf(file: FileRef): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function textOf(file: FileRef | null): Promise<string | null> {
  return file === null ? null : (await bytesOf(file)).toString('utf8');
}

async function digest(file: FileRef): Promise<string> {
  const bytes = await bytesOf(file);
  return `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** A problem with each file replaced by its size and hash, without origins and notes: what a round trip keeps. */
export async function snapshot(problem: ProblemModel): Promise<unknown> {
  const { notes: _notes, ...rest } = problem;
  return {
    ...rest,
    cases: await Promise.all(
      problem.cases.map(async (item) => ({ ...item, input: await digest(item.input), output: item.output === null ? null : await digest(item.output) })),
    ),
    images: await Promise.all(problem.images.map(async (image) => ({ ...image, file: await digest(image.file) }))),
  };
}

/** The message codes of a problem's notes. */
export function noteCodes(problem: ProblemModel): string[] {
  return problem.notes.map((note) => note.code);
}

/** Reads, runs `check`, and always closes. */
export async function withPackage<T>(open: Promise<ProblemPackage>, check: (pkg: ProblemPackage) => Promise<T> | T): Promise<T> {
  const pkg = await open;
  try {
    return await check(pkg);
  } finally {
    await pkg.close();
  }
}
