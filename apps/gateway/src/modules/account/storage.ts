import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';

/** Where uploaded files live; paths are relative, `/`-separated (`avatars/<uuid>.png`). */
export interface FileStorage {
  put(path: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(path: string): Promise<Buffer | null>;
  /** No error when the file is already gone. */
  remove(path: string): Promise<void>;
}

function resolveInside(root: string, path: string): string {
  const relative = normalize(path);
  if (path === '' || isAbsolute(path) || relative.split(sep).includes('..')) throw new Error(`storage path must stay inside the root: ${path}`);
  return join(root, relative);
}

/** The default storage: a directory on local disk (OJ_DATA_DIR). */
export function localFileStorage(root: string): FileStorage {
  return {
    async put(path, data) {
      const target = resolveInside(root, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async get(path) {
      try {
        return await readFile(resolveInside(root, path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(path) {
      await rm(resolveInside(root, path), { force: true });
    },
  };
}
