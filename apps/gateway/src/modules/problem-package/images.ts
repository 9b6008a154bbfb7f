import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MD_IMAGE_MAX_BYTES, ProblemImportMessage as M } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { FileEntity } from '@oj/db';
import { uploadImages } from '@oj/problem-package';
import type { PackageImage, ProblemModel } from '@oj/problem-package';
import { sniffImage } from '../account/image-type.ts';
import type { FileStorage } from '../account/storage.ts';

// A package's statement images become the markdown editor's images (the `file` table, type md-img, served
// at /api/public/md-img/<name>), their links in the statement rewritten. Their names are derived from the
// job, the problem and the image, so that a run stopped by a restart can remove what it had stored.

const FOLDER = 'md-images';
const KINDS = ['gif', 'jpg', 'png', 'bmp', 'webp'] as const;

/** A stored image, for its `file` row. */
export interface StoredImage {
  name: string;
  suffix: string;
  filePath: string;
}

/** The stored name's uuid part of image `n` of problem `index` of job `jobId`. */
function imageId(jobId: number, index: number, n: number): string {
  const hex = createHash('sha256').update(`problem-import:${jobId}:${index}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function readCapped(image: PackageImage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = await image.file.open();
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > MD_IMAGE_MAX_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Stores the images of `model` and answers the model with its statements' links rewritten, what was stored
 * (for the `file` rows and for removal if the problem fails) and notes for the images not kept.
 */
export async function storeImages(
  storage: FileStorage,
  where: { jobId: number; index: number },
  model: ProblemModel,
): Promise<{ model: ProblemModel; stored: StoredImage[]; notes: ServerMessage[] }> {
  const stored: StoredImage[] = [];
  const notes: ServerMessage[] = [];
  let n = 0;
  const rewritten = await uploadImages(model, async (image) => {
    const id = imageId(where.jobId, where.index, n);
    n += 1;
    const data = await readCapped(image);
    if (data === null) {
      notes.push(M.imageNotKept(image.name, `larger than ${MD_IMAGE_MAX_BYTES / 1024 / 1024} MB`));
      return image.link;
    }
    const kind = sniffImage(data);
    if (kind === null) {
      notes.push(M.imageNotKept(image.name, 'not a gif, jpg, png, bmp or webp image'));
      return image.link;
    }
    const filePath = `${FOLDER}/${id}.${kind}`;
    await storage.put(filePath, data);
    stored.push({ name: image.name, suffix: kind, filePath });
    return `/api/public/md-img/${id}.${kind}`;
  });
  return { model: rewritten, stored, notes };
}

/** The `file` rows of stored images (in the problem's transaction). */
export async function recordImages(manager: EntityManager, uid: string, stored: readonly StoredImage[]): Promise<void> {
  if (stored.length === 0) return;
  await manager.getRepository(FileEntity).insert(
    stored.map((image) => ({
      uid,
      gid: null,
      name: image.name.slice(0, 255),
      suffix: image.suffix,
      folderPath: FOLDER,
      filePath: image.filePath,
      type: 'md-img' as const,
    })),
  );
}

/** Removes stored images (a failed problem's). */
export async function removeImages(storage: FileStorage, stored: readonly StoredImage[]): Promise<void> {
  await Promise.allSettled(stored.map((image) => storage.remove(image.filePath)));
}

/** Removes whatever a stopped run may have stored for `count` images of problem `index`. */
export async function removeLeftImages(storage: FileStorage, where: { jobId: number; index: number }, count: number): Promise<void> {
  const paths = Array.from({ length: count }, (_, n) => KINDS.map((kind) => `${FOLDER}/${imageId(where.jobId, where.index, n)}.${kind}`)).flat();
  await Promise.allSettled(paths.map((path) => storage.remove(path)));
}
