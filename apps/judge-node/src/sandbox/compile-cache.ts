/**
 * Compiled programs kept on the judge node's disk, so that the same source is compiled once: a test run
 * followed by the same code submitted, a rejudge, a resubmission. Only languages whose compile leaves one
 * file of their own (C and C++: `main`) are kept; only a successful compile is stored.
 *
 * The key covers everything the compiler's output depends on: the judge image (by its content id, so a
 * rebuilt compiler never reuses an old binary), the language's compile command and environment, the
 * source and the user extra files (a source may include them).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageSpec } from '@oj/judge-core';

/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 2_000;
/** A binary larger than this is not kept. */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
/** Stores between two prunes. */
const PRUNE_EVERY = 100;

/** C and C++: the compile writes one executable next to the source, and nothing else the run needs. */
export function compileCacheable(language: LanguageSpec): boolean {
  return language.compileArgv !== null && language.exeName === 'main' && /^(?:gcc|g\+\+)$/.test(language.compileArgv[0] ?? '');
}

/** What the compiler's output depends on. */
export interface CompileKeyInput {
  /** The sandbox image's content id (`sha256:…`). */
  imageId: string;
  language: LanguageSpec;
  code: string;
  userExtraFiles: Readonly<Record<string, string>>;
}

/** The cache key: a SHA-256 over every input, each framed by its length. */
export function compileKey(input: CompileKeyInput): string {
  const hash = createHash('sha256');
  const part = (text: string): void => {
    hash.update(`${Buffer.byteLength(text)}:`).update(text);
  };
  part('compile-cache v1');
  part(input.imageId);
  part(input.language.name);
  part(JSON.stringify(input.language.compileArgv));
  part(JSON.stringify(input.language.compileEnv));
  part(input.code);
  for (const name of Object.keys(input.userExtraFiles).sort()) {
    part(name);
    part(input.userExtraFiles[name] ?? '');
  }
  return hash.digest('hex');
}

/** A directory of compiled programs named by key. */
export class CompileCache {
  private readonly dir: string;
  private stores = 0;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** The stored binary, or null. */
  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  /** Stores a binary (atomically: written aside, then renamed); too large ones are skipped. */
  async put(key: string, binary: Buffer): Promise<void> {
    if (binary.length === 0 || binary.length > MAX_ENTRY_BYTES) return;
    await mkdir(this.dir, { recursive: true });
    const aside = `${this.path(key)}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(aside, binary, { mode: 0o644 });
    await rename(aside, this.path(key));
    this.stores += 1;
    if (this.stores % PRUNE_EVERY === 0) await this.prune();
  }

  /** Removes the oldest entries beyond MAX_ENTRIES. */
  async prune(maxEntries = MAX_ENTRIES): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.bin'));
    if (names.length <= maxEntries) return;
    const aged = await Promise.all(
      names.map(async (name) => ({
        name,
        mtimeMs: await stat(join(this.dir, name)).then(
          (info) => info.mtimeMs,
          () => 0,
        ),
      })),
    );
    aged.sort((a, b) => a.mtimeMs - b.mtimeMs);
    await Promise.all(aged.slice(0, aged.length - maxEntries).map(({ name }) => unlink(join(this.dir, name)).catch(() => undefined)));
  }

  private path(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a compile cache key: ${key}`);
    return join(this.dir, `${key}.bin`);
  }
}
